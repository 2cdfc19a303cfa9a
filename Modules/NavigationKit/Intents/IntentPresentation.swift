/// Where the destination an intent maps to is shown.
public enum IntentPresentation: Hashable, Sendable, CustomStringConvertible {
  /// Pushed onto the stack the user sees, whichever tab or presentation that is.
  case push
  /// Presented over the stack the user sees.
  case present(PresentationStyle)
  /// Shown in the tab that owns its module: that tab is selected, anything presented over the
  /// current tab is dismissed, and the destination becomes the tab's only screen above its root
  /// (or the root itself, when it is the tab's root).
  case selectOwningTab

  /// `push`, `sheet`, `fullScreenCover` or `selectOwningTab`.
  public var description: String {
    switch self {
    case .push: "push"
    case .present(let style): style.description
    case .selectOwningTab: "selectOwningTab"
    }
  }
}

/// How a destination is shown on top of a stack.
public enum PresentationStyle: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// A sheet: a card over the current screen, dismissible by the user.
  case sheet
  /// A full-screen cover: it hides the current screen entirely.
  case fullScreenCover

  /// The style's name, `sheet` or `fullScreenCover`.
  public var description: String { rawValue }
}

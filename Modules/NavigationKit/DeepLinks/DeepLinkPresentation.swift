/// How a route shows the last destination it builds.
public enum DeepLinkPresentation: Hashable, Sendable, CustomStringConvertible {
  /// Every destination is pushed on the owning tab's stack.
  case push
  /// The destinations before the last are pushed on the owning tab's stack, and the last is
  /// presented over it as a sheet or full-screen cover.
  case present(PresentationStyle)

  /// `push`, `sheet` or `fullScreenCover`.
  public var description: String {
    switch self {
    case .push: "push"
    case .present(let style): "\(style)"
    }
  }
}

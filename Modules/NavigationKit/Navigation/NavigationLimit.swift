/// A bound on how deep navigation goes: the bounds a stored snapshot is read within, so every
/// state an app reaches is one its next launch restores.
///
/// A push, a presentation, a deep link or an intent beyond a limit is refused and reported; a
/// snapshot beyond one is cut at the limit and the loss reported.
public enum NavigationLimit: Hashable, Sendable, CustomStringConvertible {
  /// A stack holds at most 256 destinations above its root.
  case stackDepth
  /// A tab nests at most 16 presentations, each presented from the one before.
  case presentationDepth

  /// The most the limit allows.
  public var maximum: Int {
    switch self {
    case .stackDepth: 256
    case .presentationDepth: 16
    }
  }

  /// A phrase such as `a stack holds at most 256 screens above its root`.
  public var description: String {
    switch self {
    case .stackDepth: "a stack holds at most \(maximum) screens above its root"
    case .presentationDepth: "a tab nests at most \(maximum) presentations"
    }
  }
}

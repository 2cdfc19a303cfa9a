/// The name of one window scene of an app, such as `"main"` or the persistent identifier of
/// its `UISceneSession` (a UUID's string): 1 to 64 ASCII letters, digits, `-` or `_`, as every
/// ``ResourceIdentifier``, since it reaches file names and stored state.
///
/// ```swift
/// let scene: SceneID = "2"                     // a name written in the code
/// SceneID("../state")                           // nil: not a scene's name
/// ```
public struct SceneID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The scene's name.
  public let rawValue: String

  /// The scene of an app that shows only one: its state lives where a single-scene app's
  /// always did.
  public static let main: SceneID = "main"

  /// Creates a scene's name, or `nil` when `rawValue` is not 1 to 64 ASCII letters, digits,
  /// `-` or `_`.
  public init?(_ rawValue: String) {
    guard ResourceIdentifier.isValid(rawValue) else { return nil }
    self.rawValue = rawValue
  }

  /// Creates a scene's name written in the code. A literal is the programmer's, never input:
  /// one that is not a valid name stops the program where it is written.
  public init(stringLiteral value: String) {
    precondition(ResourceIdentifier.isValid(value), "not a scene's name: \(value)")
    self.rawValue = value
  }

  /// The scene's name.
  public var description: String { rawValue }
}

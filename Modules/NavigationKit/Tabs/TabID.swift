/// The name of a tab, such as `"orders"`.
public struct TabID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The tab's name.
  public let rawValue: String

  /// Creates a tab name.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates a tab name from a string literal.
  public init(stringLiteral value: String) {
    self.rawValue = value
  }

  /// The tab's name.
  public var description: String { rawValue }
}

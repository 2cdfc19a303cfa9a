/// The name of a tab, such as `"orders"`.
public struct TabID: RawRepresentable, Hashable, Sendable, Comparable, Codable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  /// The tab's name.
  public let rawValue: String

  /// Creates a tab name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

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

  /// Orders tabs by name.
  public static func < (lhs: TabID, rhs: TabID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// Decodes a tab name from a string.
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  /// Encodes the tab name as a string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}

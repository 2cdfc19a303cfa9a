/// The rule every resource id in a destination follows: 1 to 64 ASCII letters, digits, `-` or
/// `_`. Ids travel through deep links, intents and saved state, so one strict rule keeps path
/// traversal, control characters and look-alike Unicode out of every module.
public enum ResourceIdentifier {
  /// The longest id allowed, in characters.
  package static let maximumLength = 64

  /// Whether `value` is a valid id.
  public static func isValid(_ value: some StringProtocol) -> Bool {
    var count = 0
    for byte in value.utf8 {
      count += 1
      guard count <= maximumLength, isAllowed(byte) else { return false }
    }
    return count > 0
  }

  /// Whether `byte` may be part of an id.
  static func isAllowed(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
      true
    default:
      false
    }
  }
}

/// What a deep-link parameter may hold: every value is checked against its kind after
/// percent-decoding, before any destination is built.
public enum DeepLinkParameterKind: Hashable, Sendable, CustomStringConvertible {
  /// A ``ResourceIdentifier``: 1 to 64 ASCII letters, digits, `-` or `_`.
  case identifier
  /// A decimal integer within `range`, digits only with an optional leading `-`.
  case integer(ClosedRange<Int>)
  /// Free text, such as a search query: 1 to `maximumLength` Unicode scalars with no control
  /// characters, line separators or format characters (bidirectional marks, zero-width and tag
  /// characters).
  case text(maximumLength: Int)

  /// Free text of up to 256 characters.
  public static let text = DeepLinkParameterKind.text(maximumLength: 256)

  /// Whether `value`, already decoded, is valid for this kind.
  package func accepts(_ value: String) -> Bool {
    switch self {
    case .identifier:
      return ResourceIdentifier.isValid(value)
    case .integer(let range):
      let digits = value.utf8.first == UInt8(ascii: "-") ? value.utf8.dropFirst() : value.utf8[...]
      guard !digits.isEmpty, digits.count <= 19,
        digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
        let number = Int(value)
      else { return false }
      return range.contains(number)
    case .text(let maximumLength):
      var count = 0
      for scalar in value.unicodeScalars {
        count += 1
        guard count <= maximumLength, !Self.isForbiddenInText(scalar) else { return false }
      }
      return count > 0
    }
  }

  /// `identifier`, `integer(1...99)` or `text(256)`.
  public var description: String {
    switch self {
    case .identifier: "identifier"
    case .integer(let range): "integer(\(range.lowerBound)...\(range.upperBound))"
    case .text(let maximumLength): "text(\(maximumLength))"
    }
  }

  /// Format characters (bidirectional marks, zero-width and tag characters) change or hide how
  /// text reads without being seen.
  private static func isForbiddenInText(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: return true  // control characters
    case 0x2028, 0x2029: return true  // line and paragraph separators
    case 0x20...0x7E: return false
    default: return scalar.properties.generalCategory == .format
    }
  }
}

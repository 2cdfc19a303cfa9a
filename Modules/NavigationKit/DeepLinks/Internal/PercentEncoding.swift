/// Percent-encoding as URLs use it (RFC 3986), strict in both directions.
enum PercentEncoding {
  /// `text` decoded, or `nil` for a `%` without two hex digits or bytes that are not UTF-8.
  static func decode(_ text: some StringProtocol, plusAsSpace: Bool = false) -> String? {
    decode(text.utf8, plusAsSpace: plusAsSpace)
  }

  static func decode(_ encoded: some Collection<UInt8>, plusAsSpace: Bool = false) -> String? {
    guard
      encoded.contains(where: { $0 == UInt8(ascii: "%") || plusAsSpace && $0 == UInt8(ascii: "+") })
    else { return string(validatingUTF8: encoded) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(encoded.count)
    var iterator = encoded.makeIterator()
    while let byte = iterator.next() {
      switch byte {
      case UInt8(ascii: "%"):
        guard let high = iterator.next().flatMap(hexValue),
          let low = iterator.next().flatMap(hexValue)
        else { return nil }
        bytes.append(high << 4 | low)
      case UInt8(ascii: "+") where plusAsSpace:
        bytes.append(UInt8(ascii: " "))
      default:
        bytes.append(byte)
      }
    }
    return string(validatingUTF8: bytes)
  }

  /// `bytes` as a string when they are well-formed UTF-8, or `nil`.
  ///
  /// `String(validating:as:)` needs iOS 18 and macOS 15, so this decodes with repair, which
  /// leaves well-formed UTF-8 byte for byte and always changes ill-formed input, and compares.
  static func string(validatingUTF8 bytes: some Collection<UInt8>) -> String? {
    let string = String(decoding: bytes, as: UTF8.self)
    return string.utf8.elementsEqual(bytes) ? string : nil
  }

  /// `text` with every byte outside the unreserved set encoded, so it is one segment or value.
  static func encode(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      if isUnreserved(byte) {
        result.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        result +=
          "%" + String(byte >> 4, radix: 16, uppercase: true)
          + String(byte & 0x0F, radix: 16, uppercase: true)
      }
    }
    return result
  }

  /// RFC 3986: `A-Z a-z 0-9 - . _ ~`.
  static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "_"), UInt8(ascii: "~"):
      true
    default:
      false
    }
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}

import Foundation

/// How ``ValueJSONEncoder`` spells scalars: as `JSONEncoder` does, so the bytes are the same.
extension ValueJSONEncoder {
  func appendNull() {
    bytes.append(contentsOf: [
      UInt8(ascii: "n"), UInt8(ascii: "u"), UInt8(ascii: "l"), UInt8(ascii: "l"),
    ])
  }

  func appendBool(_ value: Bool) {
    if value {
      bytes.append(contentsOf: [
        UInt8(ascii: "t"), UInt8(ascii: "r"), UInt8(ascii: "u"), UInt8(ascii: "e"),
      ])
    } else {
      bytes.append(contentsOf: [
        UInt8(ascii: "f"), UInt8(ascii: "a"), UInt8(ascii: "l"), UInt8(ascii: "s"),
        UInt8(ascii: "e"),
      ])
    }
  }

  /// Appends an integer's decimal digits.
  func appendInteger(_ value: some FixedWidthInteger) {
    if value == 0 {
      bytes.append(UInt8(ascii: "0"))
      return
    }
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    let start = bytes.count
    // The magnitude's digits, least significant first, then turned around.
    var rest = value.magnitude
    while rest != 0 {
      let (quotient, digit) = rest.quotientAndRemainder(dividingBy: 10)
      bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: digit))
      rest = quotient
    }
    bytes[start...].reverse()
  }

  /// Appends a finite floating-point number as Foundation writes it: its shortest
  /// round-tripping description, without a trailing `.0`. Throws for infinities and NaN, which
  /// JSON cannot hold.
  func appendFloatingPoint<Value: BinaryFloatingPoint & LosslessStringConvertible>(
    _ value: Value, path: @autoclosure () -> [any CodingKey]
  ) throws {
    guard value.isFinite else {
      throw EncodingError.invalidValue(
        value,
        .init(
          codingPath: path(),
          debugDescription: "Unable to encode \(Value.self).\(value) directly in JSON."))
    }
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    bytes.append(contentsOf: text.utf8)
  }

  /// Appends a string literal, escaping what JSON requires as `JSONEncoder` does: `"`, `\`,
  /// and control characters (`\b`, `\f`, `\n`, `\r`, `\t`, others as `\u00xx`); `/` is left
  /// as is (`.withoutEscapingSlashes`).
  func appendString(_ value: String) {
    var value = value
    value.withUTF8 { text in
      bytes.append(UInt8(ascii: "\""))
      var plainStart = 0
      for offset in text.indices {
        let byte = text[offset]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
          continue
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[plainStart..<offset]))
        plainStart = offset + 1
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case UInt8(ascii: "\n"): bytes.append(UInt8(ascii: "n"))
        case UInt8(ascii: "\r"): bytes.append(UInt8(ascii: "r"))
        case UInt8(ascii: "\t"): bytes.append(UInt8(ascii: "t"))
        default:
          let hex = { (digit: UInt8) in
            digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
          }
          bytes.append(contentsOf: [
            UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex(byte >> 4),
            hex(byte & 0x0F),
          ])
        }
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[plainStart..<text.count]))
      bytes.append(UInt8(ascii: "\""))
    }
  }

  /// Writes a value that `JSONEncoder` writes in a way of its own (`Data`, `URL`, `Decimal`)
  /// or that is a plain scalar, and returns whether it did; other values encode themselves.
  func writeSpecial<Value: Encodable>(_ value: Value) throws -> Bool {
    if Value.self == String.self, let value = value as? String {
      appendString(value)
    } else if Value.self == Int.self, let value = value as? Int {
      appendInteger(value)
    } else if Value.self == Bool.self, let value = value as? Bool {
      appendBool(value)
    } else if Value.self == Double.self, let value = value as? Double {
      try appendFloatingPoint(value, path: self.codingPath)
    } else if Value.self == Data.self, let value = value as? Data {
      appendString(value.base64EncodedString())
    } else if Value.self == URL.self, let value = value as? URL {
      appendString(value.absoluteString)
    } else if Value.self == Decimal.self, let value = value as? Decimal {
      guard !value.isNaN else {
        throw EncodingError.invalidValue(
          value,
          .init(codingPath: codingPath, debugDescription: "Unable to encode Decimal.nan in JSON."))
      }
      bytes.append(contentsOf: value.description.utf8)
    } else {
      return false
    }
    return true
  }
}

/// Compact JSON written straight into bytes, for the snapshot's own structure: the coder writes
/// keys in sorted order itself, so equal states write equal bytes.
struct JSONWriter {
  private(set) var bytes: [UInt8] = []

  init(capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  /// Appends raw JSON text: punctuation and keys the coder spells itself.
  mutating func raw(_ text: StaticString) {
    bytes.append(
      contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Appends bytes that already are JSON, such as a destination's value.
  mutating func raw(_ json: some Collection<UInt8>) {
    bytes.append(contentsOf: json)
  }

  /// Appends an integer.
  mutating func integer(_ value: Int) {
    bytes.append(contentsOf: String(value).utf8)
  }

  /// Appends a string literal, escaping quotes, backslashes, control characters and the line
  /// separators U+2028 and U+2029.
  mutating func string(_ value: String) {
    bytes.append(UInt8(ascii: "\""))
    var utf8 = value
    utf8.withUTF8 { text in
      var plainStart = 0
      var offset = 0
      while offset < text.count {
        let byte = text[offset]
        let escape: StaticString?
        var length = 1
        switch byte {
        case UInt8(ascii: "\""): escape = "\\\""
        case UInt8(ascii: "\\"): escape = "\\\\"
        case UInt8(ascii: "\n"): escape = "\\n"
        case UInt8(ascii: "\r"): escape = "\\r"
        case UInt8(ascii: "\t"): escape = "\\t"
        case 0..<0x20: escape = ""
        case 0xE2
        where offset + 2 < text.count && text[offset + 1] == 0x80
          && (text[offset + 2] == 0xA8 || text[offset + 2] == 0xA9):
          escape = text[offset + 2] == 0xA8 ? "\\u2028" : "\\u2029"
          length = 3
        default: escape = nil
        }
        guard let escape else {
          offset += 1
          continue
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[plainStart..<offset]))
        if escape.utf8CodeUnitCount == 0 {
          let hex = String(byte, radix: 16, uppercase: true)
          bytes.append(contentsOf: "\\u".utf8)
          bytes.append(contentsOf: String(repeating: "0", count: 4 - hex.count).utf8)
          bytes.append(contentsOf: hex.utf8)
        } else {
          raw(escape)
        }
        offset += length
        plainStart = offset
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[plainStart..<text.count]))
    }
    bytes.append(UInt8(ascii: "\""))
  }
}

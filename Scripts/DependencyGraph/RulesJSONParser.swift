/// A strict JSON reader for rules files: standard JSON, except that an object naming a key
/// twice is an error, since the second value would silently replace the first.
struct RulesJSONParser {
  struct Failure: Error {
    let message: String
  }

  private let bytes: [UInt8]
  private var position = 0
  private var depth = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Parses a whole document.
  static func parse(_ bytes: [UInt8]) throws(Failure) -> RulesJSON {
    var parser = RulesJSONParser(bytes)
    let value = try parser.value()
    parser.skipWhitespace()
    guard parser.position == bytes.count else {
      throw parser.failure("unexpected text after the JSON value")
    }
    return value
  }

  private var line: Int { bytes[..<position].count { $0 == UInt8(ascii: "\n") } + 1 }

  private func failure(_ message: String) -> Failure {
    Failure(message: "line \(line): \(message)")
  }

  private mutating func skipWhitespace() {
    while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) {
      position += 1
    }
  }

  private mutating func value() throws(Failure) -> RulesJSON {
    skipWhitespace()
    guard position < bytes.count else { throw failure("unexpected end of the file") }
    depth += 1
    defer { depth -= 1 }
    guard depth < 64 else { throw failure("nested too deeply") }
    switch bytes[position] {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    default: return try number()
    }
  }

  private mutating func literal(_ word: String, _ value: RulesJSON) throws(Failure) -> RulesJSON {
    let expected = Array(word.utf8)
    guard bytes[position...].starts(with: expected) else { throw failure("unexpected character") }
    position += expected.count
    return value
  }

  private mutating func number() throws(Failure) -> RulesJSON {
    let start = position
    while position < bytes.count,
      "+-0123456789.eE".utf8.contains(bytes[position])
    {
      position += 1
    }
    guard let number = Double(String(decoding: bytes[start..<position], as: UTF8.self)) else {
      throw failure("unexpected character")
    }
    return .number(number)
  }

  private mutating func string() throws(Failure) -> String {
    position += 1  // the opening quote
    var raw: [UInt8] = []
    while position < bytes.count {
      let byte = bytes[position]
      position += 1
      switch byte {
      case UInt8(ascii: "\""):
        return String(decoding: raw, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard position < bytes.count else { break }
        let escaped = bytes[position]
        position += 1
        let map: [UInt8: UInt8] = [
          UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F,
          UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A,
          UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        if let plain = map[escaped] {
          raw.append(plain)
        } else if escaped == UInt8(ascii: "u"), position + 4 <= bytes.count,
          let code = UInt32(
            String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16),
          let scalar = Unicode.Scalar(code)
        {
          position += 4
          raw.append(contentsOf: Array(String(scalar).utf8))
        } else {
          throw failure("invalid escape in a string")
        }
      case 0x00..<0x20:
        throw failure("a control character in a string")
      default:
        raw.append(byte)
      }
    }
    throw failure("unterminated string")
  }

  private mutating func array() throws(Failure) -> RulesJSON {
    position += 1
    var elements: [RulesJSON] = []
    skipWhitespace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
      position += 1
      return .array(elements)
    }
    while true {
      elements.append(try value())
      skipWhitespace()
      guard position < bytes.count else { throw failure("unterminated list") }
      position += 1
      switch bytes[position - 1] {
      case UInt8(ascii: ","): continue
      case UInt8(ascii: "]"): return .array(elements)
      default: throw failure("expected , or ] in a list")
      }
    }
  }

  private mutating func object() throws(Failure) -> RulesJSON {
    position += 1
    var members: [String: RulesJSON] = [:]
    skipWhitespace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
      position += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
        throw failure("expected a key in quotes")
      }
      let key = try string()
      guard members[key] == nil else { throw failure("key '\(key)' appears twice in one object") }
      skipWhitespace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
        throw failure("expected : after a key")
      }
      position += 1
      members[key] = try value()
      skipWhitespace()
      guard position < bytes.count else { throw failure("unterminated object") }
      position += 1
      switch bytes[position - 1] {
      case UInt8(ascii: ","): continue
      case UInt8(ascii: "}"): return .object(members)
      default: throw failure("expected , or } in an object")
      }
    }
  }
}

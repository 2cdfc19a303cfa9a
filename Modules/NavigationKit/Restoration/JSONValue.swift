/// A JSON document as a value, so stored state can be walked leniently piece by piece and
/// written back in a stable order.
enum JSONValue: Hashable, Sendable, Codable {
  case null
  case bool(Bool)
  case integer(Int)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .integer(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .integer(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }

  subscript(key: String) -> JSONValue? {
    if case .object(let object) = self { object[key] } else { nil }
  }

  var string: String? {
    if case .string(let value) = self { value } else { nil }
  }

  var integer: Int? {
    if case .integer(let value) = self { value } else { nil }
  }

  var array: [JSONValue]? {
    if case .array(let value) = self { value } else { nil }
  }

  /// The value as compact JSON text with keys sorted, so equal states write equal bytes.
  /// Writing cannot fail: every value this type holds has a JSON spelling.
  var serialized: String {
    var output = ""
    write(to: &output)
    return output
  }

  private func write(to output: inout String) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .integer(let value): output += String(value)
    case .number(let value): output += value.isFinite ? "\(value)" : "null"
    case .string(let value): Self.write(value, to: &output)
    case .array(let values):
      output += "["
      for (index, value) in values.enumerated() {
        if index > 0 { output += "," }
        value.write(to: &output)
      }
      output += "]"
    case .object(let object):
      output += "{"
      for (index, key) in object.keys.sorted().enumerated() {
        if index > 0 { output += "," }
        Self.write(key, to: &output)
        output += ":"
        object[key]?.write(to: &output)
      }
      output += "}"
    }
  }

  private static func write(_ string: String, to output: inout String) {
    output += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case _ where scalar.value < 0x20 || scalar == "\u{2028}" || scalar == "\u{2029}":
        let hex = String(scalar.value, radix: 16, uppercase: true)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}

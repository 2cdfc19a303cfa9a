import Foundation

/// Any JSON value, read with `JSONDecoder` and written with `JSONEncoder`: what a snapshot
/// keeps of a member this version does not know, shows of a value it cannot read, and compares
/// when it looks for the members of a destination's value that its type does not keep.
indirect enum JSONValue: Codable, Equatable {
  case null
  case bool(Bool)
  /// A number `Decimal` holds exactly, as most stored numbers are.
  case decimal(Decimal)
  /// A number beyond `Decimal`'s range, such as `2.5e-300`.
  case double(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])
  /// A number or string `JSONDecoder` cannot read: beyond `Double`'s range, not JSON's
  /// spelling of a number, or text that is not Unicode. It cannot be written back.
  case unreadable

  /// The coder's writer: sorted keys, so equal values write equal bytes, and slashes as they
  /// are, as destination values have always been written.
  static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  init(from decoder: any Decoder) throws {
    // Each kind is tried in turn: a failure only means "not this kind".
    let value = try decoder.singleValueContainer()
    if let members = ifOfKind({ try value.decode([String: JSONValue].self) }) {
      self = .object(members)
    } else if let elements = ifOfKind({ try value.decode([JSONValue].self) }) {
      self = .array(elements)
    } else if value.decodeNil() {
      self = .null
    } else if let bool = ifOfKind({ try value.decode(Bool.self) }) {
      self = .bool(bool)
    } else if let string = ifOfKind({ try value.decode(String.self) }) {
      self = .string(string)
    } else if let decimal = ifOfKind({ try value.decode(Decimal.self) }) {
      self = .decimal(decimal)
    } else if let double = ifOfKind({ try value.decode(Double.self) }) {
      self = .double(double)
    } else {
      self = .unreadable
    }
  }

  func encode(to encoder: any Encoder) throws {
    var value = encoder.singleValueContainer()
    switch self {
    case .null: try value.encodeNil()
    case .bool(let bool): try value.encode(bool)
    case .decimal(let decimal): try value.encode(decimal)
    case .double(let double): try value.encode(double)
    case .string(let string): try value.encode(string)
    case .array(let elements): try value.encode(elements)
    case .object(let members): try value.encode(members)
    case .unreadable:
      throw EncodingError.invalidValue(
        self, .init(codingPath: encoder.codingPath, debugDescription: "an unreadable value"))
    }
  }

  /// The value as compact JSON text with sorted keys, or `nil` when part of it is unreadable.
  var text: String? {
    do {
      return String(decoding: try Self.encoder().encode(self), as: UTF8.self)
    } catch {
      // Only an unreadable part fails to encode: the caller says the value cannot be kept.
      return nil
    }
  }

  /// The value cut short for a report: a string's own text, another value's JSON text.
  var excerpt: String {
    if case .string(let string) = self { return UntrustedText.excerpt(string, limit: 64) }
    return UntrustedText.excerpt(text ?? "an unreadable value", limit: 64)
  }

  /// The members of the objects in `self` that `kept` leaves out, by the path to each object
  /// (such as `/detail` or `/items[2]`, empty for `self`), outermost first, names sorted. A
  /// member whose value is `null` is never counted: a type writes an absent optional by
  /// leaving it out.
  func membersLeftOut(by kept: JSONValue) -> [(path: String, names: [String])] {
    var found: [(path: String, names: [String])] = []
    // Walked with a stack of its own, not recursion: a value nests up to `JSONDecoder`'s depth.
    var pending: [(stored: JSONValue, kept: JSONValue, path: String)] = [(self, kept, "")]
    while let (stored, kept, path) = pending.popLast() {
      var children: [(stored: JSONValue, kept: JSONValue, path: String)] = []
      switch (stored, kept) {
      case (.object(let members), .object(let keptMembers)):
        var leftOut: [String] = []
        for (name, value) in members.sorted(byKey: \.key) {
          if let keptValue = keptMembers[name] {
            children.append((value, keptValue, "\(path)/\(name)"))
          } else if value != .null {
            leftOut.append(name)
          }
        }
        if !leftOut.isEmpty { found.append((path, leftOut)) }
      case (.array(let elements), .array(let keptElements)):
        for (index, pair) in zip(elements, keptElements).enumerated() {
          children.append((pair.0, pair.1, "\(path)[\(index)]"))
        }
      default:
        break
      }
      pending.append(contentsOf: children.reversed())
    }
    return found
  }
}

/// Any member name of a stored object.
struct MemberKey: CodingKey, Hashable {
  let stringValue: String
  var intValue: Int? { nil }
  init(_ name: String) { stringValue = name }
  init(stringValue: String) { self.init(stringValue) }
  init?(intValue: Int) { nil }
}

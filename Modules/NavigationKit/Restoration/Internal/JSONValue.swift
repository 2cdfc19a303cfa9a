import Foundation

/// Any JSON value: what a snapshot keeps of an unknown member, quotes of a value it cannot
/// read, and compares to find the members a destination's type does not keep.
indirect enum JSONValue: Codable {
  case null
  case bool(Bool)
  /// A number `Decimal` holds exactly, as most stored numbers are.
  case decimal(Decimal)
  /// A number beyond `Decimal`'s range, such as `2.5e-300`.
  case double(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])
  /// A number or string `JSONDecoder` cannot read (out of range, not Unicode); never written.
  case unreadable

  /// The coder's writer: keys sorted, so equal values write equal bytes, and slashes as they are.
  static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  init(from decoder: any Decoder) throws {
    // `JSONDecoder` tells a value's kind only by failing to read it as another: each kind is
    // tried in turn, and a failure only means "not this kind".
    if let object = ifOfKind({ try decoder.container(keyedBy: MemberKey.self) }) {
      var members: [String: JSONValue] = [:]
      for key in object.allKeys {
        members[key.stringValue] = try object.decode(JSONValue.self, forKey: key)
      }
      self = .object(members)
    } else if var array = ifOfKind({ try decoder.unkeyedContainer() }) {
      var elements: [JSONValue] = []
      while !array.isAtEnd {
        elements.append(try array.decode(JSONValue.self))
      }
      self = .array(elements)
    } else {
      let scalar = try decoder.singleValueContainer()
      self =
        scalar.decodeNil()
        ? .null
        : ifOfKind({ .bool(try scalar.decode(Bool.self)) })
          ?? ifOfKind({ .string(try scalar.decode(String.self)) })
          ?? ifOfKind({ .decimal(try scalar.decode(Decimal.self)) })
          ?? ifOfKind({ .double(try scalar.decode(Double.self)) }) ?? .unreadable
    }
  }

  func encode(to encoder: any Encoder) throws {
    if case .object(let members) = self {
      var object = encoder.container(keyedBy: MemberKey.self)
      for (name, value) in members { try object.encode(value, forKey: MemberKey(name)) }
      return
    }
    if case .array(let elements) = self {
      var array = encoder.unkeyedContainer()
      for element in elements { try array.encode(element) }
      return
    }
    var scalar = encoder.singleValueContainer()
    switch self {
    case .null: try scalar.encodeNil()
    case .bool(let bool): try scalar.encode(bool)
    case .decimal(let decimal): try scalar.encode(decimal)
    case .double(let double): try scalar.encode(double)
    case .string(let string): try scalar.encode(string)
    case .object, .array, .unreadable:
      throw EncodingError.invalidValue(
        self, .init(codingPath: encoder.codingPath, debugDescription: "an unreadable value"))
    }
  }

  /// The value as compact JSON text with sorted keys, or `nil` when part of it is unreadable.
  var text: String? {
    // Only an unreadable part fails to encode: the caller says the value cannot be kept.
    ifOfKind { String(decoding: try Self.encoder().encode(self), as: UTF8.self) }
  }

  /// The value cut short for a report: a string's own text, another value's JSON text.
  var excerpt: String {
    let excerpted: String
    if case .string(let string) = self {
      excerpted = string
    } else {
      excerpted = text ?? "an unreadable value"
    }
    return UntrustedText.excerpt(excerpted, limit: 64)
  }

  /// The members of the objects in `self` that `kept` leaves out, by path (such as `/items[2]`),
  /// outermost first, names sorted; never one whose value is `null` (an absent optional).
  func membersLeftOut(
    by kept: JSONValue, at path: String = ""
  ) -> [(path: String, names: [String])] {
    switch (self, kept) {
    case (.object(let members), .object(let keptMembers)):
      let sorted = members.sorted(byKey: \.key)
      let leftOut = sorted.filter { member in
        guard keptMembers[member.key] == nil else { return false }
        if case .null = member.value { return false }
        return true
      }.map(\.key)
      return (leftOut.isEmpty ? [] : [(path, leftOut)])
        + sorted.flatMap { name, value in
          keptMembers[name].map { value.membersLeftOut(by: $0, at: "\(path)/\(name)") } ?? []
        }
    case (.array(let elements), .array(let keptElements)):
      return zip(elements, keptElements).enumerated().flatMap { index, pair in
        pair.0.membersLeftOut(by: pair.1, at: "\(path)[\(index)]")
      }
    default:
      return []
    }
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

import Foundation
import Testing

@testable import NavigationKit

/// `value` as `JSONEncoder` writes destination values: sorted keys, slashes as they are, as
/// an element of an array.
func foundationJSON(_ value: some Encodable) throws -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
  let array = try encoder.encode([value])
  return String(decoding: array.dropFirst().dropLast(), as: UTF8.self)
}

/// `json` read by `JSONDecoder` as `type`.
func foundationRead<Value: Decodable>(_ type: Value.Type, from json: String) throws -> Value {
  try JSONDecoder().decode(type, from: Data(json.utf8))
}

/// The shapes a destination's value takes: cases with no, one, several and unlabeled values,
/// optionals, nested values, collections, every number type and Foundation's own types.
enum ValueShape: Codable, Hashable, Sendable {
  case none
  case one(id: String)
  case two(productId: String, quantity: Int)
  case unlabeled(String, Int)
  case optional(text: String?, size: Int?)
  case nested(Inner)
  case list([Int], names: [String])
  case items([Item])
  case map([String: Int])
  case numberKeys([Int: String])
  case numbers(Numbers)
  case foundation(FoundationValues)
  indirect case tree(ValueShape?)

  struct Inner: Codable, Hashable, Sendable {
    var title: String
    var tags: Set<String>
    var flag: Bool
  }

  struct Item: Codable, Hashable, Sendable {
    var id: String
  }

  struct Numbers: Codable, Hashable, Sendable {
    var int = Int.min
    var int8 = Int8.min
    var int16 = Int16.max
    var int32 = Int32.min
    var int64 = Int64.max
    var uint = UInt.max
    var uint8 = UInt8.max
    var uint16 = UInt16.max
    var uint32 = UInt32.max
    var uint64 = UInt64.max
    var float: Float = 0.1
    var double = 1e15
    var bool = false
  }

  struct FoundationValues: Codable, Hashable, Sendable {
    var data = Data([0, 1, 2, 250, 255])
    var url = URL(string: "https://example.com/a/b?c=d&e=%20")
    var decimal = Decimal(string: "12.50")
    var date = Date(timeIntervalSinceReferenceDate: 12.25)
    var id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
  }

  /// One value of every shape, with text that needs escaping.
  static let samples: [ValueShape] = [
    .none, .one(id: "A-1"), .one(id: ""), .two(productId: "P-\"1\"", quantity: -3),
    .unlabeled("a/b\\c", 0), .optional(text: nil, size: nil), .optional(text: "t", size: 4),
    .nested(Inner(title: "é\n\t😀\u{0}\u{1F}\u{7F}\u{2028}", tags: ["b"], flag: true)),
    .list([], names: []), .list([1, 2, 3], names: ["x", "y"]), .items([.init(id: "a")]),
    .map(["b": 1, "a": 2, "B": 3, "a10": 4, "a9": 5, "": 6, "é": 7, "e": 8]),
    .numberKeys([10: "ten", 2: "two", 1: "one"]), .numbers(Numbers()),
    .foundation(FoundationValues()), .tree(.tree(.tree(nil))),
    .tree(.two(productId: "p", quantity: 1)),
  ]
}

/// A value writing into two sibling containers in turn: legal, and not something a streaming
/// encoder can follow.
struct InterleavedContainers: Codable, Hashable, Sendable {
  var first = [1, 2]
  var second = [3, 4]

  enum CodingKeys: String, CodingKey { case first, second }

  init() {}

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    first = try container.decode([Int].self, forKey: .first)
    second = try container.decode([Int].self, forKey: .second)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    var one = container.nestedUnkeyedContainer(forKey: .first)
    var two = container.nestedUnkeyedContainer(forKey: .second)
    for (a, b) in zip(first, second) {
      try one.encode(a)
      try two.encode(b)
    }
  }
}

/// A recursive value nested `depth` levels deep.
func nestedTree(depth: Int) -> ValueShape {
  (0..<depth).reduce(ValueShape.none) { inner, _ in .tree(inner) }
}

/// A destination whose value is any ``ValueShape``.
struct ShapeDestination: NavigationDestination, Codable {
  var shape: ValueShape

  static let moduleName = "shape"
  var access: AccessPolicy { .open }
}

/// A destination whose value writes to its containers out of order.
struct InterleavedDestination: NavigationDestination, Codable {
  var value = InterleavedContainers()

  static let moduleName = "interleaved"
  var access: AccessPolicy { .open }
}

/// A destination whose value writes nothing and reads nothing.
struct SilentDestination: NavigationDestination, Codable {
  static let moduleName = "silent"
  var access: AccessPolicy { .open }

  init() {}

  init(from decoder: any Decoder) throws {}

  func encode(to encoder: any Encoder) throws {}
}

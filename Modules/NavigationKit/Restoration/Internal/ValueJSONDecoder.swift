import Foundation

/// A `Decoder` that reads destination values straight from a ``JSONTape``: no Foundation
/// objects and no second parse, where `JSONDecoder` parses the bytes again and builds a value
/// for every member it reads.
///
/// It reads what `JSONDecoder` (with its default strategies) reads, and fails where it fails:
/// a number that does not fit its type (or is not a whole number, for an integer type), a value
/// of another kind, a missing key, each a `DecodingError` with the coding path to the value.
/// `Data` is read from Base64, `URL` from its string, `Decimal` from a number, as
/// `JSONDecoder` reads them. One decoder reads many values, one at a time.
///
/// Unlike `JSONDecoder`, it notes every member a type asks for by its key, so the members of a
/// stored value that its type never asked for — a newer version's, which this one would drop
/// on its next save — can be reported (``unaskedMembers(of:)``).
final class ValueJSONDecoder: Decoder {
  let tape: JSONTape
  // Touched on every nested value, and only by one call at a time (the decoder is made, used
  // and dropped inside one batch): `@exclusivity(unchecked)` spares the run-time check.

  /// The node of the value being decoded.
  @exclusivity(unchecked) private(set) var node: Int32 = 0
  @exclusivity(unchecked) private(set) var codingPath: [any CodingKey] = []
  /// For each node of the tape, whether it is the name of a member some type asked for.
  @exclusivity(unchecked) private(set) var asked: [Bool]

  var userInfo: [CodingUserInfoKey: Any] { [:] }

  init(tape: JSONTape) {
    self.tape = tape
    asked = [Bool](repeating: false, count: tape.nodes.count)
  }

  /// The value stored at `node`, decoded as `Value`.
  func decodeRoot<Value: Decodable>(_ type: Value.Type, at node: Int32) throws -> Value {
    try decodeNested(type, at: node, path: [])
  }

  /// The value stored at `node`, reached by `path`, decoded as `Value`.
  func decodeNested<Value: Decodable>(
    _ type: Value.Type, at node: Int32, path: @autoclosure () -> [any CodingKey]
  ) throws -> Value {
    if let value = try decodeSpecial(type, at: node, path: path()) { return value }
    let saved = (self.node, codingPath)
    self.node = node
    codingPath = path()
    defer { (self.node, codingPath) = saved }
    return try Value(from: self)
  }

  // MARK: - Decoder

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    try expect(.object, [String: Any].self, at: node, path: codingPath)
    return KeyedDecodingContainer(
      ObjectContainer<Key>(decoder: self, object: node, codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try expect(.array, [Any].self, at: node, path: codingPath)
    return ArrayContainer(decoder: self, array: node, codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    SingleContainer(decoder: self, node: node, codingPath: codingPath)
  }

  // MARK: - Nodes

  /// The kind of `node`; a missing value (node -1, as `superDecoder` of a missing key sees it)
  /// reads as `null`.
  func kind(_ node: Int32) -> JSONTape.Kind {
    node < 0 ? .null : tape.nodes[Int(node)].kind
  }

  /// The node after `node`'s subtree.
  func next(after node: Int32) -> Int32 {
    tape.nodes[Int(node)].next
  }

  /// The value node of the member `name` of `object` (the first, when repeated, as
  /// `JSONDecoder` reads it), or `nil`; the member is noted as asked for.
  func member(_ name: String, of object: Int32) -> Int32? {
    guard let value = find(name, in: object) else { return nil }
    asked[Int(value - 1)] = true  // a member's name is the node before its value
    return value
  }

  /// The value node of the member `name` of `object` (the first, when repeated), or `nil`.
  private func find(_ name: String, in object: Int32) -> Int32? {
    var name = name
    return name.withUTF8 { wanted in
      var child = object + 1
      let end = tape.nodes[Int(object)].next
      while child < end {
        let key = tape.nodes[Int(child)]
        let value = child + 1
        if key.hasEscapes {
          if tape.string(child) == String(decoding: wanted, as: UTF8.self) { return value }
        } else if key.end - key.start - 2 == wanted.count {
          guard let wantedStart = wanted.baseAddress else { return value }  // Both empty.
          if let bytes = tape.bytes.baseAddress,
            memcmp(bytes + key.start + 1, wantedStart, wanted.count) == 0
          {
            return value
          }
        }
        child = tape.nodes[Int(value)].next
      }
      return nil
    }
  }

  /// Throws unless `node` is of `kind`: `valueNotFound` for `null`, `typeMismatch` otherwise.
  func expect(
    _ kind: JSONTape.Kind, _ type: Any.Type, at node: Int32,
    path: @autoclosure () -> [any CodingKey]
  ) throws {
    let found = self.kind(node)
    guard found != kind else { return }
    if found == .null {
      throw DecodingError.valueNotFound(
        type,
        .init(
          codingPath: path(),
          debugDescription: "Cannot get value of type \(type) -- found null value instead"))
    }
    throw DecodingError.typeMismatch(
      type,
      .init(
        codingPath: path(),
        debugDescription: "Expected to decode \(type) but found \(found) instead."))
  }
}

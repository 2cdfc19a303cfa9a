/// The containers ``ValueJSONEncoder`` hands out: each knows the frame it writes into, and
/// every write first closes what was opened inside that frame.
extension ValueJSONEncoder {
  /// Writes the members of a JSON object.
  struct ObjectContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: ValueJSONEncoder
    let position: Position

    init(encoder: ValueJSONEncoder, at position: Position) {
      self.encoder = encoder
      self.position = position
    }

    var codingPath: [any CodingKey] { encoder.path(to: position.depth) }

    mutating func encodeNil(forKey key: Key) throws {
      _ = try encoder.beginMember(key, of: position)
      encoder.appendNull()
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws {
      _ = try encoder.beginMember(key, of: position)
      encoder.appendBool(value)
    }

    mutating func encode(_ value: String, forKey key: Key) throws {
      _ = try encoder.beginMember(key, of: position)
      encoder.appendString(value)
    }

    mutating func encode(_ value: Double, forKey key: Key) throws {
      let depth = try encoder.beginMember(key, of: position)
      try encoder.appendFloatingPoint(value, path: encoder.path(to: depth - 1) + [key])
    }

    mutating func encode(_ value: Float, forKey key: Key) throws {
      let depth = try encoder.beginMember(key, of: position)
      try encoder.appendFloatingPoint(value, path: encoder.path(to: depth - 1) + [key])
    }

    mutating func encode(_ value: Int, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try integer(value, key) }

    private func integer(_ value: some FixedWidthInteger, _ key: Key) throws {
      _ = try encoder.beginMember(key, of: position)
      encoder.appendInteger(value)
    }

    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
      let depth = try encoder.beginMember(key, of: position)
      try encoder.encodeNested(value, at: depth, key: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      KeyedEncodingContainer(
        ObjectContainer<NestedKey>(encoder: encoder, at: nested(.object, key)))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      ArrayContainer(encoder: encoder, at: nested(.array, key))
    }

    mutating func superEncoder() -> any Encoder {
      NestedEncoder(encoder: encoder, at: nested(.pending, SuperKey.super))
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
      NestedEncoder(encoder: encoder, at: nested(.pending, key))
    }

    /// Opens a member holding a container of `kind` (or a value to come, when `.pending`).
    private func nested(_ kind: Frame.Kind, _ key: some CodingKey) -> Position {
      encoder.nested(kind, key: key, at: position) { try encoder.beginMember(key, of: position) }
    }
  }

  /// Writes the elements of a JSON array.
  struct ArrayContainer: UnkeyedEncodingContainer, ScalarEncoding {
    let encoder: ValueJSONEncoder
    let position: Position

    init(encoder: ValueJSONEncoder, at position: Position) {
      self.encoder = encoder
      self.position = position
    }

    var count: Int { encoder.count(at: position) }

    var valuePath: [any CodingKey] { codingPath + [IndexKey(count - 1)] }

    func beginValue() throws {
      _ = try encoder.beginElement(of: position)
    }

    mutating func encode(_ value: some Encodable) throws {
      let index = IndexKey(count)
      let depth = try encoder.beginElement(of: position)
      try encoder.encodeNested(value, at: depth, key: index)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
      KeyedEncodingContainer(ObjectContainer<NestedKey>(encoder: encoder, at: nested(.object)))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      ArrayContainer(encoder: encoder, at: nested(.array))
    }

    mutating func superEncoder() -> any Encoder {
      NestedEncoder(encoder: encoder, at: nested(.pending))
    }

    /// Opens an element holding a container of `kind` (or a value to come, when `.pending`).
    private func nested(_ kind: Frame.Kind) -> Position {
      let index = IndexKey(count)
      return encoder.nested(kind, key: index, at: position) {
        try encoder.beginElement(of: position)
      }
    }
  }

  /// Writes one value.
  struct SingleContainer: SingleValueEncodingContainer, ScalarEncoding {
    let encoder: ValueJSONEncoder
    let position: Position

    init(encoder: ValueJSONEncoder, at position: Position) {
      self.encoder = encoder
      self.position = position
    }

    var valuePath: [any CodingKey] { codingPath }

    func beginValue() throws {
      try encoder.beginSingle(position)
    }

    mutating func encode(_ value: some Encodable) throws {
      try encoder.beginSingle(position)
      try encoder.encodeInSingle(value, at: position.depth)
    }
  }

  /// The encoder of a member or element that a value writes through `superEncoder`.
  final class NestedEncoder: Encoder {
    let encoder: ValueJSONEncoder
    let position: Position

    init(encoder: ValueJSONEncoder, at position: Position) {
      self.encoder = encoder
      self.position = position
    }

    var codingPath: [any CodingKey] { encoder.path(to: position.depth) }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
      KeyedEncodingContainer(ObjectContainer<Key>(encoder: encoder, at: open(.object)))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
      ArrayContainer(encoder: encoder, at: open(.array))
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
      SingleContainer(encoder: encoder, at: open(.single(written: false)))
    }

    private func open(_ kind: Frame.Kind) -> Position {
      encoder.open(kind, at: position.depth, id: position.id)
    }
  }
}

/// The key `superEncoder()` stores under, as `JSONEncoder` names it.
enum SuperKey: String, CodingKey {
  case `super`
}

/// A container that writes a scalar the same way whatever its type, once its next (or only)
/// value is begun: the scalar `encode` overloads that `UnkeyedEncodingContainer` and
/// `SingleValueEncodingContainer` each require, written once for both.
protocol ScalarEncoding {
  var encoder: ValueJSONEncoder { get }
  var position: ValueJSONEncoder.Position { get }
  /// The coding path of the value just begun, for a number JSON cannot hold: made only then.
  var valuePath: [any CodingKey] { get }
  /// Begins the container's next (or only) value.
  func beginValue() throws
}

extension ScalarEncoding {
  var codingPath: [any CodingKey] { encoder.path(to: position.depth) }

  mutating func encodeNil() throws {
    try beginValue()
    encoder.appendNull()
  }

  mutating func encode(_ value: Bool) throws {
    try beginValue()
    encoder.appendBool(value)
  }

  mutating func encode(_ value: String) throws {
    try beginValue()
    encoder.appendString(value)
  }

  mutating func encode(_ value: Double) throws { try floatingPoint(value) }
  mutating func encode(_ value: Float) throws { try floatingPoint(value) }
  mutating func encode(_ value: Int) throws { try integer(value) }
  mutating func encode(_ value: Int8) throws { try integer(value) }
  mutating func encode(_ value: Int16) throws { try integer(value) }
  mutating func encode(_ value: Int32) throws { try integer(value) }
  mutating func encode(_ value: Int64) throws { try integer(value) }
  mutating func encode(_ value: UInt) throws { try integer(value) }
  mutating func encode(_ value: UInt8) throws { try integer(value) }
  mutating func encode(_ value: UInt16) throws { try integer(value) }
  mutating func encode(_ value: UInt32) throws { try integer(value) }
  mutating func encode(_ value: UInt64) throws { try integer(value) }

  private func floatingPoint(_ value: some BinaryFloatingPoint & LosslessStringConvertible) throws {
    try beginValue()
    try encoder.appendFloatingPoint(value, path: valuePath)
  }

  private func integer(_ value: some FixedWidthInteger) throws {
    try beginValue()
    encoder.appendInteger(value)
  }
}

/// The coding-path entry of an array element.
struct IndexKey: CodingKey {
  let intValue: Int?
  var stringValue: String { "Index \(intValue ?? 0)" }

  init(_ index: Int) { intValue = index }
  init?(intValue: Int) { self.intValue = intValue }
  init?(stringValue: String) { nil }
}

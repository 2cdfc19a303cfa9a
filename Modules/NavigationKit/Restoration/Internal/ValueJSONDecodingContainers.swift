/// The containers ``ValueJSONDecoder`` hands out: each holds its node on the tape and its
/// coding path, so containers may be read in any order.
extension ValueJSONDecoder {
  /// A coding path kept as its parent's path and its last key, so that a nested container
  /// makes no array until its path is asked for (mostly never: only errors need it).
  struct LazyPath {
    let parent: [any CodingKey]
    let last: (any CodingKey)?

    init(_ parent: [any CodingKey], _ last: (any CodingKey)? = nil) {
      self.parent = parent
      self.last = last
    }

    var keys: [any CodingKey] { last.map { parent + [$0] } ?? parent }

    func appending(_ key: any CodingKey) -> LazyPath { LazyPath(keys, key) }
  }

  /// Reads the members of a JSON object.
  struct ObjectContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: ValueJSONDecoder
    let object: Int32
    let path: LazyPath

    init(decoder: ValueJSONDecoder, object: Int32, codingPath: [any CodingKey]) {
      self.init(decoder: decoder, object: object, path: LazyPath(codingPath))
    }

    init(decoder: ValueJSONDecoder, object: Int32, path: LazyPath) {
      self.decoder = decoder
      self.object = object
      self.path = path
    }

    var codingPath: [any CodingKey] { path.keys }

    /// The keys of the members, each once, as `JSONDecoder` reads a repeated key once.
    var allKeys: [Key] {
      let end = decoder.next(after: object)
      var child = object + 1
      guard child < end else { return [] }
      if decoder.next(after: child + 1) == end {
        // One member, as an enum's case is stored: an array literal costs least here, where
        // `Key` is not known at compile time.
        guard let name = decoder.tape.string(child), let key = Key(stringValue: name) else {
          return []
        }
        return [key]
      }
      var keys: [Key] = []
      while child < end {
        if let name = decoder.tape.string(child), let key = Key(stringValue: name),
          !keys.contains(where: { $0.stringValue == name })
        {
          keys.append(key)
        }
        child = decoder.next(after: child + 1)
      }
      return keys
    }

    func contains(_ key: Key) -> Bool {
      decoder.member(key.stringValue, of: object) != nil
    }

    /// The value node of `key`, or `keyNotFound`.
    private func value(_ key: Key) throws -> Int32 {
      guard let node = decoder.member(key.stringValue, of: object) else {
        throw DecodingError.keyNotFound(
          key,
          .init(
            codingPath: codingPath,
            debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
      }
      return node
    }

    func decodeNil(forKey key: Key) throws -> Bool {
      decoder.kind(try value(key)) == .null
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
      try decoder.bool(at: try value(key), path: codingPath + [key])
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
      try decoder.string(at: try value(key), path: codingPath + [key])
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
      try decoder.floatingPoint(type, at: try value(key), path: codingPath + [key])
    }

    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
      try decoder.floatingPoint(type, at: try value(key), path: codingPath + [key])
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(type, key) }

    private func integer<Value: FixedWidthInteger>(_ type: Value.Type, _ key: Key) throws -> Value {
      try decoder.integer(type, at: try value(key), path: codingPath + [key])
    }

    func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
      try decoder.decodeNested(type, at: try value(key), path: codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(
      keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
      let node = try value(key)
      let path = path.appending(key)
      try decoder.expect(.object, [String: Any].self, at: node, path: path.keys)
      return KeyedDecodingContainer(
        ObjectContainer<NestedKey>(decoder: decoder, object: node, path: path))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
      let node = try value(key)
      let path = codingPath + [key]
      try decoder.expect(.array, [Any].self, at: node, path: path)
      return ArrayContainer(decoder: decoder, array: node, codingPath: path)
    }

    func superDecoder() throws -> any Decoder {
      nestedDecoder(decoder.member(SuperKey.super.stringValue, of: object), SuperKey.super)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
      nestedDecoder(decoder.member(key.stringValue, of: object), key)
    }

    /// A decoder of the member `node` (a missing one reads as `null`), for `superDecoder`.
    private func nestedDecoder(_ node: Int32?, _ key: any CodingKey) -> any Decoder {
      NestedDecoder(decoder: decoder, node: node ?? -1, codingPath: codingPath + [key])
    }
  }

  /// Reads the elements of a JSON array, in order.
  struct ArrayContainer: UnkeyedDecodingContainer {
    let decoder: ValueJSONDecoder
    let codingPath: [any CodingKey]
    let count: Int?
    private(set) var currentIndex = 0
    /// The next element's node, or the array's end.
    private var element: Int32
    private let end: Int32

    init(decoder: ValueJSONDecoder, array: Int32, codingPath: [any CodingKey]) {
      self.decoder = decoder
      self.codingPath = codingPath
      element = array + 1
      end = decoder.next(after: array)
      var count = 0
      var child = element
      while child < end {
        count += 1
        child = decoder.next(after: child)
      }
      self.count = count
    }

    var isAtEnd: Bool { element >= end }

    private var path: [any CodingKey] { codingPath + [IndexKey(currentIndex)] }

    /// The next element's node, moving past it, or `valueNotFound` at the end.
    private mutating func take(_ type: Any.Type) throws -> (node: Int32, path: [any CodingKey]) {
      guard !isAtEnd else {
        throw DecodingError.valueNotFound(
          type, .init(codingPath: path, debugDescription: "Unkeyed container is at end."))
      }
      let taken = (element, path)
      element = decoder.next(after: element)
      currentIndex += 1
      return taken
    }

    /// Reads the next element with `read`, moving past it only when it reads.
    private mutating func read<Value>(
      _ type: Value.Type,
      _ read: (ValueJSONDecoder, Int32, () -> [any CodingKey]) throws -> Value
    ) throws -> Value {
      guard !isAtEnd else {
        throw DecodingError.valueNotFound(
          type, .init(codingPath: path, debugDescription: "Unkeyed container is at end."))
      }
      let index = currentIndex
      let codingPath = codingPath
      let value = try read(decoder, element) { codingPath + [IndexKey(index)] }
      element = decoder.next(after: element)
      currentIndex += 1
      return value
    }

    mutating func decodeNil() throws -> Bool {
      guard !isAtEnd else {
        throw DecodingError.valueNotFound(
          Any?.self, .init(codingPath: path, debugDescription: "Unkeyed container is at end."))
      }
      guard decoder.kind(element) == .null else { return false }
      element = decoder.next(after: element)
      currentIndex += 1
      return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool {
      try read(type) { try $0.bool(at: $1, path: $2()) }
    }

    mutating func decode(_ type: String.Type) throws -> String {
      try read(type) { try $0.string(at: $1, path: $2()) }
    }

    mutating func decode(_ type: Double.Type) throws -> Double {
      try read(type) { try $0.floatingPoint(type, at: $1, path: $2()) }
    }

    mutating func decode(_ type: Float.Type) throws -> Float {
      try read(type) { try $0.floatingPoint(type, at: $1, path: $2()) }
    }

    mutating func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    private mutating func integer<Value: FixedWidthInteger>(_ type: Value.Type) throws -> Value {
      try read(type) { try $0.integer(type, at: $1, path: $2()) }
    }

    mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
      try read(type) { try $0.decodeNested(type, at: $1, path: $2()) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
      try read(KeyedDecodingContainer<NestedKey>.self) { decoder, node, path in
        try decoder.expect(.object, [String: Any].self, at: node, path: path())
        return KeyedDecodingContainer(
          ObjectContainer<NestedKey>(decoder: decoder, object: node, codingPath: path()))
      }
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
      try read((any UnkeyedDecodingContainer).self) { decoder, node, path in
        try decoder.expect(.array, [Any].self, at: node, path: path())
        return ArrayContainer(decoder: decoder, array: node, codingPath: path())
      }
    }

    mutating func superDecoder() throws -> any Decoder {
      let (node, path) = try take((any Decoder).self)
      return NestedDecoder(decoder: decoder, node: node, codingPath: path)
    }
  }

  /// Reads one value.
  struct SingleContainer: SingleValueDecodingContainer {
    let decoder: ValueJSONDecoder
    let node: Int32
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { decoder.kind(node) == .null }

    func decode(_ type: Bool.Type) throws -> Bool {
      try decoder.bool(at: node, path: codingPath)
    }

    func decode(_ type: String.Type) throws -> String {
      try decoder.string(at: node, path: codingPath)
    }

    func decode(_ type: Double.Type) throws -> Double {
      try decoder.floatingPoint(type, at: node, path: codingPath)
    }

    func decode(_ type: Float.Type) throws -> Float {
      try decoder.floatingPoint(type, at: node, path: codingPath)
    }

    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    private func integer<Value: FixedWidthInteger>(_ type: Value.Type) throws -> Value {
      try decoder.integer(type, at: node, path: codingPath)
    }

    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
      try decoder.decodeNested(type, at: node, path: codingPath)
    }
  }

  /// The decoder `superDecoder` hands out: a decoder of one member or element.
  final class NestedDecoder: Decoder {
    let decoder: ValueJSONDecoder
    let node: Int32
    let codingPath: [any CodingKey]

    init(decoder: ValueJSONDecoder, node: Int32, codingPath: [any CodingKey]) {
      self.decoder = decoder
      self.node = node
      self.codingPath = codingPath
    }

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
      try decoder.expect(.object, [String: Any].self, at: node, path: codingPath)
      return KeyedDecodingContainer(
        ObjectContainer<Key>(decoder: decoder, object: node, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
      try decoder.expect(.array, [Any].self, at: node, path: codingPath)
      return ArrayContainer(decoder: decoder, array: node, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
      SingleContainer(decoder: decoder, node: node, codingPath: codingPath)
    }
  }
}

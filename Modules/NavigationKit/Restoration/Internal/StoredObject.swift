import Foundation

/// An object of a stored snapshot, read leniently through `JSONDecoder`'s containers: a
/// member that is absent, or of another kind than the one asked for, reads as `nil`, and the
/// reader reports what it expected. Nothing is decoded before it is asked for.
struct StoredObject {
  private let container: KeyedDecodingContainer<MemberKey>

  init(_ container: KeyedDecodingContainer<MemberKey>) {
    self.container = container
  }

  /// The object `decoder` reads, or `nil` when the value there is not an object.
  init?(_ decoder: any Decoder) {
    // Not an object: the caller reports what it expected there.
    guard let container = try? decoder.container(keyedBy: MemberKey.self) else { return nil }
    self.container = container
  }

  /// The names of the members, each once (the first of a repeated name is read).
  var names: [String] { container.allKeys.map(\.stringValue) }

  /// Whether there is a member `name`, whatever its value, `null` too.
  func has(_ name: String) -> Bool {
    container.contains(MemberKey(name))
  }

  // Each reader below answers `nil` for a member absent or of another kind; its caller
  // reports the member as missing, malformed or not a value this version reads.

  func string(_ name: String) -> String? {
    try? container.decode(String.self, forKey: MemberKey(name))
  }

  /// A whole number that fits in `Int`.
  func integer(_ name: String) -> Int? {
    try? container.decode(Int.self, forKey: MemberKey(name))
  }

  /// A finite number.
  func number(_ name: String) -> Double? {
    try? container.decode(Double.self, forKey: MemberKey(name))
  }

  func object(_ name: String) -> StoredObject? {
    (try? container.nestedContainer(keyedBy: MemberKey.self, forKey: MemberKey(name)))
      .map(StoredObject.init)
  }

  func list(_ name: String) -> StoredList? {
    (try? container.nestedUnkeyedContainer(forKey: MemberKey(name))).map(StoredList.init)
  }

  /// Any value, or `nil` when there is no member `name`.
  func value(_ name: String) -> JSONValue? {
    try? container.decode(JSONValue.self, forKey: MemberKey(name))
  }

  /// The member's value decoded as `type`, as `JSONDecoder` decodes it.
  func decode<Value: Decodable>(_ type: Value.Type, _ name: String) throws -> Value {
    try container.decode(type, forKey: MemberKey(name))
  }
}

/// An array of a stored snapshot: its length known before any element is read.
struct StoredList {
  /// How many elements it has.
  let count: Int
  private var container: any UnkeyedDecodingContainer

  init(_ container: any UnkeyedDecodingContainer) {
    self.container = container
    count = container.count ?? 0
  }

  /// The array `decoder` reads, or `nil` when the value there is not an array.
  init?(_ decoder: any Decoder) {
    // Not an array: the caller reports what it expected there.
    guard let container = try? decoder.unkeyedContainer() else { return nil }
    self.init(container)
  }

  /// The next element if it is an object, `nil` (the element passed) if not.
  mutating func nextObject() -> StoredObject? {
    // Not an object: `JSONDecoder` stays at the element, which is then passed over.
    if let object = try? container.nestedContainer(keyedBy: MemberKey.self) {
      return StoredObject(object)
    }
    _ = nextDecoder()
    return nil
  }

  /// A decoder of the next element, to read as any kind.
  mutating func nextDecoder() -> (any Decoder)? {
    // Moving to the next element fails only past the end.
    try? container.superDecoder()
  }
}

extension JSONValue {
  /// The value `decoder` reads.
  init?(_ decoder: any Decoder) {
    // Every well-formed value reads; the document has been checked as JSON already.
    guard let value = try? JSONValue(from: decoder) else { return nil }
    self = value
  }
}

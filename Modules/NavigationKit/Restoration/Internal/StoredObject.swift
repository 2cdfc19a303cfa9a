import Foundation

/// An object of a stored snapshot, read leniently through `JSONDecoder`'s containers: a member
/// absent or of another kind reads as `nil`, for the reader to report.
struct StoredObject {
  private let container: KeyedDecodingContainer<MemberKey>

  init(_ container: KeyedDecodingContainer<MemberKey>) {
    self.container = container
  }

  /// The object `decoder` reads, or `nil` when the value there is not an object.
  init?(_ decoder: any Decoder) {
    guard let container = ifOfKind({ try decoder.container(keyedBy: MemberKey.self) }) else {
      return nil
    }
    self.container = container
  }

  /// The names of the members, each once (the first of a repeated name is read).
  var names: [String] { container.allKeys.map(\.stringValue) }

  /// Whether there is a member `name`, whatever its value, `null` too.
  func has(_ name: String) -> Bool {
    container.contains(MemberKey(name))
  }

  // An absent member is looked up, not tried: `JSONDecoder` spends a described error on each
  // failure.

  func string(_ name: String) -> String? {
    member(name) { try container.decode(String.self, forKey: $0) }
  }

  /// A whole number that fits in `Int`.
  func integer(_ name: String) -> Int? {
    member(name) { try container.decode(Int.self, forKey: $0) }
  }

  /// A finite number.
  func number(_ name: String) -> Double? {
    member(name) { try container.decode(Double.self, forKey: $0) }
  }

  func object(_ name: String) -> StoredObject? {
    member(name) {
      StoredObject(try container.nestedContainer(keyedBy: MemberKey.self, forKey: $0))
    }
  }

  func list(_ name: String) -> StoredList? {
    member(name) { StoredList(try container.nestedUnkeyedContainer(forKey: $0)) }
  }

  func value(_ name: String) -> JSONValue? {
    member(name) { try container.decode(JSONValue.self, forKey: $0) }
  }

  private func member<Value>(_ name: String, _ read: (MemberKey) throws -> Value) -> Value? {
    let key = MemberKey(name)
    return container.contains(key) ? ifOfKind { try read(key) } : nil
  }

  /// The member's value decoded as `type`, as `JSONDecoder` decodes it.
  func decode<Value: Decodable>(_ type: Value.Type, _ name: String) throws -> Value {
    try container.decode(type, forKey: MemberKey(name))
  }
}

/// An array of a stored snapshot: its length known before any element is read.
struct StoredList {
  let count: Int
  private var container: any UnkeyedDecodingContainer

  init(_ container: any UnkeyedDecodingContainer) {
    self.container = container
    count = container.count ?? 0
  }

  /// The next element if it is an object, `nil` (the element passed) if not.
  mutating func nextObject() -> StoredObject? {
    if let object = ifOfKind({ try container.nestedContainer(keyedBy: MemberKey.self) }) {
      return StoredObject(object)
    }
    // Not an object: `JSONDecoder` stays at the element, which is then passed over.
    _ = nextDecoder()
    return nil
  }

  /// A decoder of the next element, to read as any kind; `nil` past the end, the only place
  /// where moving on fails.
  mutating func nextDecoder() -> (any Decoder)? {
    ifOfKind { try container.superDecoder() }
  }
}

/// What `read` reads, or `nil` when the value is not of the kind it reads, which the caller
/// reports: `JSONDecoder` tells a value's kind only by failing to read it as another.
func ifOfKind<Value>(_ read: () throws -> Value) -> Value? {
  do {
    return try read()
  } catch {
    return nil
  }
}

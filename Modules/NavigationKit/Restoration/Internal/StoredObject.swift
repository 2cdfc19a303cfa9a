import Foundation

/// An object of a stored snapshot, read leniently through `JSONDecoder`'s containers: a
/// member that is absent, or of another kind than the one asked for, reads as `nil`, and the
/// reader reports what it expected. Nothing is decoded before it is asked for.
struct StoredObject {
  private let container: KeyedDecodingContainer<MemberKey>

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
    decoder(name).flatMap(StoredObject.init)
  }

  func list(_ name: String) -> StoredList? {
    decoder(name).flatMap(StoredList.init)
  }

  /// Any value, or `nil` when there is no member `name`.
  func value(_ name: String) -> JSONValue? {
    try? container.decode(JSONValue.self, forKey: MemberKey(name))
  }

  /// A decoder of the member's value, for a type to read as `JSONDecoder` reads it.
  func decoder(_ name: String) -> (any Decoder)? {
    guard has(name) else { return nil }
    return try? container.superDecoder(forKey: MemberKey(name))
  }
}

/// An array of a stored snapshot: its length known before any element is read.
struct StoredList {
  /// How many elements it has.
  let count: Int
  private var container: any UnkeyedDecodingContainer

  /// The array `decoder` reads, or `nil` when the value there is not an array.
  init?(_ decoder: any Decoder) {
    // Not an array: the caller reports what it expected there.
    guard let container = try? decoder.unkeyedContainer() else { return nil }
    self.container = container
    count = container.count ?? 0
  }

  /// A decoder of each element, in order.
  mutating func elements() -> [any Decoder] {
    var elements: [any Decoder] = []
    elements.reserveCapacity(count)
    while !container.isAtEnd {
      // Moving to the next element fails only past the end, which `isAtEnd` rules out.
      guard let element = try? container.superDecoder() else { break }
      elements.append(element)
    }
    return elements
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

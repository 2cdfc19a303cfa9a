/// An optional that the App's JSON shows as `null` when absent, instead of leaving its key out
/// as synthesized `Encodable` does: every documented key is always there.
@propertyWrapper
struct NullWhenAbsent<Value: Encodable & Equatable>: Encodable, Equatable {
  var wrappedValue: Value?

  init(wrappedValue: Value?) {
    self.wrappedValue = wrappedValue
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(wrappedValue)
  }
}

extension NullWhenAbsent: Decodable where Value: Decodable {
  /// Reads `null` as absent, for tests that read the App's JSON back.
  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    wrappedValue = container.decodeNil() ? nil : try container.decode(Value.self)
  }
}

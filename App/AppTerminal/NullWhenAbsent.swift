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

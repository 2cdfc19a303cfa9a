import Foundation

/// The allowlist of destination types that can be saved and restored, each under a stable key.
///
/// Restoring looks a stored destination's key up here: nothing is ever created from a type name
/// found in the data. Every `Codable` destination type of a ``FeatureModule`` is added when the
/// feature is installed.
package struct DestinationCodecRegistry: Sendable {
  struct Codec: Sendable {
    /// The key the type is stored under.
    let key: String
    /// The destination's value as its own type, for `JSONEncoder`; `nil` for another type.
    let value: @Sendable (AnyDestination) -> (any Encodable)?
    /// The destination whose `value` a stored destination holds, as `JSONDecoder` reads it.
    let decode: @Sendable (StoredObject) throws -> AnyDestination
    /// The destination a value mapped from an earlier release's shape holds, as `JSONDecoder`
    /// reads it.
    let decodeJSON: @Sendable (JSONValue) throws -> AnyDestination
  }

  private var codecs: [String: Codec] = [:]
  /// The same codecs by type, so writing a destination never spells its type's name.
  private var codecsByType: [ObjectIdentifier: Codec] = [:]
  /// What the registered types declare changed since earlier releases.
  private(set) var earlierReleases = EarlierReleases()

  /// An empty registry.
  package init() {}

  /// The stable key of a destination type: its module and its type name, such as
  /// `orders.OrdersDestination`. Renaming the type or the module changes the key.
  package static func key(for type: any NavigationDestination.Type) -> String {
    // Not `String(describing:)`: its search for printing protocols was a sixth of start-up.
    "\(type.moduleName).\(_typeName(type, qualified: false))"
  }

  /// The keys of every registered type, sorted.
  package var keys: [String] { codecs.keys.sorted() }

  /// Whether `type` is on the allowlist: one look-up, without spelling its key.
  package func isRegistered(_ type: any NavigationDestination.Type) -> Bool {
    codecsByType[ObjectIdentifier(type)] != nil
  }

  /// Adds a `Codable` destination type and the changes it declares since earlier releases;
  /// throws ``CompositionError/duplicateCodec(_:)`` when its key is registered already, or
  /// ``CompositionError/destinationChanges(_:)`` when a declared change is invalid or conflicts.
  package mutating func register<Destination: NavigationDestination & Codable>(
    _ type: Destination.Type
  ) throws(CompositionError) {
    let key = Self.key(for: type)
    guard codecs[key] == nil else { throw .duplicateCodec(key) }
    try earlierReleases.add(type, key: key)
    let codec = Codec(
      key: key, value: { $0.as(Destination.self) },
      decode: { stored in AnyDestination(try stored.decode(Destination.self, "value")) },
      decodeJSON: { value in
        AnyDestination(
          try JSONDecoder().decode(Destination.self, from: JSONValue.encoder().encode(value)))
      })
    codecs[key] = codec
    codecsByType[ObjectIdentifier(type)] = codec
  }

  /// Whether a destination's type is on the allowlist: the very type, not merely its key.
  package func canEncode(_ destination: AnyDestination) -> Bool {
    codec(for: destination) != nil
  }

  /// The codec registered for the destination's own type.
  func codec(for destination: AnyDestination) -> Codec? {
    codecsByType[ObjectIdentifier(destination.destinationType)]
  }

  /// The codec stored under `key`, or `nil` when the key is not on the allowlist.
  func codec(forKey key: String) -> Codec? { codecs[key] }
}

import Foundation

/// The allowlist of destination types that can be saved and restored, each under a stable key.
///
/// A destination is stored as its type's key and its value. Restoring looks the key up here:
/// nothing is ever created from a type name found in the data, so stored state cannot choose
/// what type is built. Features are registered when they are installed: every `Codable`
/// destination type of a ``FeatureModule`` is added when the feature is installed.
package struct DestinationCodecRegistry: Sendable {
  struct Codec: Sendable {
    let type: ObjectIdentifier
    /// The key the type is stored under.
    let key: String
    /// The destination's value as its own type, for `JSONEncoder` to write; `nil` when the
    /// destination is not of this type.
    let value: @Sendable (AnyDestination) -> (any Encodable)?
    /// The destination whose `value` a stored destination holds, read as `JSONDecoder` reads
    /// the type.
    let decode: @Sendable (StoredObject) throws -> AnyDestination
  }

  private var codecs: [String: Codec] = [:]
  /// The same codecs by type, so writing a destination never spells its type's name.
  private var codecsByType: [ObjectIdentifier: Codec] = [:]

  /// An empty registry.
  package init() {}

  /// The stable key of a destination type: its module and its type name, such as
  /// `orders.OrdersDestination`. Renaming the type or the module changes the key.
  package static func key(for type: any NavigationDestination.Type) -> String {
    // `_typeName` is what `String(describing:)` prints for a type, without first asking the
    // metatype for the printing protocols it never conforms to: that search was a sixth of
    // composing an app of 50 features (the start-up benchmark row).
    "\(type.moduleName).\(_typeName(type, qualified: false))"
  }

  /// The keys of every registered type, sorted.
  package var keys: [String] { codecs.keys.sorted() }

  /// Whether `type` is on the allowlist: one look-up, without spelling its key.
  package func isRegistered(_ type: any NavigationDestination.Type) -> Bool {
    codecsByType[ObjectIdentifier(type)] != nil
  }

  /// Adds a destination type to the allowlist.
  ///
  /// - Parameter type: A `Codable` destination type.
  /// - Throws: ``CompositionError/duplicateCodec(_:)`` when its key is registered already.
  package mutating func register<Destination: NavigationDestination & Codable>(
    _ type: Destination.Type
  ) throws(CompositionError) {
    let key = Self.key(for: type)
    guard codecs[key] == nil else { throw .duplicateCodec(key) }
    let codec = Codec(
      type: ObjectIdentifier(type), key: key, value: { $0.as(Destination.self) },
      decode: { stored in AnyDestination(try stored.decode(Destination.self, "value")) })
    codecs[key] = codec
    codecsByType[codec.type] = codec
  }

  /// Whether a destination's type is on the allowlist: the very type, not merely its key.
  package func canEncode(_ destination: AnyDestination) -> Bool {
    codec(for: destination) != nil
  }

  /// The codec registered for the destination's own type.
  func codec(for destination: AnyDestination) -> Codec? {
    codecsByType[ObjectIdentifier(destination.destinationType)]
  }

  /// The destination's codec, or why the destination cannot be stored.
  func codecToEncode(_ destination: AnyDestination) -> Result<Codec, RestorationIssue.Reason> {
    guard let codec = codec(for: destination) else {
      return .failure(.unregisteredType(Self.key(for: destination.destinationType)))
    }
    return .success(codec)
  }

  /// The codec stored under `key`, or `nil` when the key is not on the allowlist.
  func codec(forKey key: String) -> Codec? {
    codecs[key]
  }
}

/// The allowlist of destination types that can be saved and restored, each under a stable key.
///
/// A destination is stored as its type's key and its value. Restoring looks the key up here:
/// nothing is ever created from a type name found in the data, so stored state cannot choose
/// what type is built. Features are registered when they are installed: every `Codable`
/// destination type of a ``FeatureModule`` is added by ``NavigationComposition/install(_:)``.
public struct DestinationCodecRegistry: Sendable {
  struct Codec: Sendable {
    let type: ObjectIdentifier
    /// The key the type is stored under.
    let key: String
    /// The destination as its concrete `Encodable` type, for one `JSONEncoder` pass over many.
    let encodable: @Sendable (AnyDestination) -> (any Encodable)?
    /// Decodes the destination's value from a decoder positioned on it.
    let decode: @Sendable (any Decoder) throws -> AnyDestination
  }

  private var codecs: [String: Codec] = [:]
  /// The same codecs by type, so writing a destination never spells its type's name.
  private var codecsByType: [ObjectIdentifier: Codec] = [:]

  /// An empty registry.
  public init() {}

  /// The stable key of a destination type: its module and its type name, such as
  /// `orders.OrdersDestination`. Renaming the type or the module changes the key.
  public static func key(for type: any NavigationDestination.Type) -> String {
    "\(type.moduleName).\(String(describing: type))"
  }

  /// The keys of every registered type, sorted.
  public var keys: [String] { codecs.keys.sorted() }

  /// Adds a destination type to the allowlist.
  ///
  /// - Parameter type: A `Codable` destination type.
  /// - Throws: ``CompositionError/duplicateCodec(_:)`` when its key is registered already.
  public mutating func register<Destination: NavigationDestination & Codable>(
    _ type: Destination.Type
  ) throws(CompositionError) {
    let key = Self.key(for: type)
    guard codecs[key] == nil else { throw .duplicateCodec(key) }
    let codec = Codec(
      type: ObjectIdentifier(type), key: key,
      encodable: { $0.as(Destination.self) },
      decode: { decoder in
        AnyDestination(try decoder.singleValueContainer().decode(Destination.self))
      })
    codecs[key] = codec
    codecsByType[codec.type] = codec
  }

  /// Whether a destination's type is on the allowlist: the very type, not merely its key.
  public func canEncode(_ destination: AnyDestination) -> Bool {
    codec(for: destination) != nil
  }

  /// The codec registered for the destination's own type.
  func codec(for destination: AnyDestination) -> Codec? {
    codecsByType[ObjectIdentifier(destination.destinationType)]
  }

  /// The destination's codec and the destination as its registered `Encodable` type, or why
  /// it cannot be stored.
  func encodable(
    _ destination: AnyDestination
  ) -> Result<(codec: Codec, value: any Encodable), RestorationIssue.Reason> {
    guard let codec = codec(for: destination) else {
      return .failure(.unregisteredType(Self.key(for: destination.destinationType)))
    }
    guard let value = codec.encodable(destination) else {
      return .failure(.undecodableValue(codec.key))
    }
    return .success((codec, value))
  }

  /// The codec stored under `key`, or `nil` when the key is not on the allowlist.
  func codec(forKey key: String) -> Codec? {
    codecs[key]
  }
}

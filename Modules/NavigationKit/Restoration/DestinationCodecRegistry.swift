import Foundation

/// The allowlist of destination types that can be saved and restored, each under a stable key.
///
/// A destination is stored as its type's key and its value. Restoring looks the key up here:
/// nothing is ever created from a type name found in the data, so stored state cannot choose
/// what type is built. Features are registered when they are installed: every `Codable`
/// destination type of a ``FeatureModule`` is added by ``NavigationComposition/install(_:)``.
public struct DestinationCodecRegistry: Sendable {
  private struct Codec: Sendable {
    let type: ObjectIdentifier
    let encode: @Sendable (AnyDestination) -> JSONValue?
    let decode: @Sendable (JSONValue) -> AnyDestination?
  }

  private var codecs: [String: Codec] = [:]

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
    codecs[key] = Codec(
      type: ObjectIdentifier(type),
      encode: { destination in
        guard let value = destination.as(Destination.self),
          let data = try? JSONEncoder().encode(value)
        else { return nil }
        return try? JSONDecoder().decode(JSONValue.self, from: data)
      },
      decode: { json in
        guard let data = try? JSONEncoder().encode(json),
          let value = try? JSONDecoder().decode(Destination.self, from: data)
        else { return nil }
        return AnyDestination(value)
      })
  }

  /// Whether a destination's type is on the allowlist: the very type, not merely its key.
  public func canEncode(_ destination: AnyDestination) -> Bool {
    codec(for: destination) != nil
  }

  /// The codec registered for the destination's own type.
  private func codec(for destination: AnyDestination) -> Codec? {
    let codec = codecs[Self.key(for: destination.destinationType)]
    return codec?.type == ObjectIdentifier(destination.destinationType) ? codec : nil
  }

  /// `{"type": key, "value": …}`, or why the destination cannot be stored.
  func encode(_ destination: AnyDestination) -> Result<JSONValue, RestorationIssue.Reason> {
    let key = Self.key(for: destination.destinationType)
    guard let codec = codec(for: destination) else { return .failure(.unregisteredType(key)) }
    guard let value = codec.encode(destination) else { return .failure(.undecodableValue(key)) }
    return .success(.object(["type": .string(key), "value": value]))
  }

  /// The destination stored as `{"type": key, "value": …}`, or why it cannot be restored.
  func decode(_ json: JSONValue) -> Result<AnyDestination, RestorationIssue.Reason> {
    guard let key = json["type"]?.string, let value = json["value"] else {
      return .failure(.malformed("a destination is not {\"type\", \"value\"}"))
    }
    guard let codec = codecs[key] else { return .failure(.unknownType(key)) }
    guard let destination = codec.decode(value) else { return .failure(.undecodableValue(key)) }
    return .success(destination)
  }
}

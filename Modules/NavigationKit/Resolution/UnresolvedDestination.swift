/// A destination the registry could not resolve, and why: the diagnosis a fallback shows.
public struct UnresolvedDestination: Hashable, Sendable, CustomStringConvertible {
  /// Why a destination could not be resolved.
  public enum Reason: Hashable, Sendable {
    /// No resolver is registered for the destination's module.
    case noResolver(module: String)
    /// The module's resolver takes another destination type.
    case unexpectedType(module: String, expected: String)
  }

  /// The destination that could not be resolved.
  public let destination: AnyDestination
  /// Why it could not be resolved.
  public let reason: Reason

  /// A sentence naming the destination and the reason.
  public var description: String {
    switch reason {
    case .noResolver(let module):
      "no resolver is registered for module '\(module)' (needed by \(destination))"
    case .unexpectedType(let module, let expected):
      "the resolver of module '\(module)' takes \(expected), not \(destination.destinationType)"
        + " (needed by \(destination))"
    }
  }
}

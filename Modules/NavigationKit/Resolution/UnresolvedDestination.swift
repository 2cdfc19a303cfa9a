/// A destination the registry could not resolve, and why: the diagnosis a fallback shows.
public enum UnresolvedDestination: Hashable, Sendable, CustomStringConvertible {
  /// No resolver is registered for the destination's module.
  case noResolver(AnyDestination)
  /// The resolver of the destination's module takes another destination type, `expected`.
  case unexpectedType(AnyDestination, expected: String)

  /// The destination that could not be resolved.
  public var destination: AnyDestination {
    switch self {
    case .noResolver(let destination), .unexpectedType(let destination, _): destination
    }
  }

  /// A sentence naming the destination and the reason.
  public var description: String {
    switch self {
    case .noResolver(let destination):
      "no resolver is registered for module '\(destination.moduleName)' (needed by \(destination))"
    case .unexpectedType(let destination, let expected):
      "the resolver of module '\(destination.moduleName)' takes \(expected), not"
        + " \(destination.destinationType) (needed by \(destination))"
    }
  }
}

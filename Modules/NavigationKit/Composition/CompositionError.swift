/// A mistake in wiring the composition, reported to the code that made it.
public enum CompositionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A second resolver was registered for a module.
  case duplicateResolver(module: String)
  /// A second feature module with the same name was installed.
  case duplicateModule(String)
  /// A second destination type was registered as codable under the same key.
  case duplicateCodec(String)

  /// A sentence saying what is wrong.
  public var description: String {
    switch self {
    case .duplicateResolver(let module):
      "a resolver is already registered for module '\(module)'"
    case .duplicateModule(let module):
      "module '\(module)' is already installed"
    case .duplicateCodec(let key):
      "a codable destination type is already registered under '\(key)'"
    }
  }
}

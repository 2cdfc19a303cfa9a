/// Why an app's navigation cannot start: a mistake in wiring the composition, or every problem
/// ``AppNavigator`` found when it checked it.
public enum CompositionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A second resolver was registered for a module.
  case duplicateResolver(module: String)
  /// A second feature module with the same name was installed.
  case duplicateModule(String)
  /// A second destination type was registered as codable under the same key.
  case duplicateCodec(String)
  /// Validation found gaps: every one is listed.
  case invalid([CompositionIssue])
  /// The tabs cannot make a tab container.
  case tabs(TabConfigurationError)
  /// The features' deep-link routes are malformed, conflict or are ambiguous: every problem
  /// is listed.
  case deepLinks(DeepLinkRouteError)

  /// What is wrong, one problem per line.
  public var description: String {
    switch self {
    case .duplicateResolver(let module):
      "invalid composition: a resolver is already registered for module '\(module)'"
    case .duplicateModule(let module):
      "invalid composition: module '\(module)' is already installed"
    case .duplicateCodec(let key):
      "invalid composition: a codable destination type is already registered under '\(key)'"
    case .tabs(let error): "invalid composition: \(error)"
    case .deepLinks(let error): "invalid composition: \(error)"
    case .invalid(let issues):
      (["invalid composition (\(issues.count) problem\(issues.count == 1 ? "" : "s")):"]
        + issues.map { "  - \($0)" }).joined(separator: "\n")
    }
  }
}

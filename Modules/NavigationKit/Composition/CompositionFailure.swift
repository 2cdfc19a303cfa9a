/// Why an app's navigation cannot start: every problem ``AppNavigator`` found in its
/// composition.
public enum CompositionFailure: Error, CustomStringConvertible {
  /// Registration itself failed, such as a module installed twice.
  case wiring(CompositionError)
  /// Validation found gaps: every one is listed.
  case invalid([CompositionIssue])
  /// The tabs cannot make a tab container.
  case tabs(TabConfigurationError)
  /// The features' deep-link routes are malformed, conflict or are ambiguous: every problem is
  /// listed.
  case deepLinks(DeepLinkRouteError)

  /// What is wrong, one problem per line.
  public var description: String {
    switch self {
    case .wiring(let error): "invalid composition: \(error)"
    case .tabs(let error): "invalid composition: \(error)"
    case .deepLinks(let error): "invalid composition: \(error)"
    case .invalid(let issues):
      (["invalid composition (\(issues.count) problem\(issues.count == 1 ? "" : "s")):"]
        + issues.map { "  - \($0)" }).joined(separator: "\n")
    }
  }
}

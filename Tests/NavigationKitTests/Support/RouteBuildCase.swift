import NavigationKit
import Testing

/// One set of sources and the issues building a router from them reports.
struct RouteBuildCase: Sendable, CustomTestStringConvertible {
  let name: String
  let sources: [DeepLinkSource]
  let issues: [String]

  var testDescription: String { name }
}

/// The issues building a router from `sources` reports; empty when it builds.
func buildIssues(_ sources: [DeepLinkSource]) -> [String] {
  do {
    _ = try DeepLinkRouter(sources: sources)
    return []
  } catch {
    guard case .deepLinks(let issues) = error else { return ["\(error)"] }
    return issues
  }
}

/// The sentences a router gives for each kind of problem, so an expected issue reads as the
/// kind it is: `.conflict("'a' (alpha)", "'a' (beta)")`.
extension String {
  /// A route or parser that is not well formed, for `reason`.
  static func invalidRoute(_ route: String, reason: String) -> String {
    "route \(route) is invalid: \(reason)"
  }

  /// Two routes that match exactly the same links.
  static func conflict(_ first: String, _ second: String) -> String {
    "routes \(first) and \(second) conflict: they match the same links"
  }

  /// Two routes that could both match one link, for `reason`.
  static func ambiguous(_ first: String, _ second: String, reason: String) -> String {
    "routes \(first) and \(second) are ambiguous: \(reason)"
  }
}

import NavigationKit
import Testing

/// One set of sources and the issues building a router from them reports.
struct RouteBuildCase: Sendable, CustomTestStringConvertible {
  let name: String
  let sources: [DeepLinkSource]
  let issues: [DeepLinkRouteIssue]

  var testDescription: String { name }
}

/// The issues building a router from `sources` reports; empty when it builds.
func buildIssues(_ sources: [DeepLinkSource]) -> [DeepLinkRouteIssue] {
  do {
    _ = try DeepLinkRouter(sources: sources)
    return []
  } catch {
    return error.issues
  }
}

/// Every problem in the routes given to a ``DeepLinkRouter``, found when it is built: it is not
/// built until all are fixed. A problem is a mistake in the code, fixed there.
public struct DeepLinkRouteError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The problems, in the order the routes were given, one sentence each: a route that is not
  /// well formed, two routes that match the same links (`conflict`), or two that could both
  /// match one link (`ambiguous`), such as two parameters of different kinds at one place.
  public let issues: [String]

  /// One problem per line.
  public var description: String {
    (["invalid deep-link routes (\(issues.count) problem\(issues.count == 1 ? "" : "s")):"]
      + issues.map { "  - \($0)" }).joined(separator: "\n")
  }
}

/// One problem in the routes, as the router finds it; its description is the sentence
/// ``DeepLinkRouteError/issues`` lists.
enum DeepLinkRouteIssue: Hashable, Sendable, CustomStringConvertible {
  case invalidRoute(String, reason: String)
  case conflict(String, String)
  case ambiguous(String, String, reason: String)

  /// A sentence naming the routes involved.
  var description: String {
    switch self {
    case .invalidRoute(let route, let reason): "route \(route) is invalid: \(reason)"
    case .conflict(let first, let second):
      "routes \(first) and \(second) conflict: they match the same links"
    case .ambiguous(let first, let second, let reason):
      "routes \(first) and \(second) are ambiguous: \(reason)"
    }
  }
}

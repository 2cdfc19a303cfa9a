/// A problem in the routes given to a ``DeepLinkRouter``, found when it is built.
public enum DeepLinkRouteIssue: Hashable, Sendable, CustomStringConvertible {
  /// A route or parser is not well formed, for the reason given.
  case invalidRoute(String, reason: String)
  /// Two routes match exactly the same links.
  case conflict(String, String)
  /// Two routes could both match one link: a literal segment that is also a valid parameter,
  /// or two parameters of different kinds or names at the same place.
  case ambiguous(String, String, reason: String)

  /// A sentence naming the routes involved.
  public var description: String {
    switch self {
    case .invalidRoute(let route, let reason):
      "route \(route) is invalid: \(reason)"
    case .conflict(let first, let second):
      "routes \(first) and \(second) conflict: they match the same links"
    case .ambiguous(let first, let second, let reason):
      "routes \(first) and \(second) are ambiguous: \(reason)"
    }
  }
}

/// Every problem in the routes given to a ``DeepLinkRouter``: it is not built until all are
/// fixed.
public struct DeepLinkRouteError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The problems, in the order the routes were given.
  public let issues: [DeepLinkRouteIssue]

  /// One problem per line.
  public var description: String {
    (["invalid deep-link routes (\(issues.count) problem\(issues.count == 1 ? "" : "s")):"]
      + issues.map { "  - \($0)" }).joined(separator: "\n")
  }
}

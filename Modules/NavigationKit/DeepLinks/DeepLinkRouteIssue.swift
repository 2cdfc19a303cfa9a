/// One problem in the routes, as the router finds it; its description is the sentence
/// ``CompositionError/deepLinks(_:)`` lists.
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

/// A route with its pattern parsed once, when the router is built, and what matching needs
/// ready: the names of its values and the kinds of its query items. Shared by reference, as
/// one record of the router's, rather than copied field by field into each match.
final class CompiledRoute: Sendable {
  let route: ErasedRoute
  let pattern: DeepLinkPattern
  /// The path parameters in order, then the query items sorted: the slots of a match.
  let valueNames: [String]
  /// The query items the route reads, sorted by name, with their kinds.
  let queryItems: [(name: String, kind: DeepLinkParameterKind)]

  init(route: ErasedRoute, pattern: DeepLinkPattern) {
    self.route = route
    self.pattern = pattern
    queryItems = route.queryItems.sorted(byKey: \.key).map { ($0.key, $0.value) }
    valueNames = pattern.parameterNames + queryItems.map(\.name)
  }

  /// Values that show each parameter as `{name}`, to describe what the route builds.
  var placeholders: DeepLinkParameters {
    DeepLinkParameters(Dictionary(valueNames.map { ($0, "{\($0)}") }) { first, _ in first })
  }

  /// The match of a link that reached this route with its `segments`, and `queryValues` one
  /// per query item.
  func match(url: String, segments: [String], queryValues: [String?]?) -> DeepLinkMatch {
    let parameters = DeepLinkParameters(route: self, segments: segments, queryValues: queryValues)
    return DeepLinkMatch(
      url: url, module: route.module, pattern: route.pattern,
      destinations: route.destinations(parameters), presentation: route.presentation)
  }
}

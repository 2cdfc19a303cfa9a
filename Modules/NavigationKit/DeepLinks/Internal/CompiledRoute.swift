/// A route with its pattern parsed once, when the router is built. Shared by reference, as
/// one record of the router's, rather than copied field by field into each match.
final class CompiledRoute: Sendable {
  let route: ErasedRoute
  let pattern: DeepLinkPattern
  /// Sorted by name: the order of a match's query values.
  let queryItems: [(name: String, kind: DeepLinkParameterKind)]

  init(route: ErasedRoute, pattern: DeepLinkPattern) {
    self.route = route
    self.pattern = pattern
    queryItems = route.queryItems.sorted(byKey: \.key).map { ($0.key, $0.value) }
  }

  /// Values that show each parameter as `{name}`, to describe what the route builds.
  var placeholders: DeepLinkParameters {
    let names = pattern.parameterNames + queryItems.map(\.name)
    return DeepLinkParameters(Dictionary(names.map { ($0, "{\($0)}") }) { first, _ in first })
  }

  /// The match of a link that reached this route, with one query value per query item.
  func match(url: String, segments: [String], queryValues: [String?]?) -> DeepLinkMatch {
    let parameters = DeepLinkParameters(route: self, segments: segments, queryValues: queryValues)
    return DeepLinkMatch(
      url: url, module: route.module, pattern: route.pattern,
      destinations: route.destinations(parameters), presentation: route.presentation)
  }
}

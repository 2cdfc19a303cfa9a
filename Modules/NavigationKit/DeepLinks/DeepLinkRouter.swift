/// Every feature's deep links compiled into one matcher.
///
/// The router reads a URL under its ``DeepLinkPolicy``, follows the path through one trie of
/// every route (its cost grows with the link's length, never with the number of routes), checks
/// every parameter against its kind, and builds the destinations. A literal segment wins over
/// a parameter at the same place: beside `orders/{orderId}`, `orders/new` opens its own route.
///
/// ```swift
/// let router = try DeepLinkRouter(
///   policy: DeepLinkPolicy(scheme: "myapp", universalLinkHosts: ["myapp.example.com"]),
///   routes: OrdersDestination.deepLinkRoutes)
/// let match = try router.match("myapp://orders/A-1")  // [orders.detail(orderId: "A-1")]
/// router.url(for: OrdersDestination.detail(orderId: "A-1").erased)  // "myapp://orders/A-1"
/// ```
public struct DeepLinkRouter: Sendable {
  let reader: DeepLinkReader
  let routeList: [CompiledRoute]
  let trie: RouteTrie

  /// Compiles one feature's route table, as its tests read its links.
  ///
  /// - Throws: ``CompositionError/deepLinks(_:)`` listing every malformed route and every pair
  ///   of routes that conflict (match the same links) or are ambiguous (two parameters of
  ///   different names or kinds at one place).
  /// - Complexity: O(*n*) in the total length of the patterns, expected.
  public init<Destination>(
    policy: DeepLinkPolicy = DeepLinkPolicy(), routes: [DeepLinkRoute<Destination>]
  ) throws(CompositionError) {
    try self.init(policy: policy, sources: [.routes(routes)])
  }

  /// Compiles every feature's routes into one matcher, as ``AppNavigator`` does: what a test or
  /// a tool reads the app's links with, without an app.
  ///
  /// - Throws: ``CompositionError/deepLinks(_:)`` listing every problem, as
  ///   ``init(policy:routes:)`` does, each route named with its module.
  public init(
    policy: DeepLinkPolicy = DeepLinkPolicy(), features: [FeatureModule]
  ) throws(CompositionError) {
    try self.init(policy: policy, sources: features.compactMap(\.deepLinks))
  }

  /// Compiles route tables of several features, in order.
  package init(
    policy: DeepLinkPolicy = DeepLinkPolicy(), sources: [DeepLinkSource]
  ) throws(CompositionError) {
    let count = sources.reduce(0) { $0 + $1.routes.count }
    var trie = RouteTrie(capacity: count)
    var routes: [CompiledRoute] = []
    routes.reserveCapacity(count)
    var issues: [DeepLinkRouteIssue] = []
    for source in sources {
      for route in source.routes {
        if let issue = Self.insert(route, into: &trie, routes: &routes) { issues.append(issue) }
      }
    }
    guard issues.isEmpty else { throw .deepLinks(issues.map(\.description)) }
    self.reader = DeepLinkReader(policy: policy)
    self.routeList = routes
    self.trie = trie
  }

  /// Adds a route to the trie and to `routes`, or returns the issue that keeps it out.
  private static func insert(
    _ route: ErasedRoute, into trie: inout RouteTrie, routes: inout [CompiledRoute]
  ) -> DeepLinkRouteIssue? {
    let pattern: DeepLinkPattern
    do {
      pattern = try DeepLinkPattern(route.pattern)
    } catch {
      return .invalidRoute(route.name, reason: error.reason)
    }
    let names = pattern.parameterNames
    if let stray = route.parameterKinds.keys.sorted().first(where: { !names.contains($0) }) {
      return .invalidRoute(route.name, reason: "parameter '\(stray)' is not in the pattern")
    }
    if let clash = route.queryItems.keys.sorted().first(where: names.contains) {
      return .invalidRoute(
        route.name, reason: "'\(clash)' is both a path parameter and a query item")
    }
    let compiled = CompiledRoute(route: route, pattern: pattern)
    if case .present = route.presentation, route.destinations(compiled.placeholders).isEmpty {
      return .invalidRoute(route.name, reason: "it presents, but builds no destination")
    }
    switch trie.insert(pattern, kind: route.kind(of:), route: Int32(routes.count)) {
    case .conflict(let other):
      return .conflict(routes[Int(other)].route.name, route.name)
    case .ambiguous(let other, let reason):
      return .ambiguous(routes[Int(other)].route.name, route.name, reason: reason)
    case nil:
      routes.append(compiled)
      return nil
    }
  }
}

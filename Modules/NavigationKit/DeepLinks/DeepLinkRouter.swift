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
    var issues: [String] = []
    for source in sources {
      for route in source.routes {
        if let issue = Self.insert(route, into: &trie, routes: &routes) { issues.append(issue) }
      }
    }
    guard issues.isEmpty else { throw .deepLinks(issues) }
    self.reader = DeepLinkReader(policy: policy)
    self.routeList = routes
    self.trie = trie
  }

  /// Adds a route to the trie and to `routes`, or returns the sentence naming what keeps it
  /// out, as ``CompositionError/deepLinks(_:)`` lists it.
  private static func insert(
    _ route: ErasedRoute, into trie: inout RouteTrie, routes: inout [CompiledRoute]
  ) -> String? {
    let compiled: CompiledRoute
    switch compile(route) {
    case .success(let success): compiled = success
    case .failure(let error): return "route \(route.name) is invalid: \(error.reason)"
    }
    let (other, clash): (Int32, String)
    switch trie.insert(compiled.pattern, kind: route.kind(of:), route: Int32(routes.count)) {
    case nil:
      routes.append(compiled)
      return nil
    case .conflict(let index): (other, clash) = (index, "conflict: they match the same links")
    case .ambiguous(let index, let reason): (other, clash) = (index, "are ambiguous: " + reason)
    }
    return "routes \(routes[Int(other)].route.name) and \(route.name) \(clash)"
  }

  /// The route with its pattern parsed, or why it is invalid.
  private static func compile(
    _ route: ErasedRoute
  ) -> Result<CompiledRoute, DeepLinkPattern.PatternError> {
    do throws(DeepLinkPattern.PatternError) {
      let pattern = try DeepLinkPattern(route.pattern)
      let names = pattern.parameterNames
      if let stray = route.parameterKinds.keys.sorted().first(where: { !names.contains($0) }) {
        throw .init("parameter '\(stray)' is not in the pattern")
      }
      if let clash = route.queryItems.keys.sorted().first(where: names.contains) {
        throw .init("'\(clash)' is both a path parameter and a query item")
      }
      let compiled = CompiledRoute(route: route, pattern: pattern)
      if case .present = route.presentation, route.destinations(compiled.placeholders).isEmpty {
        throw .init("it presents, but builds no destination")
      }
      return .success(compiled)
    } catch {
      return .failure(error)
    }
  }
}

/// Every feature's deep links compiled into one matcher.
///
/// The router reads a URL under its ``DeepLinkPolicy``, follows the path through one trie of
/// every route (its cost grows with the link's length, never with the number of routes), checks
/// every parameter against its kind, and builds the destinations. A literal segment wins over
/// a parameter at the same place: beside `orders/{orderId}`, `orders/new` opens its own route.
/// It also lists its routes and builds links back from destinations, for sharing.
///
/// ```swift
/// let router = try DeepLinkRouter(
///   policy: DeepLinkPolicy(scheme: "myapp", universalLinkHosts: ["myapp.example.com"]),
///   sources: [.routes(OrdersDestination.deepLinkRoutes), .routes(CatalogDestination.deepLinkRoutes)])
/// let match = try router.match("myapp://orders/A-1")  // [orders.detail(orderId: "A-1")]
/// router.url(for: OrdersDestination.detail(orderId: "A-1"))  // "myapp://orders/A-1"
/// ```
public struct DeepLinkRouter: Sendable {
  /// The URL acceptance rules.
  public let policy: DeepLinkPolicy
  let routeList: [CompiledRoute]
  let parsers: [ErasedParser]
  let trie: RouteTrie
  /// Each route table's module and the positions of its routes in `routeList`.
  let tables: [(module: String, routes: Range<Int>)]
  /// The policy's universal-link hosts and custom scheme as bytes, for the fast path.
  let fastPath: FastPathPolicy

  /// Compiles every source into one matcher.
  ///
  /// Descriptions of the routes are not made here but when ``routes`` is read.
  ///
  /// - Parameters:
  ///   - policy: The URL acceptance rules.
  ///   - sources: Each feature's route table or parser.
  /// - Throws: ``DeepLinkRouteError`` listing every malformed route and every pair of routes
  ///   that conflict (match the same links) or are ambiguous (two parameters of different
  ///   names or kinds at one place), each named with its module.
  /// - Complexity: O(*n*) in the total length of the patterns, expected.
  public init(
    policy: DeepLinkPolicy = DeepLinkPolicy(), sources: [DeepLinkSource]
  ) throws(DeepLinkRouteError) {
    var trie = RouteTrie()
    var routes: [CompiledRoute] = []
    var parsers: [ErasedParser] = []
    var tables: [(module: String, routes: Range<Int>)] = []
    var issues: [DeepLinkRouteIssue] = []
    for (sourceIndex, source) in sources.enumerated() {
      switch source.content {
      case .routes(let table):
        let first = routes.count
        routes.reserveCapacity(routes.count + table.count)
        for (index, route) in table.enumerated() {
          let owner = RouteOwner(source: Int32(sourceIndex), item: Int32(index))
          if let issue = Self.insert(route, owner: owner, into: &trie, routes: &routes, sources) {
            issues.append(issue)
          }
        }
        tables.append((source.module, first..<routes.count))
      case .parser(let parser):
        let owner = RouteOwner(source: Int32(sourceIndex), item: 0)
        if let issue = Self.mount(parser, index: parsers.count, owner: owner, into: &trie, sources)
        {
          issues.append(issue)
        } else {
          parsers.append(parser)
        }
      }
    }
    guard issues.isEmpty else { throw DeepLinkRouteError(issues: issues) }
    self.policy = policy
    self.routeList = routes
    self.parsers = parsers
    self.trie = trie
    self.tables = tables
    self.fastPath = FastPathPolicy(policy)
  }

  /// Parses and checks a route, adds it to the trie and to `routes`; returns the issue that
  /// keeps it out instead, if any.
  private static func insert(
    _ route: ErasedRoute, owner: RouteOwner, into trie: inout RouteTrie,
    routes: inout [CompiledRoute], _ sources: [DeepLinkSource]
  ) -> DeepLinkRouteIssue? {
    let pattern: DeepLinkPattern
    do {
      pattern = try DeepLinkPattern(route.pattern)
    } catch {
      return .invalidRoute(route.name, reason: error.reason)
    }
    if !route.parameterKinds.isEmpty,
      let stray = route.parameterKinds.keys.sorted().first(where: {
        !pattern.parameterNames.contains($0)
      })
    {
      return .invalidRoute(route.name, reason: "parameter '\(stray)' is not in the pattern")
    }
    if !route.queryItems.isEmpty,
      let clash = route.queryItems.keys.sorted().first(where: pattern.parameterNames.contains)
    {
      return .invalidRoute(
        route.name, reason: "'\(clash)' is both a path parameter and a query item")
    }
    let compiled = CompiledRoute(route: route, pattern: pattern)
    if case .present = route.presentation, route.destinations(compiled.placeholders).isEmpty {
      return .invalidRoute(route.name, reason: "it presents, but builds no destination")
    }
    let clash = trie.insert(
      pattern, kind: route.kind(of:), route: Int32(routes.count), owner: owner)
    if let clash { return issue(clash, with: route.name, sources) }
    routes.append(compiled)
    return nil
  }

  private static func mount(
    _ parser: ErasedParser, index: Int, owner: RouteOwner, into trie: inout RouteTrie,
    _ sources: [DeepLinkSource]
  ) -> DeepLinkRouteIssue? {
    do {
      let pattern = try DeepLinkPattern(parser.prefix)
      guard pattern.segments.count == 1 else {
        return .invalidRoute(parser.name, reason: "its prefix must be one segment")
      }
    } catch {
      return .invalidRoute(parser.name, reason: error.reason)
    }
    let clash = trie.mount(prefix: parser.prefix, parser: Int32(index), owner: owner)
    return clash.map { issue($0, with: parser.name, sources) }
  }

  /// The issue of a clash between what is in the trie and the route or parser `name`.
  private static func issue(
    _ clash: RouteTrie.Clash, with name: String, _ sources: [DeepLinkSource]
  ) -> DeepLinkRouteIssue {
    switch clash {
    case .conflict(let owner):
      .conflict(Self.name(of: owner, sources), name)
    case .ambiguous(let owner, let reason):
      .ambiguous(Self.name(of: owner, sources), name, reason: reason)
    }
  }

  /// The name in issues of the route or parser `owner` points to.
  private static func name(of owner: RouteOwner, _ sources: [DeepLinkSource]) -> String {
    switch sources[Int(owner.source)].content {
    case .routes(let table): table[Int(owner.item)].name
    case .parser(let parser): parser.name
    }
  }
}

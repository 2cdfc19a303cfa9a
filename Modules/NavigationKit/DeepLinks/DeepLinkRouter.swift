/// Every feature's deep links compiled into one matcher.
///
/// The router reads a URL under its ``DeepLinkPolicy``, follows the path through one trie of
/// every route (its cost grows with the link's length, never with the number of routes), checks
/// every parameter against its kind, and builds the destinations. It also lists its routes and
/// builds links back from destinations, for sharing.
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
  private let routeList: [CompiledRoute]
  private let parsers: [ErasedParser]
  private let trie: RouteTrie
  private let routesByModule: [String: [Int]]
  /// Every route and parser, sorted by pattern.
  public let routes: [DeepLinkRouteInfo]

  /// Compiles every source into one matcher.
  ///
  /// - Parameters:
  ///   - policy: The URL acceptance rules.
  ///   - sources: Each feature's route table or parser.
  /// - Throws: ``DeepLinkRouteError`` listing every malformed, conflicting or ambiguous route,
  ///   each named with its module.
  public init(
    policy: DeepLinkPolicy = DeepLinkPolicy(), sources: [DeepLinkSource]
  ) throws(DeepLinkRouteError) {
    var trie = RouteTrie()
    var routes: [CompiledRoute] = []
    var parsers: [ErasedParser] = []
    var issues: [DeepLinkRouteIssue] = []
    for source in sources {
      switch source.content {
      case .routes(let table):
        for route in table {
          if let issue = Self.insert(route, into: &trie, routes: &routes) {
            issues.append(issue)
          }
        }
      case .parser(let parser):
        if let issue = Self.mount(parser, index: parsers.count, into: &trie) {
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
    self.routesByModule = Dictionary(grouping: routes.indices) { routes[$0].route.module }
    self.routes = (routes.map(\.info) + parsers.flatMap(\.routes)).sorted {
      ($0.pattern, $0.module) < ($1.pattern, $1.module)
    }
  }

  /// A route with its pattern parsed once, when the router is built.
  private struct CompiledRoute: Sendable {
    let route: ErasedRoute
    let pattern: DeepLinkPattern

    /// Values that show each parameter as `{name}`, to describe what the route builds.
    var placeholders: DeepLinkParameters {
      let names = pattern.parameterNames + route.queryItems.keys
      return DeepLinkParameters(Dictionary(names.map { ($0, "{\($0)}") }) { first, _ in first })
    }

    /// The route's line in the routes table.
    var info: DeepLinkRouteInfo {
      DeepLinkRouteInfo(
        pattern: route.pattern, module: route.module, queryItems: route.queryItems,
        presentation: route.presentation, requiresLogin: route.requiresLogin,
        destinations: route.destinations(placeholders).map(\.description))
    }
  }

  /// Parses and checks a route, adds it to the trie and to `routes`; returns the issue that
  /// keeps it out instead, if any.
  private static func insert(
    _ route: ErasedRoute, into trie: inout RouteTrie, routes: inout [CompiledRoute]
  ) -> DeepLinkRouteIssue? {
    let pattern: DeepLinkPattern
    do {
      pattern = try DeepLinkPattern(route.pattern)
    } catch {
      return .invalidRoute(route.name, reason: error.reason)
    }
    let compiled = CompiledRoute(route: route, pattern: pattern)
    let names = Set(pattern.parameterNames)
    if let stray = route.parameterKinds.keys.sorted().first(where: { !names.contains($0) }) {
      return .invalidRoute(route.name, reason: "parameter '\(stray)' is not in the pattern")
    }
    if let clash = route.queryItems.keys.sorted().first(where: names.contains) {
      return .invalidRoute(
        route.name, reason: "'\(clash)' is both a path parameter and a query item")
    }
    if case .present = route.presentation, route.destinations(compiled.placeholders).isEmpty {
      return .invalidRoute(route.name, reason: "it presents, but builds no destination")
    }
    if let issue = trie.insert(route, pattern: pattern, index: routes.count) {
      return issue
    }
    routes.append(compiled)
    return nil
  }

  private static func mount(
    _ parser: ErasedParser, index: Int, into trie: inout RouteTrie
  ) -> DeepLinkRouteIssue? {
    do {
      let pattern = try DeepLinkPattern(parser.prefix)
      guard pattern.segments.count == 1 else {
        return .invalidRoute(parser.name, reason: "its prefix must be one segment")
      }
    } catch {
      return .invalidRoute(parser.name, reason: error.reason)
    }
    return trie.mount(parser, index: index)
  }

  // MARK: - Matching

  /// Reads `url` under the policy and matches it to a route.
  ///
  /// - Parameter url: The URL as received, such as `URL.absoluteString`.
  /// - Returns: The destinations the link shows.
  /// - Throws: ``DeepLinkRejection`` saying why the link shows nothing.
  public func match(_ url: String) throws(DeepLinkRejection) -> DeepLinkMatch {
    try match(DeepLink(url, policy: policy))
  }

  /// Matches a link already read under a policy to a route.
  ///
  /// - Parameter link: The link.
  /// - Returns: The destinations the link shows.
  /// - Throws: ``DeepLinkRejection`` when no route matches or a value is invalid.
  public func match(_ link: DeepLink) throws(DeepLinkRejection) -> DeepLinkMatch {
    switch try trie.destination(of: link.segments, path: link.path) {
    case .parser(let index):
      let match = try parsers[index].parse(link)
      if case .present = match.presentation, match.destinations.isEmpty {
        throw .refusedByParser(module: match.module, reason: "it presents no destination")
      }
      return match
    case .route(let index, var parameters):
      let route = routeList[index].route
      for (name, kind) in route.queryItems {
        guard let value = try link.queryValue(named: name, route: route.pattern) else { continue }
        guard kind.accepts(value) else { throw .invalidQueryItem(name, route: route.pattern) }
        parameters[name] = value
      }
      return DeepLinkMatch(
        url: link.url, module: route.module, pattern: route.pattern,
        destinations: route.destinations(DeepLinkParameters(parameters)),
        presentation: route.presentation, requiresLogin: route.requiresLogin)
    }
  }

  // MARK: - Listing

  // MARK: - Links back

  /// A link in the custom scheme that shows `destination`, such as `myapp://orders/A-1`, or
  /// `nil` when no route shows it or its values are not valid parameters.
  ///
  /// Matching the link gives back `destination` as the last destination: the router checks
  /// this before returning a link.
  public func url(for destination: some NavigationDestination) -> String? {
    url(for: AnyDestination(destination))
  }

  /// A link in the custom scheme that shows an erased destination, or `nil`.
  public func url(for destination: AnyDestination) -> String? {
    path(for: destination).map { "\(policy.scheme)://\($0)" }
  }

  /// A universal link that shows `destination`, such as `https://myapp.example.com/orders/A-1`,
  /// or `nil` when `host` is not on the policy's allowlist or no route shows the destination.
  public func universalLink(for destination: AnyDestination, host: String) -> String? {
    let host = host.lowercased()
    guard policy.universalLinkHosts.contains(host) else { return nil }
    return path(for: destination).map { "https://\(host)/\($0)" }
  }

  /// The path and query of a link that shows `destination`, checked by matching it.
  private func path(for destination: AnyDestination) -> String? {
    for index in routesByModule[destination.moduleName] ?? [] {
      let compiled = routeList[index]
      guard let parameters = compiled.route.parameters(destination),
        let path = Self.path(of: compiled, with: parameters),
        shows(path, destination)
      else { continue }
      return path
    }
    for parser in parsers where parser.module == destination.moduleName {
      guard let segments = parser.pathSegments(destination) else { continue }
      let path = segments.map(PercentEncoding.encode).joined(separator: "/")
      if shows(path, destination) { return path }
    }
    return nil
  }

  private func shows(_ path: String, _ destination: AnyDestination) -> Bool {
    (try? match("\(policy.scheme)://\(path)"))?.destinations.last == destination
  }

  private static func path(
    of compiled: CompiledRoute, with parameters: DeepLinkParameters
  ) -> String? {
    let route = compiled.route
    var segments: [String] = []
    for segment in compiled.pattern.segments {
      switch segment {
      case .literal(let literal):
        segments.append(literal)
      case .parameter(let name):
        guard let value = parameters.values[name], route.kind(of: name).accepts(value) else {
          return nil
        }
        segments.append(PercentEncoding.encode(value))
      }
    }
    var query: [String] = []
    for (name, kind) in route.queryItems.sorted(by: { $0.key < $1.key }) {
      guard let value = parameters.values[name] else { continue }
      guard kind.accepts(value) else { return nil }
      query.append("\(PercentEncoding.encode(name))=\(PercentEncoding.encode(value))")
    }
    let path = segments.joined(separator: "/")
    return query.isEmpty ? path : path + "?" + query.joined(separator: "&")
  }
}

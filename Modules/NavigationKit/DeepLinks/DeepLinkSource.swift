/// A feature's deep links, as the router takes them: a route table or a hand-written parser.
///
/// ```swift
/// let router = try DeepLinkRouter(policy: policy, sources: [
///   .routes(OrdersDestination.deepLinkRoutes),
///   .parser(LegacyLinkParser()),
/// ])
/// ```
public struct DeepLinkSource: Sendable {
  /// The module whose destinations the links show.
  package let module: String
  let content: Content

  enum Content: Sendable {
    case routes([ErasedRoute])
    case parser(ErasedParser)
  }

  /// A feature's route table.
  public static func routes<Destination>(_ routes: [DeepLinkRoute<Destination>]) -> DeepLinkSource {
    DeepLinkSource(module: Destination.moduleName, content: .routes(routes.map(ErasedRoute.init)))
  }

  /// A feature's hand-written parser.
  public static func parser(_ parser: some DeepLinkParser) -> DeepLinkSource {
    let erased = ErasedParser(parser)
    return DeepLinkSource(module: erased.module, content: .parser(erased))
  }
}

/// A ``DeepLinkRoute`` with its destination type erased and its pattern parsed.
struct ErasedRoute: Sendable {
  let module: String
  let pattern: String
  let parameterKinds: [String: DeepLinkParameterKind]
  let queryItems: [String: DeepLinkParameterKind]
  let presentation: DeepLinkPresentation
  let destinations: @Sendable (DeepLinkParameters) -> [AnyDestination]
  let parameters: @Sendable (AnyDestination) -> DeepLinkParameters?

  init<Destination>(_ route: DeepLinkRoute<Destination>) {
    module = Destination.moduleName
    pattern = route.pattern
    parameterKinds = route.parameterKinds
    queryItems = route.queryItems
    presentation = route.presentation
    destinations = { parameters in
      // A loop over the buffer, not `map`: this closure is generic code that is not
      // specialized, where `map` reads each element through a coroutine that allocates.
      route.destinations(parameters).withUnsafeBufferPointer { built in
        var erased: [AnyDestination] = []
        erased.reserveCapacity(built.count)
        for index in built.indices { erased.append(AnyDestination(built[index])) }
        return erased
      }
    }
    parameters = { $0.as(Destination.self).flatMap(route.parameters) }
  }

  /// The route's name in issues: `'orders/{orderId}' (orders)`.
  var name: String { "'\(pattern)' (\(module))" }

  func kind(of parameter: String) -> DeepLinkParameterKind {
    parameterKinds[parameter] ?? .identifier
  }
}

/// A ``DeepLinkParser`` with its destination type erased.
struct ErasedParser: Sendable {
  let module: String
  let prefix: String
  let routes: [DeepLinkRouteInfo]
  let parse: @Sendable (DeepLink) throws(DeepLinkRejection) -> DeepLinkMatch
  let pathSegments: @Sendable (AnyDestination) -> [String]?

  init<Parser: DeepLinkParser>(_ parser: Parser) {
    let module = Parser.Destination.moduleName
    self.module = module
    prefix = parser.prefix
    routes = parser.routes
    parse = { link throws(DeepLinkRejection) in
      let target = try parser.parse(link)
      return DeepLinkMatch(
        url: link.url, module: module, pattern: "\(parser.prefix)/…",
        destinations: target.destinations.map(AnyDestination.init),
        presentation: target.presentation)
    }
    pathSegments = { $0.as(Parser.Destination.self).flatMap(parser.pathSegments) }
  }

  /// The parser's name in issues: `parser 'legacy/…' (orders)`.
  var name: String { "parser '\(prefix)/…' (\(module))" }
}

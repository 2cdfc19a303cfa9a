/// A feature's route table, as the router takes it.
///
/// ```swift
/// let router = try DeepLinkRouter(policy: policy, sources: [
///   .routes(OrdersDestination.deepLinkRoutes),
///   .routes(CatalogDestination.deepLinkRoutes),
/// ])
/// ```
public struct DeepLinkSource: Sendable {
  /// The module whose destinations the links show.
  package let module: String
  /// The routes, their destination type erased.
  let routes: [ErasedRoute]

  /// A feature's route table.
  public static func routes<Destination>(_ routes: [DeepLinkRoute<Destination>]) -> DeepLinkSource {
    DeepLinkSource(module: Destination.moduleName, routes: routes.map(ErasedRoute.init))
  }
}

/// A ``DeepLinkRoute`` with its destination type erased and its pattern parsed.
struct ErasedRoute: Sendable {
  let module: String
  let pattern: String
  let parameterKinds: [String: DeepLinkParameterKind]
  let queryItems: [String: DeepLinkParameterKind]
  let presentation: Presentation
  let destinations: @Sendable (DeepLinkParameters) -> [AnyDestination]
  let parameters: @Sendable (AnyDestination) -> DeepLinkParameters?
  let shadowsParameterRoutes: Bool

  init<Destination>(_ route: DeepLinkRoute<Destination>) {
    module = Destination.moduleName
    pattern = route.pattern
    parameterKinds = route.parameterKinds
    queryItems = route.queryItems
    presentation = route.presentation
    shadowsParameterRoutes = route.shadowsParameterRoutes
    destinations = { parameters in route.destinations(parameters).map { AnyDestination($0) } }
    parameters = { $0.as(Destination.self).flatMap(route.parameters) }
  }

  /// The route's name in issues: `'orders/{orderId}' (orders)`.
  var name: String { "'\(pattern)' (\(module))" }

  func kind(of parameter: String) -> DeepLinkParameterKind {
    parameterKinds[parameter] ?? .identifier
  }
}

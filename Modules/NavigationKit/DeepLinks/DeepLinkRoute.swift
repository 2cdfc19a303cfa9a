/// One deep-link route of a feature: a path pattern with typed parameters, the optional query
/// items it reads, the destinations it builds and how it shows them.
///
/// ```swift
/// DeepLinkRoute<OrdersDestination>("orders/{orderId}/track") {
///   [.detail(orderId: $0["orderId"]), .tracking(orderId: $0["orderId"])]
/// } parameters: { destination in
///   guard case .tracking(let orderId) = destination else { return nil }
///   return ["orderId": orderId]
/// }
/// ```
///
/// Whether login is required belongs to the destinations the route builds (their
/// ``NavigationDestination/access``), never to the route or the link: a route that builds a
/// gated destination is gated, and nothing a URL carries can change it.
public struct DeepLinkRoute<Destination: NavigationDestination>: Sendable {
  /// The route as the router keeps it, its destination type erased.
  private(set) var erased: ErasedRoute

  /// Creates a route.
  ///
  /// - Parameters:
  ///   - pattern: Literal segments and `{name}` parameters, separated by `/`. The first segment
  ///     is a lowercase literal: for the custom scheme it is the host.
  ///   - parameterKinds: The kind of each path parameter that is not an identifier.
  ///   - queryItems: The optional query items the route reads, with their kinds.
  ///   - presentation: How the last destination is shown; pushed by default.
  ///   - destinations: Builds the destinations, bottom first, from valid parameters. A route
  ///     that presents must build at least one.
  ///   - parameters: The parameters of a link that shows `destination` (the last of the
  ///     destinations this route builds), or `nil` when this route does not show it. It is
  ///     what makes share links: ``DeepLinkRouter/url(for:)-(AnyDestination)``.
  public init(
    _ pattern: String,
    parameterKinds: [String: DeepLinkParameterKind] = [:],
    queryItems: [String: DeepLinkParameterKind] = [:],
    presentation: Presentation = .push,
    destinations: @escaping @Sendable (DeepLinkParameters) -> [Destination],
    parameters: @escaping @Sendable (Destination) -> DeepLinkParameters?
  ) {
    erased = ErasedRoute(
      module: Destination.moduleName, pattern: pattern, parameterKinds: parameterKinds,
      queryItems: queryItems, presentation: presentation,
      destinations: { ErasedRoute.erased(destinations($0)) },
      parameters: { $0.as(Destination.self).flatMap(parameters) })
  }

  /// Creates a route of literal segments only that shows one fixed destination, pushed by
  /// default (a tab's root shows as an empty stack): `DeepLinkRoute("orders", showing: .list)`.
  public init(
    _ pattern: String,
    showing destination: Destination,
    presentation: Presentation = .push
  ) {
    self.init(
      pattern, presentation: presentation,
      destinations: { _ in [destination] },
      parameters: { $0 == destination ? [:] : nil })
  }

  /// This route, declared to take on purpose the links a sibling route's parameter would
  /// read at the places where this route has a literal segment — `profile/edit` beside
  /// `profile/{customerId}` — so validation does not warn of it.
  public func shadowingParameterRoutes() -> DeepLinkRoute {
    var route = self
    route.erased.shadowsParameterRoutes = true
    return route
  }
}

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
  /// `pattern` is literal segments and `{name}` parameters separated by `/`, the first a
  /// lowercase literal (the host of custom-scheme links); a path parameter not in
  /// `parameterKinds` is an identifier. `destinations` builds the destinations, bottom first,
  /// from valid parameters: at least one for a route that presents. `parameters` gives the
  /// parameters of a link whose last destination is `destination`, or `nil` when this route
  /// does not show it: it makes share links (``DeepLinkRouter/url(for:host:)``).
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

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
  /// The path pattern, such as `orders/{orderId}/track`.
  package let pattern: String
  /// The kind of each path parameter; a parameter not listed is an ``DeepLinkParameterKind/identifier``.
  package let parameterKinds: [String: DeepLinkParameterKind]
  /// The optional query items the route reads, with their kinds. Other items are ignored.
  package let queryItems: [String: DeepLinkParameterKind]
  /// How the last destination is shown.
  package let presentation: Presentation
  let destinations: @Sendable (DeepLinkParameters) -> [Destination]
  let parameters: @Sendable (Destination) -> DeepLinkParameters?
  /// Whether this route's literal segments take links from sibling parameter routes on
  /// purpose, so validation does not warn of it.
  package private(set) var shadowsParameterRoutes = false

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
    self.pattern = pattern
    self.parameterKinds = parameterKinds
    self.queryItems = queryItems
    self.presentation = presentation
    self.destinations = destinations
    self.parameters = parameters
  }

  /// Creates a route without parameters that shows one fixed destination, such as a tab's
  /// root: `DeepLinkRoute("orders", showing: .list)`.
  ///
  /// - Parameters:
  ///   - pattern: Literal segments only, such as `orders`.
  ///   - destination: The destination shown.
  ///   - presentation: How it is shown; pushed by default (a tab's root shows as an empty stack).
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
  ///
  /// - Returns: The route, its shadowing marked as intended.
  public func shadowingParameterRoutes() -> DeepLinkRoute {
    var route = self
    route.shadowsParameterRoutes = true
    return route
  }
}

/// One line of the routes table: what a route reads and what it shows.
public struct DeepLinkRouteInfo: Hashable, Sendable, CustomStringConvertible {
  /// The path pattern, such as `orders/{orderId}/track`.
  public let pattern: String
  /// The module whose destinations the route builds.
  public let module: String
  /// The optional query items the route reads, by name, each with its kind.
  public let queryItems: [String: DeepLinkParameterKind]
  /// How the last destination is shown.
  public let presentation: Presentation
  /// Whether a destination the route builds needs a logged-in user (its ``AccessPolicy``).
  public let requiresLogin: Bool
  /// The destinations the route builds, with each parameter shown as `{name}`, such as
  /// `orders.detail(orderId: "{orderId}")`.
  public let destinations: [String]
  /// The literal paths that take precedence over this route's parameters, such as
  /// `["orders/new"]` for `orders/{orderId}` beside a route `orders/new`: a link whose path
  /// starts with one of them never reaches this route, whatever follows.
  public let shadowedBy: [String]

  /// Describes a route, as a feature's route test expects it.
  public init(
    pattern: String,
    module: String,
    queryItems: [String: DeepLinkParameterKind] = [:],
    presentation: Presentation,
    requiresLogin: Bool,
    destinations: [String],
    shadowedBy: [String] = []
  ) {
    self.shadowedBy = shadowedBy
    self.pattern = pattern
    self.module = module
    self.queryItems = queryItems
    self.presentation = presentation
    self.requiresLogin = requiresLogin
    self.destinations = destinations
  }

  /// The pattern with its query items, such as `catalog/search?q`.
  private var patternWithQuery: String {
    queryItems.isEmpty ? pattern : pattern + "?" + queryItems.keys.sorted().joined(separator: "&")
  }

  /// `orders/{orderId}/track  orders  push  login  [orders.detail(...), orders.tracking(...)]`,
  /// followed by `  shadowed by orders/new` when literals win over the route's parameters.
  public var description: String {
    "\(patternWithQuery)  \(module)  \(presentation)  \(requiresLogin ? "login" : "public")  "
      + "[\(destinations.joined(separator: ", "))]"
      + (shadowedBy.isEmpty ? "" : "  shadowed by \(shadowedBy.joined(separator: ", "))")
  }
}

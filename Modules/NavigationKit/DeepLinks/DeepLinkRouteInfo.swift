/// One line of the routes table: what a route reads and what it shows.
public struct DeepLinkRouteInfo: Hashable, Sendable, CustomStringConvertible {
  /// The path pattern, such as `orders/{orderId}/track`.
  public let pattern: String
  /// The module whose destinations the route builds.
  public let module: String
  /// The optional query items the route reads, by name, each with its kind.
  public let queryItems: [String: DeepLinkParameterKind]
  /// How the last destination is shown.
  public let presentation: DeepLinkPresentation
  /// Whether the route needs a logged-in user.
  public let requiresLogin: Bool
  /// The destinations the route builds, with each parameter shown as `{name}`, such as
  /// `orders.detail(orderId: "{orderId}")`.
  public let destinations: [String]

  /// Describes a route.
  public init(
    pattern: String,
    module: String,
    queryItems: [String: DeepLinkParameterKind] = [:],
    presentation: DeepLinkPresentation,
    requiresLogin: Bool,
    destinations: [String]
  ) {
    self.pattern = pattern
    self.module = module
    self.queryItems = queryItems
    self.presentation = presentation
    self.requiresLogin = requiresLogin
    self.destinations = destinations
  }

  /// The pattern with its query items, such as `catalog/search?q`.
  public var patternWithQuery: String {
    queryItems.isEmpty ? pattern : pattern + "?" + queryItems.keys.sorted().joined(separator: "&")
  }

  /// `orders/{orderId}/track  orders  push  login  [orders.detail(...), orders.tracking(...)]`.
  public var description: String {
    "\(patternWithQuery)  \(module)  \(presentation)  \(requiresLogin ? "login" : "public")  "
      + "[\(destinations.joined(separator: ", "))]"
  }
}

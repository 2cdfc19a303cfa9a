/// A link the router understood: what it shows, how, and whether it needs login.
public struct DeepLinkMatch: Hashable, Sendable, CustomStringConvertible {
  /// The URL as received.
  public let url: String
  /// The module whose destinations the link shows; its tab shows them.
  public let module: String
  /// The pattern of the route that matched, such as `orders/{orderId}`.
  public let pattern: String
  /// The destinations, bottom first.
  public let destinations: [AnyDestination]
  /// How the last destination is shown.
  public let presentation: Presentation

  /// Whether a destination the link shows needs a logged-in user (its ``AccessPolicy``): when
  /// `true`, opening the link waits for login.
  public var requiresLogin: Bool {
    destinations.contains { $0.access.requiresLogin }
  }

  /// `orders/{orderId} → [orders.detail(orderId: "A-1")] (push)`.
  public var description: String {
    "\(pattern) → [\(destinations.map(\.description).joined(separator: ", "))] (\(presentation))"
  }
}

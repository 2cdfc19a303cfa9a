/// A link the router understood: what it shows, how, and whether it needs login.
public struct DeepLinkMatch: Hashable, Sendable, CustomStringConvertible {
  /// The URL as received.
  public let url: String
  /// The module whose destinations the link shows; its tab shows them.
  public let module: String
  /// The pattern of the route that matched, such as `orders/{orderId}`.
  package let pattern: String
  /// The destinations, bottom first.
  ///
  /// - Complexity: O(*n*) in the number of destinations: the route's destinations are kept as
  ///   it built them and erased on each read, so read this once.
  public var destinations: [AnyDestination] {
    built.erased
  }
  /// How the last destination is shown.
  public let presentation: Presentation
  /// The destinations as the route built them.
  let built: BuiltDestinations
  /// Whether a destination the link shows needs a logged-in user (its ``AccessPolicy``).
  package var requiresLogin: Bool {
    built.requiresLogin
  }

  /// Creates a match; the router makes these.
  package init(
    url: String,
    module: String,
    pattern: String,
    destinations: [AnyDestination],
    presentation: Presentation
  ) {
    self.init(
      url: url, module: module, pattern: pattern, built: BuiltDestinations(destinations),
      presentation: presentation)
  }

  /// Creates the match of a route whose destinations are kept as it built them.
  init(
    url: String, module: String, pattern: String, built: BuiltDestinations,
    presentation: Presentation
  ) {
    self.url = url
    self.module = module
    self.pattern = pattern
    self.built = built
    self.presentation = presentation
  }

  /// `orders/{orderId} → [orders.detail(orderId: "A-1")] (push)`.
  public var description: String {
    "\(pattern) → [\(destinations.map(\.description).joined(separator: ", "))] (\(presentation))"
  }
}

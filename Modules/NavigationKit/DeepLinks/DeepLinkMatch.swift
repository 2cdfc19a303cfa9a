/// A link the router understood: what it shows, how, and whether it needs login.
public struct DeepLinkMatch: Hashable, Sendable, CustomStringConvertible {
  /// The URL as received.
  public let url: String
  /// The module whose destinations the link shows; its tab shows them.
  public var module: String {
    route.module
  }
  /// The pattern of the route that matched, such as `orders/{orderId}`: which of a feature's
  /// routes read the link, as its route tests assert and ``DeepLinkRouter/routes`` lists it.
  public var pattern: String {
    route.pattern
  }
  /// The destinations, bottom first.
  ///
  /// - Complexity: O(*n*) in the number of destinations: the route's destinations are kept as
  ///   it built them and erased on each read, so read this once.
  public var destinations: [AnyDestination] {
    built.erased
  }
  /// How the last destination is shown.
  public var presentation: Presentation {
    route.presentation
  }
  /// What every match of the route shares, held by one reference.
  let route: MatchedRoute
  /// The destinations as the route built them.
  let built: BuiltDestinations
  /// Whether a destination the link shows needs a logged-in user (its ``AccessPolicy``): when
  /// `true`, opening the link waits for login.
  public var requiresLogin: Bool {
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
      url: url,
      route: MatchedRoute(module: module, pattern: pattern, presentation: presentation),
      built: BuiltDestinations(destinations))
  }

  /// Creates the match of a route whose destinations are kept as it built them.
  init(url: String, route: MatchedRoute, built: BuiltDestinations) {
    self.url = url
    self.route = route
    self.built = built
  }

  /// Equal when they read the same URL, through routes of the same module, pattern and
  /// presentation, to equal destinations.
  public static func == (lhs: DeepLinkMatch, rhs: DeepLinkMatch) -> Bool {
    lhs.url == rhs.url && lhs.module == rhs.module && lhs.pattern == rhs.pattern
      && lhs.presentation == rhs.presentation && lhs.built == rhs.built
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(url)
    hasher.combine(module)
    hasher.combine(pattern)
    hasher.combine(presentation)
    hasher.combine(built)
  }

  /// `orders/{orderId} → [orders.detail(orderId: "A-1")] (push)`.
  public var description: String {
    "\(pattern) → [\(destinations.map(\.description).joined(separator: ", "))] (\(presentation))"
  }
}

/// What every match of one route shares: made once, when the router is built, so a match
/// holds one reference rather than copying (and later releasing) three values.
final class MatchedRoute: Sendable {
  let module: String
  let pattern: String
  let presentation: Presentation

  init(module: String, pattern: String, presentation: Presentation) {
    self.module = module
    self.pattern = pattern
    self.presentation = presentation
  }
}

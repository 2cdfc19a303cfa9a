/// A feature's deep links written by hand, for links a route table cannot express.
///
/// Most features declare ``DeepLinkRoute``s instead. A parser owns every link whose first
/// segment is its ``prefix``: the router's trie hands such links to it after one lookup, so a
/// parser never slows down the other routes, and a route under the same prefix is a conflict
/// at build time.
///
/// Whether a link needs login must come from what the parser matched, never from the link's
/// query or fragment.
public protocol DeepLinkParser<Destination>: Sendable {
  /// The type whose destinations the parser builds.
  associatedtype Destination: NavigationDestination

  /// The first path segment of every link the parser reads: a lowercase literal.
  var prefix: String { get }

  /// The links the parser reads, for ``DeepLinkRouter/routes``.
  var routes: [DeepLinkRouteInfo] { get }

  /// Reads a link whose first segment is ``prefix``.
  ///
  /// - Parameter link: The link, already accepted by the router's policy.
  /// - Returns: What to show, and whether it needs login.
  /// - Throws: ``DeepLinkRejection``, such as ``DeepLinkRejection/noRoute(path:)``, when the
  ///   link is not one the parser reads.
  func parse(_ link: DeepLink) throws(DeepLinkRejection) -> DeepLinkTarget<Destination>

  /// The path segments, starting with ``prefix``, of a link that shows `destination`, or
  /// `nil` when the parser has no link for it.
  func pathSegments(for destination: Destination) -> [String]?
}

/// What a hand-written ``DeepLinkParser`` found in a link.
public struct DeepLinkTarget<Destination: NavigationDestination>: Hashable, Sendable {
  /// The destinations to show, bottom first.
  public let destinations: [Destination]
  /// How the last destination is shown.
  public let presentation: DeepLinkPresentation

  /// Creates a target.
  public init(
    _ destinations: [Destination],
    presentation: DeepLinkPresentation = .push
  ) {
    self.destinations = destinations
    self.presentation = presentation
  }
}

/// Which URLs the app accepts as deep links, and how large they may be.
///
/// Accepted are the app's custom scheme, where the host is the first path segment
/// (`myapp://orders/A-1`), and `https` universal links to a host on the allowlist
/// (`https://myapp.example.com/orders/A-1`). Everything else is refused before any route is
/// looked at. The rules, in the order they are applied:
///
/// 1. A URL longer than `maximumLength` bytes (2,048 by default) is refused unread.
/// 2. Spaces, control characters and bytes outside ASCII are refused: a URL percent-encodes
///    them.
/// 3. The fragment (from `#`) is ignored.
/// 4. The scheme (case-insensitive) must be the custom scheme or `https`, followed by `//`.
///    User info (`user@`) and ports are refused.
/// 5. The host is lowercased. For `https` it must be on the allowlist exactly; for the custom
///    scheme it must be present and becomes the first segment.
/// 6. A path with more than `maximumSegments` segments (32 by default) is refused before any is decoded.
///    One trailing slash is ignored; an empty segment is refused.
/// 7. Each segment is percent-decoded after splitting, so an encoded `/` (`%2F`) stays inside
///    its segment. A `%` without two hex digits, or bytes that are not UTF-8, are refused. The
///    first segment is lowercased, ASCII letters only, so `myapp://ORDERS/A-1` and
///    `https://myapp.example.com/ORDERS/A-1` read alike; every later segment keeps its case and
///    is compared byte for byte, never by Unicode equivalence.
/// 8. Query items are read only when a route asks for them, each percent-decoded (`+` as a
///    space); unknown items are ignored.
public struct DeepLinkPolicy: Hashable, Sendable {
  /// Lowercased, as are the hosts.
  package let scheme: String
  package let universalLinkHosts: Set<String>
  package let maximumLength: Int
  /// The custom scheme's host counts as one.
  package let maximumSegments: Int

  /// Creates a policy. The scheme and the hosts are compared case-insensitively, the hosts
  /// exactly: `myapp.example.com.evil.com` never matches `myapp.example.com`.
  public init(
    scheme: String = "myapp",
    universalLinkHosts: Set<String> = [],
    maximumLength: Int = 2_048,
    maximumSegments: Int = 32
  ) {
    self.scheme = scheme.lowercased()
    self.universalLinkHosts = Set(universalLinkHosts.map { $0.lowercased() })
    self.maximumLength = maximumLength
    self.maximumSegments = maximumSegments
  }
}

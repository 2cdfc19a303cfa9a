/// Which URLs the app accepts as deep links, and how large they may be.
///
/// Accepted are the app's custom scheme, where the host is the first path segment
/// (`myapp://orders/A-1`), and `https` universal links to a host on the allowlist
/// (`https://myapp.example.com/orders/A-1`). Everything else is refused before any route is
/// looked at; see ``DeepLink/init(_:policy:)`` for every rule.
public struct DeepLinkPolicy: Hashable, Sendable {
  /// The app's custom scheme, lowercased, such as `myapp`.
  public let scheme: String
  /// The hosts whose `https` links are the app's universal links, lowercased.
  public let universalLinkHosts: Set<String>
  /// The longest URL read, in UTF-8 bytes; longer ones are refused unread.
  public let maximumLength: Int
  /// The most path segments read (the custom scheme's host counts as one).
  public let maximumSegments: Int

  /// Creates a policy.
  ///
  /// - Parameters:
  ///   - scheme: The app's custom scheme; compared case-insensitively.
  ///   - universalLinkHosts: The hosts of the app's universal links; compared
  ///     case-insensitively and exactly, so `myapp.example.com.evil.com` never matches
  ///     `myapp.example.com`.
  ///   - maximumLength: The longest URL read, in UTF-8 bytes; 2,048 by default.
  ///   - maximumSegments: The most path segments read; 32 by default.
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

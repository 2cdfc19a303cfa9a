/// What opening a deep link did.
public enum DeepLinkOutcome: Hashable, Sendable, CustomStringConvertible {
  /// The link's destinations are shown.
  case navigated(DeepLinkMatch)
  /// The link needs login: it waits (``AppNavigator/waitingForLogin``) and opens once the user
  /// logs in.
  case deferred(DeepLinkMatch)
  /// Navigation is locked, by a presented screen such as a form with unsaved input: the link
  /// waits (``AppNavigator/waitingForUnlock``) and opens when the lock is released.
  case deferredWhileLocked(DeepLinkMatch, lock: NavigationLock)
  /// The link shows nothing, for the reason given; nothing changed.
  case rejected(url: String, reason: DeepLinkRejection)

  /// The URL as received.
  public var url: String {
    switch self {
    case .navigated(let match), .deferred(let match), .deferredWhileLocked(let match, _): match.url
    case .rejected(let url, _): url
    }
  }

  /// `navigated`, `deferred` or `rejected`.
  public var name: String {
    switch self {
    case .navigated: "navigated"
    case .deferred, .deferredWhileLocked: "deferred"
    case .rejected: "rejected"
    }
  }

  /// A line such as `rejected "myapp://x": no route for "x"`.
  public var description: String {
    let url = UntrustedText.quoted(self.url)
    return switch self {
    case .navigated(let match): "navigated \(url): \(match)"
    case .deferred(let match): "deferred \(url) until login: \(match)"
    case .deferredWhileLocked(let match, let lock):
      "deferred \(url) while navigation is locked (\(lock)): \(match)"
    case .rejected(_, let reason): "rejected \(url): \(reason)"
    }
  }
}

/// What opening a deep link did.
public enum DeepLinkOutcome: Hashable, Sendable, CustomStringConvertible {
  /// The link's destinations are shown.
  case navigated(DeepLinkMatch)
  /// The link needs login: it is kept as the pending link and opens once the user logs in.
  case deferred(DeepLinkMatch)
  /// Navigation is locked, by a presented screen such as a form with unsaved input: the link
  /// is kept as the handler's ``DeepLinkHandler/lockedLink`` and applied when the lock is
  /// released.
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

  /// Why the link waits: `login required`, or `navigation locked: ` and the lock's reason;
  /// `nil` when it navigated or was rejected.
  public var deferralReason: String? {
    switch self {
    case .deferred: "login required"
    case .deferredWhileLocked(_, let lock): "navigation locked: \(lock)"
    case .navigated, .rejected: nil
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

/// Why a pending deep link, or another navigation waiting for login, was dropped unshown.
public enum DeepLinkDiscardReason: Hashable, Sendable, CustomStringConvertible {
  /// A newer link or navigation that needs login took its place.
  case replaced
  /// The user logged out.
  case loggedOut
  /// It waited longer than the gate's expiry.
  case expired
  /// The user cancelled signing in.
  case cancelled
  /// The stack it was for was dismissed before the user logged in.
  case stackGone

  /// `replaced by a newer link`, `logged out` or `expired`.
  public var description: String {
    switch self {
    case .replaced: "replaced by a newer link"
    case .loggedOut: "logged out"
    case .expired: "expired"
    case .cancelled: "sign-in cancelled"
    case .stackGone: "its stack is gone"
    }
  }
}

/// A link that needs login, kept until the user logs in.
public struct PendingDeepLink: Hashable, Sendable {
  /// What the link shows.
  public let match: DeepLinkMatch
  /// When it was deferred, on the handler's clock.
  public let deferredAt: ContinuousClock.Instant

  /// The URL as received.
  public var url: String { match.url }
}

public import NavigationKit

/// What became of a deep link, without its match: a value a test compares.
///
/// ```swift
/// #expect(try harness.open("myapp://orders/A-3").disposition == .waitingForUnlock(lock))
/// ```
public enum LinkDisposition: Hashable, Sendable {
  /// Its destinations are shown.
  case navigated
  /// It waits for login.
  case waitingForLogin
  /// It waits for this lock to be released.
  case waitingForUnlock(NavigationLock)
  /// It shows nothing, for this reason.
  case rejected(DeepLinkRejection)
}

extension DeepLinkOutcome {
  /// What became of the link, as a value a test compares.
  public var disposition: LinkDisposition {
    switch self {
    case .navigated: .navigated
    case .deferred: .waitingForLogin
    case .deferredWhileLocked(_, let lock): .waitingForUnlock(lock)
    case .rejected(_, let reason): .rejected(reason)
    }
  }
}

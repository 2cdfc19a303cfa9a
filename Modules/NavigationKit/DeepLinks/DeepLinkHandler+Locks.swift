extension DeepLinkHandler {
  /// The link deferred while navigation is locked, or `nil` when there is none or it has
  /// expired.
  ///
  /// It is applied once the lock is released (the app's navigator checks each time a change
  /// is over: never between the steps of a restore, a logout or a tab re-tap),
  /// as if it were opened then: if its route needs login and the user is logged out, it then
  /// waits for login. A newer link opened while locked replaces it, and the replaced one is
  /// reported as ``NavigationEvent/deepLinkDiscarded(url:reason:)``; like a link waiting for
  /// login, it is dropped once older than the gate's ``AccessGate/expiry``.
  public var lockedLink: PendingDeepLink? {
    guard let locked, !isExpired(locked) else { return nil }
    return locked
  }

  /// Applies the link deferred while navigation was locked, if there is one and nothing locks
  /// navigation now.
  ///
  /// - Returns: The link's outcome, or `nil` when no link waits or navigation is still locked.
  @discardableResult
  public func applyLockedLink() -> DeepLinkOutcome? {
    guard let waiting = locked, navigationLock() == nil else { return nil }
    locked = nil
    guard !isExpired(waiting) else {
      tabs.events.send(.deepLinkDiscarded(url: waiting.url, reason: .expired))
      return nil
    }
    let outcome = apply(waiting.match)
    tabs.events.send(.deepLinkOpened(outcome))
    return outcome
  }

  /// Keeps `match` as the one link waiting for the lock's release; an older one is dropped.
  func deferUntilUnlocked(_ match: DeepLinkMatch, lock: NavigationLock) -> DeepLinkOutcome {
    if let previous = locked {
      locked = nil
      tabs.events.send(
        .deepLinkDiscarded(url: previous.url, reason: isExpired(previous) ? .expired : .replaced))
    }
    locked = PendingDeepLink(match: match, deferredAt: tabs.access.now())
    return .deferredWhileLocked(match, lock: lock)
  }
}

extension DeepLinkHandler {
  fileprivate func isExpired(_ link: PendingDeepLink) -> Bool {
    tabs.access.now() - link.deferredAt > tabs.access.expiry
  }
}

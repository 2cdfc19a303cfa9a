/// The navigations an app keeps waiting, at most one for login and one for a lock's release,
/// each kept as the request it was until the front door runs it (``AppNavigator/run(_:)``),
/// drops it, or it expires. A navigator keeps what it defers here through its ``AccessGate``.
@MainActor
final class WaitingNavigations {
  /// What a navigation waits for.
  enum Kind { case login, unlock }

  /// How long a navigation is kept before it is dropped.
  let expiry: Duration
  let now: @MainActor () -> ContinuousClock.Instant
  private let events: NavigationEventBus
  /// What waits for login, and for a lock's release, expired or not: two places rather than a
  /// dictionary keyed by `Kind`, which would compile the dictionary's code once more for it.
  private var forLogin: Waiting?
  private var forUnlock: Waiting?

  /// What waits for `kind`, expired or not.
  private(set) subscript(kept kind: Kind) -> Waiting? {
    get { kind == .login ? forLogin : forUnlock }
    set { if kind == .login { forLogin = newValue } else { forUnlock = newValue } }
  }

  init(
    expiry: Duration, now: @escaping @MainActor () -> ContinuousClock.Instant,
    events: NavigationEventBus
  ) {
    self.expiry = expiry
    self.now = now
    self.events = events
  }

  /// The navigation waiting for `kind`, or `nil` when none waits or it has expired.
  func navigation(waitingFor kind: Kind) -> WaitingNavigation? {
    guard let waiting = self[kept: kind], !isExpired(waiting) else { return nil }
    return waiting.navigation
  }

  /// Keeps `target`, asked for on `origin`, waiting for login or, given one, for `lock`'s
  /// release. It replaces the one waiting for the same thing (reported as replaced), and is
  /// reported as deferred, except a link, which reports its own outcome.
  @discardableResult
  func keep(
    _ target: WaitingNavigation, lock: NavigationLock?, origin: Origin?
  ) -> WaitingNavigation {
    let kind: Kind = lock == nil ? .login : .unlock
    drop(kind, .replaced)
    self[kept: kind] = Waiting(navigation: target, since: now(), origin: origin)
    if target.deepLink == nil { events.send(.navigationDeferred(target, lock: lock)) }
    return target
  }

  /// Takes the navigation waiting for `kind` out to run it, or drops it if it expired.
  func take(_ kind: Kind) -> Waiting? {
    guard let taken = self[kept: kind], !isExpired(taken) else {
      drop(kind, .expired)
      return nil
    }
    self[kept: kind] = nil
    return taken
  }

  /// Drops the navigation waiting for `kind`, reporting why (or that it expired).
  func drop(_ kind: Kind, _ reason: WaitingNavigation.DiscardReason) {
    guard let dropped = self[kept: kind] else { return }
    self[kept: kind] = nil
    report(dropped, discarded: isExpired(dropped) ? .expired : reason)
  }

  func report(_ waiting: Waiting, discarded reason: WaitingNavigation.DiscardReason) {
    events.send(.navigationDiscarded(waiting.navigation, reason: reason))
  }

  private func isExpired(_ waiting: Waiting) -> Bool {
    now() - waiting.since > expiry
  }
}

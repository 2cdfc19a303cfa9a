/// The navigations an app keeps waiting — at most one for login and one for a lock's release —
/// each kept as the request it was, until the front door runs it, drops it, or it expires.
///
/// The front door owns it (``AppNavigator``): it keeps what its own operations defer, and
/// what a navigator defers reaches it through the ``AccessGate`` the navigator was made with.
/// Both kinds go through the same steps — kept (a newer one replaces the older, reported as
/// discarded), taken when they can run, dropped with a reason — and both run through the one
/// replay path, ``AppNavigator/run(_:)``.
@MainActor
final class WaitingNavigations {
  /// What a navigation waits for, of the two an app keeps one each of.
  enum Kind {
    /// Login.
    case login
    /// The release of a presented screen's lock.
    case unlock
  }

  /// How long a navigation is kept before it is dropped.
  let expiry: Duration
  /// The app's clock.
  let now: @MainActor () -> ContinuousClock.Instant
  private let events: NavigationEventBus
  private var forLogin: Waiting?
  private var forUnlock: Waiting?

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
    guard let waiting = self[kind], !isExpired(waiting) else { return nil }
    return waiting.navigation
  }

  /// When the navigation waiting for `kind` started waiting, or `nil` when none waits.
  func since(waitingFor kind: Kind) -> ContinuousClock.Instant? { self[kind]?.since }

  /// Whether a navigation waits for `kind`, expired or not.
  func isWaiting(for kind: Kind) -> Bool { self[kind] != nil }

  /// Keeps `target`, asked for on `origin`, waiting for login or, given one, for `lock`'s
  /// release: it replaces the navigation
  /// waiting for the same thing (reported as replaced), and is reported as deferred — except a
  /// link, which reports its own outcome.
  ///
  /// - Returns: The navigation now waiting.
  @discardableResult
  func keep(
    _ target: WaitingNavigation, lock: NavigationLock?, origin: Origin?
  ) -> WaitingNavigation {
    let kind: Kind = lock == nil ? .login : .unlock
    drop(kind, .replaced)
    self[kind] = Waiting(navigation: target, lock: lock, since: now(), origin: origin)
    if target.deepLink == nil {
      events.send(.navigationDeferred(target, lock: lock))
    }
    return target
  }

  /// Takes the navigation waiting for `kind` out, to run it; `nil` when none waits. One that
  /// expired is dropped and reported instead.
  func take(_ kind: Kind) -> Waiting? {
    guard let waiting = self[kind] else { return nil }
    self[kind] = nil
    guard !isExpired(waiting) else {
      report(waiting, discarded: .expired)
      return nil
    }
    return waiting
  }

  /// Drops the navigation waiting for `kind`, reporting why (or that it expired).
  func drop(_ kind: Kind, _ reason: WaitingNavigation.DiscardReason) {
    guard let waiting = self[kind] else { return }
    self[kind] = nil
    report(waiting, discarded: isExpired(waiting) ? .expired : reason)
  }

  /// Reports a waiting navigation, a link or any other, dropped for `reason`.
  func report(_ waiting: Waiting, discarded reason: WaitingNavigation.DiscardReason) {
    events.send(.navigationDiscarded(waiting.navigation, reason: reason))
  }

  private func isExpired(_ waiting: Waiting) -> Bool {
    now() - waiting.since > expiry
  }

  private subscript(kind: Kind) -> Waiting? {
    get {
      switch kind {
      case .login: forLogin
      case .unlock: forUnlock
      }
    }
    set {
      switch kind {
      case .login: forLogin = newValue
      case .unlock: forUnlock = newValue
      }
    }
  }
}

public import Observation

/// The one place that decides whether a destination may be shown: whether the user is logged
/// in, and the one navigation waiting for login.
///
/// Every way in goes through it — a deep link, a screen's push or presentation, an intent, a
/// path set by `NavigationStack`, a restored state file — so nothing gated by
/// ``AccessPolicy/requiresLogin`` is ever on screen while logged out:
///
/// - A destination whose values are not of their kinds is refused, whoever asks.
/// - A gated destination asked for while logged out is deferred: it becomes the one
///   ``pendingNavigation`` (a newer one replaces it), shown exactly once when the user logs in,
///   and dropped on logout, on ``discardPendingNavigation()`` (the sign-in screen's cancel) or
///   once it is older than ``expiry``.
/// - Logging out takes every gated destination off every stack and presentation, with
///   everything above it, each change reported as usual.
///
/// A ``TabNavigator`` makes the gate its navigators share: reach it as
/// ``TabNavigator/access`` or ``AppNavigator/access``.
@Observable
@MainActor
public final class AccessGate {
  /// Whether the user is logged in.
  public private(set) var isLoggedIn: Bool
  /// How long a deferred navigation waits for login before it is dropped.
  @ObservationIgnored public let expiry: Duration
  @ObservationIgnored let now: @MainActor () -> ContinuousClock.Instant
  @ObservationIgnored var events: NavigationEventBus?
  /// Takes gated destinations off screen after logout; the tab container sets it.
  @ObservationIgnored var removeGatedDestinations: (@MainActor () -> Void)?
  private var pending: PendingNavigation?

  /// Creates a gate.
  ///
  /// - Parameters:
  ///   - isLoggedIn: Whether the user starts logged in.
  ///   - expiry: How long a deferred navigation waits for login; 10 minutes by default.
  ///   - now: The clock; tests pass their own.
  public init(
    isLoggedIn: Bool = false,
    expiry: Duration = .seconds(600),
    now: @escaping @MainActor () -> ContinuousClock.Instant = { ContinuousClock.now }
  ) {
    self.isLoggedIn = isLoggedIn
    self.expiry = expiry
    self.now = now
  }

  /// The navigation waiting for login, or `nil` when there is none or it has expired.
  public var pendingNavigation: PendingNavigation? {
    guard let pending, !isExpired(pending) else { return nil }
    return pending
  }

  /// What the gate says to showing `destination` now.
  ///
  /// - Parameter destination: The destination about to be shown.
  /// - Returns: ``AccessDecision/allowed``, a refusal for a value not of its kind, or
  ///   ``AccessDecision/needsLogin(_:)`` while logged out.
  public func decision(for destination: AnyDestination) -> AccessDecision {
    let policy = destination.access
    if let invalid = policy.invalidValue { return .refused(destination, invalid: invalid) }
    return policy.requiresLogin && !isLoggedIn ? .needsLogin(destination) : .allowed
  }

  /// What the gate says to showing `destinations` now: the first refusal, else the first
  /// destination that waits for login, else ``AccessDecision/allowed``.
  ///
  /// - Parameter destinations: The destinations about to be shown.
  public func decision(for destinations: [AnyDestination]) -> AccessDecision {
    var needsLogin: AnyDestination?
    for destination in destinations {
      let policy = destination.access
      if let invalid = policy.invalidValue {
        return .refused(destination, invalid: invalid)
      }
      if policy.requiresLogin && !isLoggedIn && needsLogin == nil {
        needsLogin = destination
      }
    }
    return needsLogin.map(AccessDecision.needsLogin) ?? .allowed
  }

  /// Makes `target` the navigation waiting for login, replacing any other, and reports it.
  ///
  /// - Parameters:
  ///   - target: What to show after login.
  ///   - replay: Shows it, returning whether it could (the stack it was for may be gone);
  ///     called at most once.
  func deferUntilLogin(
    _ target: PendingNavigation.Target, replay: @escaping @MainActor @Sendable () -> Bool
  ) {
    discard(.replaced)
    pending = PendingNavigation(target: target, deferredAt: now(), replay: replay)
    if case .deepLink = target { return }  // reported as the link's own outcome
    events?.send(.navigationDeferred(target))
  }

  /// Logs the user in and shows the pending navigation, if one is waiting and has not expired.
  ///
  /// - Returns: What was shown, or `nil` when nothing was waiting.
  @discardableResult
  public func logIn() -> PendingNavigation.Target? {
    isLoggedIn = true
    guard let pending else { return nil }
    self.pending = nil
    guard !isExpired(pending) else {
      report(pending.target, discarded: .expired)
      return nil
    }
    guard pending.replay() else {
      report(pending.target, discarded: .stackGone)
      return nil
    }
    return pending.target
  }

  /// Logs the user out: drops the pending navigation and takes every gated destination off
  /// every stack and presentation, with everything above it.
  public func logOut() {
    isLoggedIn = false
    discard(.loggedOut)
    removeGatedDestinations?()
  }

  /// Drops the pending navigation, as the sign-in screen's cancel does; nothing else changes.
  public func discardPendingNavigation() {
    discard(.cancelled)
  }

  private func discard(_ reason: DeepLinkDiscardReason) {
    guard let pending else { return }
    self.pending = nil
    report(pending.target, discarded: isExpired(pending) ? .expired : reason)
  }

  private func report(_ target: PendingNavigation.Target, discarded reason: DeepLinkDiscardReason) {
    if case .deepLink(let match) = target {
      events?.send(.deepLinkDiscarded(url: match.url, reason: reason))
    } else {
      events?.send(.navigationDiscarded(target, reason: reason))
    }
  }

  private func isExpired(_ pending: PendingNavigation) -> Bool {
    now() - pending.deferredAt > expiry
  }
}

import Observation

/// The one access check, handed to every navigator of an app when it is made: whether the user
/// is logged in, and the navigation waiting for login.
///
/// Every way in asks it once — a link and a restore through the app's front door, a push,
/// presentation or path through the navigator that shows it — so nothing gated by
/// ``AccessPolicy/requiresLogin`` is ever on screen while logged out. What needs login while
/// logged out becomes the one navigation waiting for login, as a value: the front door runs it
/// at login.
@Observable
@MainActor
final class AccessGate {
  /// Whether the user is logged in; only the front door changes it.
  var isLoggedIn: Bool
  /// How long a waiting navigation is kept before it is dropped.
  @ObservationIgnored let expiry: Duration
  @ObservationIgnored let now: @MainActor () -> ContinuousClock.Instant
  @ObservationIgnored let events: NavigationEventBus
  /// The navigation waiting for login, expired or not.
  private(set) var waiting: Waiting?

  init(
    isLoggedIn: Bool, expiry: Duration, now: @escaping @MainActor () -> ContinuousClock.Instant,
    events: NavigationEventBus
  ) {
    self.isLoggedIn = isLoggedIn
    self.expiry = expiry
    self.now = now
    self.events = events
  }

  /// What the gate says to showing `destination` now.
  func decision(for destination: AnyDestination) -> AccessDecision {
    let policy = destination.access
    if let invalid = policy.invalidValue { return .refused(destination, invalid: invalid) }
    return policy.requiresLogin && !isLoggedIn ? .needsLogin(destination) : .allowed
  }

  /// What the gate says to showing `destinations` now: the first refusal, else the first
  /// destination that waits for login, else ``AccessDecision/allowed``.
  func decision(for destinations: [AnyDestination]) -> AccessDecision {
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

  /// Makes `target`, asked for on `origin`, the navigation waiting for login, replacing any
  /// other, and reports it; a link reports its own outcome.
  func waitForLogin(
    _ target: WaitingNavigation.Target, origin: Origin? = nil, intent: SentIntent? = nil
  ) {
    discard(.replaced)
    let waiting = Waiting(target, reason: .login, since: now(), origin: origin, intent: intent)
    self.waiting = waiting
    if waiting.navigation.deepLink == nil {
      events.send(.navigationDeferred(waiting.navigation))
    }
  }

  /// The navigation waiting for login, taken out of the gate; `nil` when there is none. One
  /// that expired is dropped and reported instead.
  func takeWaiting() -> Waiting? {
    guard let waiting else { return nil }
    self.waiting = nil
    guard !isExpired(waiting) else {
      report(waiting, discarded: .expired)
      return nil
    }
    return waiting
  }

  /// Drops the navigation waiting for login, reporting why (or that it expired).
  func discard(_ reason: WaitingNavigation.DiscardReason) {
    guard let waiting else { return }
    self.waiting = nil
    report(waiting, discarded: isExpired(waiting) ? .expired : reason)
  }

  /// Reports a waiting navigation dropped for `reason`: a link as the link's, anything else
  /// as a navigation's.
  func report(_ waiting: Waiting, discarded reason: WaitingNavigation.DiscardReason) {
    if let match = waiting.navigation.deepLink {
      events.send(.deepLinkDiscarded(url: match.url, reason: reason))
    } else {
      events.send(.navigationDiscarded(waiting.navigation, reason: reason))
    }
  }

  /// Whether `waiting` has waited longer than ``expiry``.
  func isExpired(_ waiting: Waiting) -> Bool {
    now() - waiting.navigation.since > expiry
  }
}

/// What the access check says to showing one or more destinations now.
enum AccessDecision: Hashable, Sendable {
  /// Every destination may be shown.
  case allowed
  /// A destination carries a value that is not of its kind: it is never shown.
  case refused(AnyDestination, invalid: CheckedValue)
  /// A destination needs login and the user is logged out: it waits for login.
  case needsLogin(AnyDestination)
}

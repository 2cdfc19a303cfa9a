import Observation

/// The one access check, handed to every navigator of an app when it is made: whether the user
/// is logged in, and where a navigation turned away for login waits.
///
/// Every way in asks it once (a link and a restore through the front door, a push,
/// presentation or path through the navigator that shows it), so nothing gated by
/// ``AccessPolicy/requiresLogin`` is ever on screen while logged out.
@Observable
@MainActor
final class AccessGate {
  /// Whether the user is logged in; only the front door changes it.
  var isLoggedIn: Bool
  /// Where what waits for login is kept.
  @ObservationIgnored let waiting: WaitingNavigations

  init(isLoggedIn: Bool, waiting: WaitingNavigations) {
    self.isLoggedIn = isLoggedIn
    self.waiting = waiting
  }

  func decision(for destination: AnyDestination) -> AccessDecision {
    let policy = destination.access
    if let invalid = policy.invalidValue { return .refused(destination, invalid: invalid) }
    return policy.requiresLogin && !isLoggedIn ? .needsLogin(destination) : .allowed
  }

  /// The first refusal of `destinations`, else the first that waits for login, else
  /// ``AccessDecision/allowed``.
  func decision(for destinations: [AnyDestination]) -> AccessDecision {
    var first = AccessDecision.allowed
    for destination in destinations {
      let decision = decision(for: destination)
      if case .refused = decision { return decision }
      if first == .allowed { first = decision }
    }
    return first
  }

  /// Keeps `target`, asked for on `origin`, waiting for login.
  func waitForLogin(_ target: WaitingNavigation, origin: Origin? = nil) -> WaitingNavigation {
    waiting.keep(target, lock: nil, origin: origin)
  }
}

/// What the access check says to showing one or more destinations now.
/// Indirect, so that a copy is one reference: less code wherever one is copied.
indirect enum AccessDecision: Hashable, Sendable {
  /// Every destination may be shown.
  case allowed
  /// A destination carries a value that is not of its kind: it is never shown.
  case refused(AnyDestination, invalid: CheckedValue)
  /// A destination needs login and the user is logged out: it waits for login.
  case needsLogin(AnyDestination)
}

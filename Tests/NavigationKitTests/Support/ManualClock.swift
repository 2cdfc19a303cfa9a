@testable import NavigationKit

/// A clock that moves only when a test moves it, for an app's waiting expiry.
@MainActor
final class ManualClock {
  var now: ContinuousClock.Instant = .now

  /// Moves the clock forward by `duration`.
  func advance(by duration: Duration) {
    now += duration
  }

  /// `target` waiting for login, or given one for `lock`'s release, since now, as the app
  /// reports it.
  func waiting(
    _ target: WaitingNavigation.Target, lock: NavigationLock? = nil
  ) -> WaitingNavigation {
    WaitingNavigation(target: target, lock: lock, since: now)
  }
}

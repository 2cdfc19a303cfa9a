@testable import NavigationKit

/// A clock that moves only when a test moves it, for an app's waiting expiry.
@MainActor
final class ManualClock {
  var now: ContinuousClock.Instant = .now

  /// Moves the clock forward by `duration`.
  func advance(by duration: Duration) {
    now += duration
  }

}

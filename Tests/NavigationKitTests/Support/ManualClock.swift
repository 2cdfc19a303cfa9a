/// A clock that moves only when a test moves it, for a ``DeepLinkHandler``'s expiry.
@MainActor
final class ManualClock {
  var now: ContinuousClock.Instant = .now

  /// Moves the clock forward by `duration`.
  func advance(by duration: Duration) {
    now += duration
  }
}

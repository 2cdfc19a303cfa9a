import AppComposition
import FeatureOrders
import NavigationKit
import Testing

/// How long a link waiting for login lasts, in the app's composition. The exact boundary (a
/// link exactly at its expiry still opens, a nanosecond later it is dropped) needs a clock a
/// test moves by hand, which only the library's own tests have:
/// `NavigationKitTests.DeepLinkLoginTests.aLinkExactlyAtTheExpiryStillReplays` and
/// `anExpiredLinkIsDroppedAndLogInNavigatesNothing`.
@MainActor
@Suite(.needsValidComposition) struct DeepLinkExpiryTests {
  static let trackA1 = "myapp://orders/A-1/track"

  /// The app's composition, tabs and routes again, with a waiting navigation expiring after
  /// `expiry`.
  private func makeApp(waitingExpiry expiry: Duration) throws -> AppNavigator {
    try AppNavigator(
      features: AppComposition.features.map { $0.module() },
      tabs: AppComposition.features.map(\.tab), deepLinkPolicy: AppComposition.deepLinkPolicy,
      isLoggedIn: false, waitingExpiry: expiry)
  }

  @Test func pendingLinkStillOpensWithinItsExpiry() throws {
    let app = try makeApp(waitingExpiry: .seconds(600))
    let log = EventLog(app.events)
    app.open(.link(Self.trackA1))

    #expect(app.waitingForLogin?.deepLink?.url == Self.trackA1)
    #expect(app.logIn()?.deepLink?.url == Self.trackA1)
    #expect(log.openedLinks.map(\.name) == ["deferred", "navigated"])
    #expect(
      app.tabs.selectedNavigator.path.last == OrdersDestination.tracking(orderId: "A-1").erased)
  }

  @Test func pendingLinkPastItsExpiryIsDroppedAtLogIn() async throws {
    let app = try makeApp(waitingExpiry: .milliseconds(1))
    let log = EventLog(app.events)
    let link = app.open(.link(Self.trackA1))
    try await Task.sleep(for: .milliseconds(20))

    #expect(app.waitingForLogin == nil)
    #expect(app.logIn() == nil)
    #expect(app.tabs.selectedNavigator.path.isEmpty)
    #expect(log.events.last == .linkDiscarded(link, reason: .expired))
  }
}

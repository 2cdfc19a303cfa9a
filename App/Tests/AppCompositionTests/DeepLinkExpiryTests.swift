import AppComposition
import FeatureOrders
import NavigationKit
import Testing

/// A clock the test moves by hand.
@MainActor
private final class ManualClock {
  var now = ContinuousClock.now
}

@MainActor
@Suite(.needsValidComposition) struct DeepLinkExpiryTests {
  static let trackA1 = "myapp://orders/A-1/track"

  private let clock: ManualClock
  /// The app's composition, tabs and routes again, on the manual clock.
  private let app: AppNavigator

  init() throws {
    let clock = ManualClock()
    let composed = try AppComposition.makeNavigator()
    self.clock = clock
    app = try AppNavigator(
      composition: composed.composition, router: composed.router, tabs: composed.tabs.tabs,
      isLoggedIn: false, waitingExpiry: .seconds(600), now: { clock.now })
  }

  @Test func pendingLinkStillOpensAtItsExpiry() throws {
    let log = EventLog(app.events)
    app.open(Self.trackA1)
    clock.now += .seconds(600)

    #expect(app.waitingForLogin?.deepLink?.url == Self.trackA1)
    #expect(app.logIn()?.deepLink?.url == Self.trackA1)
    #expect(log.openedLinks.map(\.name) == ["deferred", "navigated"])
    #expect(
      app.tabs.selectedNavigator.path.last == OrdersDestination.tracking(orderId: "A-1").erased)
  }

  @Test func pendingLinkPastItsExpiryIsDroppedAtLogIn() throws {
    let log = EventLog(app.events)
    app.open(Self.trackA1)
    clock.now += .seconds(601)

    #expect(app.waitingForLogin == nil)
    #expect(app.logIn() == nil)
    #expect(app.tabs.selectedNavigator.path.isEmpty)
    #expect(log.events.last == .deepLinkDiscarded(url: Self.trackA1, reason: .expired))
  }
}

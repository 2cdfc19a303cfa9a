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
@Suite struct DeepLinkExpiryTests {
  private let app: AppNavigator
  private let clock = ManualClock()
  private let handler: DeepLinkHandler

  init() throws {
    app = try AppComposition.makeNavigator()
    handler = DeepLinkHandler(
      router: app.deepLinks.router, tabs: app.tabs, expiry: .seconds(600),
      now: { [clock] in clock.now })
  }

  @Test func pendingLinkStillOpensAtItsExpiry() throws {
    handler.open("myapp://orders/A-1/track")
    clock.now += .seconds(600)

    #expect(handler.pendingLink?.url == "myapp://orders/A-1/track")
    #expect(handler.logIn()?.name == "navigated")
    #expect(
      app.tabs.selectedNavigator.path.last == OrdersDestination.tracking(orderId: "A-1").erased)
  }

  @Test func pendingLinkPastItsExpiryIsDroppedAtLogIn() throws {
    let log = EventLog(app.tabs.events)
    handler.open("myapp://orders/A-1/track")
    clock.now += .seconds(601)

    #expect(handler.pendingLink == nil)
    #expect(handler.logIn() == nil)
    #expect(app.tabs.selectedNavigator.path.isEmpty)
    #expect(
      log.events.last == .deepLinkDiscarded(url: "myapp://orders/A-1/track", reason: .expired))
  }
}

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
  /// The app's tabs again, with a gate on the manual clock.
  private let tabs: TabNavigator

  init() throws {
    app = try AppComposition.makeNavigator()
    tabs = try TabNavigator(
      tabs: app.tabs.tabs,
      access: AccessGate(expiry: .seconds(600), now: { [clock] in clock.now }))
    handler = DeepLinkHandler(router: app.deepLinks.router, tabs: tabs)
  }

  @Test func pendingLinkStillOpensAtItsExpiry() throws {
    handler.open("myapp://orders/A-1/track")
    clock.now += .seconds(600)

    #expect(handler.pendingLink?.url == "myapp://orders/A-1/track")
    #expect(handler.logIn()?.name == "navigated")
    #expect(
      tabs.selectedNavigator.path.last == OrdersDestination.tracking(orderId: "A-1").erased)
  }

  @Test func pendingLinkPastItsExpiryIsDroppedAtLogIn() throws {
    let log = EventLog(tabs.events)
    handler.open("myapp://orders/A-1/track")
    clock.now += .seconds(601)

    #expect(handler.pendingLink == nil)
    #expect(handler.logIn() == nil)
    #expect(tabs.selectedNavigator.path.isEmpty)
    #expect(
      log.events.last == .deepLinkDiscarded(url: "myapp://orders/A-1/track", reason: .expired))
  }
}

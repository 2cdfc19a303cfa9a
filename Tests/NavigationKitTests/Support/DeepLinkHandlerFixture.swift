import NavigationKit

/// A deep-link handler over the test routes and the two tabs of ``makeTabs(selected:intents:)``
/// ("beta" also owns the legacy module), with a recorder on the tabs' bus and a manual clock.
@MainActor
struct DeepLinkHandlerFixture {
  let handler: DeepLinkHandler
  let tabs: TabNavigator
  let recorder: EventRecorder
  let clock: ManualClock

  init(isLoggedIn: Bool = false, expiry: Duration = .seconds(600)) throws {
    let clock = ManualClock()
    let tabs = try TabNavigator(
      tabs: [
        NavigationTab("alpha", root: AlphaDestination.list),
        NavigationTab("beta", root: BetaDestination.home, owning: ["legacy"]),
      ],
      access: AccessGate(isLoggedIn: isLoggedIn, expiry: expiry, now: { clock.now }))
    self.tabs = tabs
    self.clock = clock
    recorder = EventRecorder(tabs.events)
    handler = DeepLinkHandler(router: try TestDeepLinkRoutes.makeRouter(), tabs: tabs)
  }

  /// The alpha tab's navigator.
  var alpha: Navigator { tabs.navigators[0] }
  /// The beta tab's navigator.
  var beta: Navigator { tabs.navigators[1] }

  /// Each tab's path, in tab order.
  var paths: [[AnyDestination]] { tabs.navigators.map(\.path) }
}

import NavigationKit

/// An app over the test routes and two tabs, "alpha" and "beta", with a recorder on its bus and
/// a manual clock.
@MainActor
struct DeepLinkAppFixture {
  let app: AppNavigator
  let recorder: EventRecorder
  let clock: ManualClock

  init(isLoggedIn: Bool = false, expiry: Duration = .seconds(600)) throws {
    let clock = ManualClock()
    app = try AppNavigator(
      router: try TestDeepLinkRoutes.makeRouter(),
      tabs: [
        NavigationTab("alpha", root: AlphaDestination.list),
        NavigationTab("beta", root: BetaDestination.home),
      ],
      isLoggedIn: isLoggedIn, waitingExpiry: expiry, now: { clock.now })
    self.clock = clock
    recorder = EventRecorder(app.events)
  }

  /// The alpha tab's navigator.
  var alpha: Navigator { app.tabs.navigators[0] }
  /// The beta tab's navigator.
  var beta: Navigator { app.tabs.navigators[1] }

  /// Each tab's path, in tab order.
  var paths: [[AnyDestination]] { app.tabs.navigators.map(\.path) }
}

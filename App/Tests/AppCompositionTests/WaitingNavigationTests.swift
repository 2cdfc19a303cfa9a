import AppComposition
import FeatureOrders
import NavigationKit
import Testing

/// What waits for login or for a lock is the request it was, run through the front door when it
/// can: on the stack it was asked on, rebuilt as it was then, or dropped when that stack is gone.
@MainActor
@Suite(.needsValidComposition) struct WaitingNavigationTests {
  let app: AppNavigator
  let events: EventLog

  init() throws {
    app = try AppComposition.makeNavigator()
    events = EventLog(app.events)
  }

  private var orders: Navigator { app.tabs.navigators[0] }

  /// Performs the visible screen's action titled `title`, as a user's tap does.
  private func tap(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let action = try #require(
      app.visibleScreen.actions.first { $0.title == title }, sourceLocation: sourceLocation)
    app.perform(action.navigation)
  }

  @Test func aWaitingPushRunsOnItsStackAsItWasThenWithTheDialogOverItDismissed() throws {
    try tap("Open order A-1")
    try tap("Track shipment")
    let waiting = try #require(app.waitingForLogin)
    #expect(
      waiting
        == .push([OrdersDestination.tracking(orderId: "A-1").erased], scope: .tab("orders")))
    #expect(app.waitingForUnlock == nil)
    app.perform(.pop)
    try tap("Open order A-3")
    try tap("Cancel order")
    #expect(orders.confirmationDialog != nil)

    let ran = app.logIn()

    #expect(ran == waiting)
    #expect(orders.confirmationDialog == nil)
    #expect(
      orders.path == [
        OrdersDestination.detail(orderId: "A-1").erased,
        OrdersDestination.tracking(orderId: "A-1").erased,
      ])
    #expect(app.waitingForLogin == nil)
  }

  @Test func aWaitingPushSelectsTheTabItWasAskedOn() throws {
    try tap("Open order A-1")
    try tap("Track shipment")
    #expect(app.select("catalog"))

    app.logIn()

    #expect(app.tabs.selectedTab == "orders")
    #expect(app.tabs.visibleNavigator.current == OrdersDestination.tracking(orderId: "A-1").erased)
  }

  @Test func aWaitingPushIsDroppedWhenTheSheetItWasAskedInIsGone() throws {
    app.perform(.present(OrdersDestination.detail(orderId: "A-1").erased, style: .sheet))
    app.perform(.push(OrdersDestination.tracking(orderId: "A-1")))
    let waiting = try #require(app.waitingForLogin)
    #expect(
      waiting
        == .push([OrdersDestination.tracking(orderId: "A-1").erased], scope: .tab("orders", .sheet))
    )
    app.perform(.dismiss)
    _ = events.drain()

    app.logIn()

    #expect(events.drain() == [.navigationDiscarded(waiting, reason: .stackGone)])
    #expect(orders.path == [])
    #expect(orders.presentation == nil)
  }

  @Test func logOutDropsTheLinkALockHolds() throws {
    app.logIn()
    try tap("Open order A-1")
    try tap("Track shipment")
    try tap("Report a problem")
    let outcome = app.open(.link("myapp://catalog/product/P-100"))
    guard case .deferredWhileLocked = outcome else {
      Issue.record("expected the link to wait for the lock, got \(outcome)")
      return
    }
    #expect(app.waitingForUnlock == outcome.waitingTarget)
    _ = events.drain()

    app.logOut()

    #expect(app.waitingForUnlock == nil)
    #expect(
      events.drain().contains(
        .linkDiscarded(outcome, reason: .loggedOut)))
    app.logIn()
    #expect(app.tabs.navigator(for: "catalog")?.path == [])
  }
}

extension DeepLinkOutcome {
  /// What waits for this outcome's link, when it waits.
  fileprivate var waitingTarget: WaitingNavigation? {
    switch self {
    case .deferred(let match), .deferredWhileLocked(let match, _): .deepLink(match)
    case .navigated, .rejected: nil
    }
  }
}

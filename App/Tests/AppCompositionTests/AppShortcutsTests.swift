import AppComposition
import FeatureOrders
import NavigationKit
import Testing

/// The Open Order shortcut's logic, which the App Intent only hands its parameter to.
@MainActor
@Suite(.serialized) struct AppShortcutsTests {
  @Test func openOrderIsTheOrdersDetailAsAShortcut() throws {
    #expect(
      try AppShortcuts.openOrder(id: "A-1")
        == .shortcut("open-order", showing: OrdersDestination.detail(orderId: "A-1")))
  }

  @Test(arguments: [
    "", "../A-1", "A-1/track", "A 1", "A-1%2Ftrack", String(repeating: "A", count: 65),
  ])
  func aHostileOrderIdIsRefusedWithAReason(id: String) {
    #expect(throws: ShortcutError.invalidParameter("order id", value: id)) {
      try AppShortcuts.openOrder(id: id)
    }
  }

  @Test func anIntentFindsTheAppThroughTheScenesSetAtLaunch() throws {
    AppShortcuts.scenes = nil
    #expect(throws: ShortcutError.appNotRunning) {
      try AppShortcuts.open(try AppShortcuts.openOrder(id: "A-1"))
    }

    let scenes = try AppComposition.makeScenes()
    AppShortcuts.scenes = scenes
    defer { AppShortcuts.scenes = nil }
    #expect(try AppShortcuts.open(try AppShortcuts.openOrder(id: "A-1")) == nil)

    let window = scenes.navigator(for: "window")

    #expect(
      window.tabs.navigator(for: "orders")?.path == [
        OrdersDestination.detail(orderId: "A-1").erased
      ])
    #expect(
      try AppShortcuts.open(try AppShortcuts.openOrder(id: "A-2"))?.url == "myapp://orders/A-2")
  }

  @Test func aGatedOrderScreenWaitsForLoginLikeItsLink() throws {
    let app = try AppComposition.makeNavigator()
    let entry = NavigationEntry.shortcut(
      "track-order", showing: OrdersDestination.tracking(orderId: "A-1"))

    #expect(app.open(entry) == app.open(.link("myapp://orders/A-1/track")))
    #expect(app.waitingForLogin?.deepLink?.url == "myapp://orders/A-1/track")
  }

  @Test func aUniversalLinkActivityOpensLikeTheLink() throws {
    let viaActivity = try AppComposition.makeNavigator()
    let viaLink = try AppComposition.makeNavigator()
    let url = "https://myapp.example.com/orders/A-1"

    #expect(viaActivity.open(.webBrowsing(webpageURL: url)) == viaLink.open(.link(url)))
    #expect(viaActivity.snapshot == viaLink.snapshot)
  }

  @Test func theFrontDoorRejectionOfAShortcutIsThrown() throws {
    let scenes = try AppComposition.makeScenes()
    AppShortcuts.scenes = scenes
    defer { AppShortcuts.scenes = nil }
    scenes.navigator(for: .main)

    let form = OrdersDestination.reportProblem(orderId: "A-1")

    #expect(throws: ShortcutError.rejected(.noLink(destination: form.erased.description))) {
      try AppShortcuts.open(.shortcut("report", showing: form))
    }
  }
}

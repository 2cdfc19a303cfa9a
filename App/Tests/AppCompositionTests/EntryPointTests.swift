import AppComposition
import FeatureCatalog
import FeatureOrders
import NavigationKit
import Testing

/// The sample app's notification, Handoff activity, Spotlight item and widget link, each
/// opened as its link would be.
@MainActor
@Suite struct EntryPointTests {
  private static let shipped = NavigationEntry.notification(
    category: "order-shipped", payload: ["orderId": "A-1", "carrier": "UPS"])
  private static let shippedTrack = [
    OrdersDestination.detail(orderId: "A-1").erased,
    OrdersDestination.tracking(orderId: "A-1").erased,
  ]

  @Test func aShippedOrdersNotificationOnAColdStartWaitsForLoginThenShowsTheOrderBeneathTracking()
    throws
  {
    let scenes = try AppComposition.makeScenes()

    #expect(scenes.open(Self.shipped) == nil)
    let window = scenes.navigator(for: "window")
    #expect(window.waitingForLogin?.deepLink?.url == "myapp://orders/A-1/track")
    #expect(window.tabs.navigator(for: "orders")?.path == [])

    window.logIn()

    #expect(window.tabs.selectedTab == "orders")
    #expect(window.tabs.navigator(for: "orders")?.path == Self.shippedTrack)
  }

  @Test func aShippedOrdersNotificationReplacesTheOrdersStackAndSelectsItsTab() throws {
    let app = try AppComposition.makeNavigator(isLoggedIn: true)
    app.open(.link("myapp://catalog/product/P-1"))

    let outcome = app.open(Self.shipped)

    #expect(outcome.name == "navigated")
    #expect(app.tabs.selectedTab == "orders")
    #expect(app.tabs.navigator(for: "orders")?.path == Self.shippedTrack)
  }

  @Test func anOrderContinuedByHandoffShowsTheOrder() throws {
    let app = try AppComposition.makeNavigator()

    app.open(.activity(type: OrdersDestination.handoffActivityType, userInfo: ["orderId": "A-2"]))

    #expect(
      app.tabs.navigator(for: "orders")?.path == [OrdersDestination.detail(orderId: "A-2").erased])
  }

  @Test func aProductFoundInSpotlightShowsTheProductInTheCatalogTab() throws {
    let app = try AppComposition.makeNavigator()

    let outcome = app.open(
      .activity(
        type: "com.apple.corespotlightitem",
        userInfo: ["kCSSearchableItemActivityIdentifier": "product-P-1"]))

    #expect(outcome.url == "myapp://catalog/product/P-1")
    #expect(app.tabs.selectedTab == "catalog")
    #expect(
      app.tabs.navigator(for: "catalog")?.path == [
        CatalogDestination.productDetail(productId: "P-1").erased
      ])
  }

  @Test func aWidgetsLinkShowsItsOrder() throws {
    let app = try AppComposition.makeNavigator()

    #expect(app.open(.widget("myapp://orders/A-3")).name == "navigated")
    #expect(
      app.tabs.navigator(for: "orders")?.path == [OrdersDestination.detail(orderId: "A-3").erased])
  }

  @Test(arguments: [
    (
      NavigationEntry.notification(category: "order-shipped", payload: ["orderId": "../A-1"]),
      DeepLinkRejection.invalidDestinationValue(
        "orderId", destination: OrdersDestination.tracking(orderId: "../A-1").erased.description)
    ),
    (
      .notification(category: "order-shipped", payload: ["type": "OrdersDestination.tracking"]),
      .noEntryDestination(#"notification category "order-shipped""#, module: "orders")
    ),
    (
      .activity(type: "OrdersDestination", userInfo: ["orderId": "A-1"]),
      .noEntryRoute(#"activity type "OrdersDestination""#)
    ),
    (
      .notification(category: "order-shipped", payload: ["orderId": "A-1\u{202E}"]),
      .payloadControlCharacter(key: "orderId")
    ),
  ])
  func aHostileEntryIsRefusedWithNothingChanged(entry: NavigationEntry, reason: DeepLinkRejection)
    throws
  {
    let app = try AppComposition.makeNavigator(isLoggedIn: true)
    try app.makeEveryTabBusy(selecting: "catalog")
    let before = NavigationSnapshot(app.tabs)

    #expect(app.open(entry) == .rejected(url: entry.description, reason: reason))
    #expect(NavigationSnapshot(app.tabs) == before)
  }
}

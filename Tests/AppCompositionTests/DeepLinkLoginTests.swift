import AppComposition
import NavigationKit
import Testing

@testable import FeatureCatalog
@testable import FeatureOrders

@MainActor
@Suite struct DeepLinkLoginTests {
  static let trackA1 = "myapp://orders/A-1/track"
  static let trackingA1 = [
    OrdersDestination.detail(orderId: "A-1").erased,
    OrdersDestination.tracking(orderId: "A-1").erased,
  ]

  @Test func trackingLinkWhileLoggedOutIsDeferredWithoutNavigating() throws {
    let app = try AppComposition.makeNavigator()
    try app.makeEveryTabBusy(selecting: "catalog")
    let before = NavigationSnapshot(app.tabs)

    let outcome = app.deepLinks.open(Self.trackA1)

    let match = try app.deepLinks.router.match(Self.trackA1)
    #expect(outcome == .deferred(match))
    #expect(app.deepLinks.pendingLink?.match == match)
    #expect(app.deepLinks.pendingLink?.url == Self.trackA1)
    #expect(NavigationSnapshot(app.tabs) == before)
    #expect(!app.deepLinks.isLoggedIn)
  }

  @Test func logInOpensTheDeferredLinkInTheOrdersTabOnce() throws {
    let app = try AppComposition.makeNavigator()
    try app.makeEveryTabBusy(selecting: "catalog")
    app.deepLinks.open(Self.trackA1)

    let outcome = app.deepLinks.logIn()

    #expect(outcome == .navigated(try app.deepLinks.router.match(Self.trackA1)))
    #expect(
      NavigationSnapshot(app.tabs)
        == NavigationSnapshot.app(
          selectedTab: "orders",
          [
            .init(id: "orders", path: Self.trackingA1),
            .init(id: "catalog", path: BusyTabs.catalogPath),
          ]))
    #expect(app.visibleScreen is OrderTrackingScreen)
    #expect(app.deepLinks.pendingLink == nil)
    #expect(app.deepLinks.isLoggedIn)

    app.tabs.selectedNavigator.popToRoot()
    #expect(app.deepLinks.logIn() == nil)
    #expect(app.tabs.selectedNavigator.path.isEmpty)
  }

  @Test func trackingLinkWhileLoggedInNavigatesDirectly() throws {
    let app = try AppComposition.makeNavigator(isLoggedIn: true)

    let outcome = app.deepLinks.open(Self.trackA1)

    #expect(outcome == .navigated(try app.deepLinks.router.match(Self.trackA1)))
    #expect(app.tabs.selectedTab == "orders")
    #expect(app.tabs.selectedNavigator.path == Self.trackingA1)
    #expect(app.deepLinks.pendingLink == nil)
  }

  /// Nothing a link carries besides its path decides whether it needs login.
  @Test(arguments: [
    "myapp://orders/A-1/track?after_login=1",
    "myapp://orders/A-1/track?requiresLogin=false",
    "myapp://orders/A-1/track?requires_login=0&login=0&loggedIn=1&auth=ok",
    "myapp://orders/A-1/track?after_login",
    "myapp://orders/A-1/track#after_login=1",
    "https://myapp.example.com/orders/A-1/track?after_login=1",
    "MYAPP://ORDERS/A-1/track/?after_login=true",
  ])
  func queryOrFragmentCannotSkipLogin(_ url: String) throws {
    let app = try AppComposition.makeNavigator()
    try app.makeEveryTabBusy(selecting: "catalog")
    let before = NavigationSnapshot(app.tabs)

    let outcome = app.deepLinks.open(url)

    #expect(outcome.name == "deferred")
    #expect(outcome == .deferred(try app.deepLinks.router.match(url)))
    #expect(NavigationSnapshot(app.tabs) == before)
    #expect(app.deepLinks.pendingLink?.url == url)
    #expect(app.deepLinks.logIn()?.name == "navigated")
    #expect(app.tabs.selectedNavigator.path == Self.trackingA1)
  }

  @Test(arguments: ["myapp://orders/A-1?after_login=1", "myapp://orders?login=1"])
  func publicLinkWhileLoggedOutNavigates(_ url: String) throws {
    let app = try AppComposition.makeNavigator()
    #expect(app.deepLinks.open(url).name == "navigated")
    #expect(app.deepLinks.pendingLink == nil)
  }

  @Test func newerLoginLinkReplacesThePendingOne() throws {
    let app = try AppComposition.makeNavigator()
    app.deepLinks.open(Self.trackA1)
    app.deepLinks.open("myapp://orders/A-2/track")

    #expect(app.deepLinks.pendingLink?.url == "myapp://orders/A-2/track")
    app.deepLinks.logIn()
    #expect(
      app.tabs.selectedNavigator.path == [
        OrdersDestination.detail(orderId: "A-2").erased,
        OrdersDestination.tracking(orderId: "A-2").erased,
      ])
  }

  @Test(arguments: ["myapp://catalog/product/P-100", "myapp://orders/..", "https://evil.com/x"])
  func otherLinksLeaveThePendingOne(_ url: String) throws {
    let app = try AppComposition.makeNavigator()
    app.deepLinks.open(Self.trackA1)
    app.deepLinks.open(url)

    #expect(app.deepLinks.pendingLink?.url == Self.trackA1)
    app.deepLinks.logIn()
    #expect(app.tabs.selectedTab == "orders")
    #expect(app.tabs.selectedNavigator.path == Self.trackingA1)
  }

  @Test func logOutDropsThePendingLink() throws {
    let app = try AppComposition.makeNavigator()
    app.deepLinks.open(Self.trackA1)

    app.deepLinks.logOut()

    #expect(app.deepLinks.pendingLink == nil)
    #expect(app.deepLinks.logIn() == nil)
    #expect(app.tabs.selectedNavigator.path.isEmpty)
  }

  @Test func logOutThenTrackingLinkIsDeferredAgain() throws {
    let app = try AppComposition.makeNavigator(isLoggedIn: true)
    app.deepLinks.logOut()
    #expect(app.deepLinks.open(Self.trackA1).name == "deferred")
    #expect(app.tabs.selectedNavigator.path.isEmpty)
  }
}

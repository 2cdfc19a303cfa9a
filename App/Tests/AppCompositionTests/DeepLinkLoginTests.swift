import AppComposition
import NavigationKit
import Testing

@testable import FeatureCatalog
@testable import FeatureOrders

@MainActor
@Suite(.needsValidComposition) struct DeepLinkLoginTests {
  static let trackA1 = "myapp://orders/A-1/track"
  static let trackingA1 = [
    OrdersDestination.detail(orderId: "A-1").erased,
    OrdersDestination.tracking(orderId: "A-1").erased,
  ]

  @Test func trackingLinkWhileLoggedOutIsDeferredWithoutNavigating() throws {
    let app = try AppComposition.makeNavigator()
    try app.makeEveryTabBusy(selecting: "catalog")
    let before = NavigationSnapshot(app.tabs)

    let outcome = app.open(.link(Self.trackA1))

    let match = try AppLinks.match(Self.trackA1)
    #expect(outcome == .deferred(match))
    #expect(app.waitingForLogin?.deepLink == match)
    #expect(app.waitingForLogin?.deepLink?.url == Self.trackA1)
    #expect(NavigationSnapshot(app.tabs) == before)
    #expect(!app.isLoggedIn)
  }

  @Test func logInOpensTheDeferredLinkInTheOrdersTabOnce() throws {
    let app = try AppComposition.makeNavigator()
    try app.makeEveryTabBusy(selecting: "catalog")
    app.open(.link(Self.trackA1))
    let log = EventLog(app.events)

    let waited = app.logIn()

    let match = try AppLinks.match(Self.trackA1)
    #expect(waited?.deepLink == match)
    #expect(log.openedLinks == [.navigated(match)])
    #expect(
      NavigationSnapshot(app.tabs)
        == NavigationSnapshot.app(
          selectedTab: "orders",
          [
            .init(id: "orders", path: Self.trackingA1),
            .init(id: "catalog", path: BusyTabs.catalogPath),
          ]))
    #expect(app.visibleScreen is OrderTrackingScreen)
    #expect(app.waitingForLogin == nil)
    #expect(app.isLoggedIn)

    app.tabs.selectedNavigator.popToRoot()
    #expect(app.logIn() == nil)
    #expect(log.openedLinks == [.navigated(match)])
    #expect(app.tabs.selectedNavigator.path.isEmpty)
  }

  @Test func trackingLinkWhileLoggedInNavigatesDirectly() throws {
    let app = try AppComposition.makeNavigator(isLoggedIn: true)

    let outcome = app.open(.link(Self.trackA1))

    #expect(outcome == .navigated(try AppLinks.match(Self.trackA1)))
    #expect(app.tabs.selectedTab == "orders")
    #expect(app.tabs.selectedNavigator.path == Self.trackingA1)
    #expect(app.waitingForLogin == nil)
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

    let outcome = app.open(.link(url))

    #expect(outcome.name == "deferred")
    #expect(outcome == .deferred(try AppLinks.match(url)))
    #expect(NavigationSnapshot(app.tabs) == before)
    #expect(app.waitingForLogin?.deepLink?.url == url)
    let log = EventLog(app.events)
    #expect(app.logIn()?.deepLink?.url == url)
    #expect(log.openedLinks.map(\.name) == ["navigated"])
    #expect(app.tabs.selectedNavigator.path == Self.trackingA1)
  }

  @Test(arguments: ["myapp://orders/A-1?after_login=1", "myapp://orders?login=1"])
  func publicLinkWhileLoggedOutNavigates(_ url: String) throws {
    let app = try AppComposition.makeNavigator()
    #expect(app.open(.link(url)).name == "navigated")
    #expect(app.waitingForLogin == nil)
  }

  @Test func newerLoginLinkReplacesThePendingOne() throws {
    let app = try AppComposition.makeNavigator()
    app.open(.link(Self.trackA1))
    app.open(.link("myapp://orders/A-2/track"))

    #expect(app.waitingForLogin?.deepLink?.url == "myapp://orders/A-2/track")
    app.logIn()
    #expect(
      app.tabs.selectedNavigator.path == [
        OrdersDestination.detail(orderId: "A-2").erased,
        OrdersDestination.tracking(orderId: "A-2").erased,
      ])
  }

  @Test(arguments: ["myapp://catalog/product/P-100", "myapp://orders/..", "https://evil.com/x"])
  func otherLinksLeaveThePendingOne(_ url: String) throws {
    let app = try AppComposition.makeNavigator()
    app.open(.link(Self.trackA1))
    app.open(.link(url))

    #expect(app.waitingForLogin?.deepLink?.url == Self.trackA1)
    app.logIn()
    #expect(app.tabs.selectedTab == "orders")
    #expect(app.tabs.selectedNavigator.path == Self.trackingA1)
  }

  @Test func logOutDropsThePendingLink() throws {
    let app = try AppComposition.makeNavigator()
    app.open(.link(Self.trackA1))

    app.logOut()

    #expect(app.waitingForLogin == nil)
    #expect(app.logIn() == nil)
    #expect(app.tabs.selectedNavigator.path.isEmpty)
  }

  @Test func logOutThenTrackingLinkIsDeferredAgain() throws {
    let app = try AppComposition.makeNavigator(isLoggedIn: true)
    app.logOut()
    #expect(app.open(.link(Self.trackA1)).name == "deferred")
    #expect(app.tabs.selectedNavigator.path.isEmpty)
  }
}

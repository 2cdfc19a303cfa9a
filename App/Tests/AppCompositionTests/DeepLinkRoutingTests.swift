import AppComposition
import NavigationKit
import Testing

@testable import FeatureCatalog
@testable import FeatureOrders

/// A link the app opens, and the screens it leaves in its owning tab.
struct RoutedLink: Sendable, CustomTestStringConvertible {
  let url: String
  let tab: TabID
  var path: [AnyDestination] = []
  var sheet: AnyDestination? = nil

  var testDescription: String { url }
}

@MainActor
@Suite(.needsValidComposition) struct DeepLinkRoutingTests {
  nonisolated static let links = [
    RoutedLink(url: "myapp://orders", tab: "orders"),
    RoutedLink(url: "https://myapp.example.com/orders/", tab: "orders"),
    RoutedLink(
      url: "myapp://orders/A-1", tab: "orders",
      path: [OrdersDestination.detail(orderId: "A-1").erased]),
    RoutedLink(
      url: "https://myapp.example.com/orders/A-2?utm_source=mail", tab: "orders",
      path: [OrdersDestination.detail(orderId: "A-2").erased]),
    RoutedLink(
      url: "myapp://orders/A-1/track", tab: "orders",
      path: [
        OrdersDestination.detail(orderId: "A-1").erased,
        OrdersDestination.tracking(orderId: "A-1").erased,
      ]),
    RoutedLink(url: "myapp://catalog", tab: "catalog"),
    RoutedLink(
      url: "myapp://catalog/category/kitchen", tab: "catalog",
      path: [CatalogDestination.grid(categoryId: "kitchen").erased]),
    RoutedLink(
      url: "https://myapp.example.com/catalog/product/P-100#reviews", tab: "catalog",
      path: [CatalogDestination.productDetail(productId: "P-100").erased]),
    RoutedLink(
      url: "myapp://catalog/search?q=chef+knife", tab: "catalog",
      sheet: CatalogDestination.search(query: "chef knife").erased),
    RoutedLink(
      url: "myapp://catalog/search", tab: "catalog",
      sheet: CatalogDestination.search(query: nil).erased),
  ]

  /// What every tab shows once `link` is open over ``AppNavigator/makeEveryTabBusy(selecting:)``:
  /// the owning tab its link's stack and sheet, the other tab its own stack, nothing else.
  @MainActor
  private static func expected(after link: RoutedLink) -> NavigationSnapshot {
    let ordersPath = link.tab == "orders" ? link.path : BusyTabs.ordersPath
    let catalogPath = link.tab == "catalog" ? link.path : BusyTabs.catalogPath
    return NavigationSnapshot.app(
      selectedTab: link.tab,
      [
        .init(id: "orders", path: ordersPath),
        .init(
          id: "catalog", path: catalogPath, presented: link.sheet,
          style: link.sheet == nil ? nil : .sheet),
      ])
  }

  @Test(arguments: links, ["orders", "catalog"] as [TabID])
  func linkShowsItsScreensInItsTabAndKeepsTheOtherStack(_ link: RoutedLink, from tab: TabID)
    throws
  {
    let app = try AppComposition.makeNavigator(isLoggedIn: true)
    try app.makeEveryTabBusy(selecting: tab)

    let outcome = app.open(.link(link.url))

    #expect(outcome == .navigated(try AppLinks.match(link.url)))
    #expect(NavigationSnapshot(app.tabs) == Self.expected(after: link))
    #expect(app.waitingForLogin == nil)
  }

  /// The router the tests expect matches from (``AppLinks``) lists exactly the app's routes.
  @Test func theTestRouterListsTheAppsRoutes() throws {
    #expect(try AppLinks.router.get().routes == AppComposition.makeNavigator().routes)
  }

  @Test func linksCoverEveryRouteOfOrdersAndCatalog() throws {
    let app = try AppComposition.makeNavigator()
    let patterns = try Self.links.map { try AppLinks.match($0.url).pattern }
    #expect(
      Set(patterns) == [
        "orders", "orders/{orderId}", "orders/{orderId}/track", "catalog",
        "catalog/category/{categoryId}", "catalog/product/{productId}", "catalog/search",
      ])
    let routes = app.routes.filter { ["orders", "catalog"].contains($0.module) }
    #expect(Set(routes.map(\.pattern)) == Set(patterns))
  }

  @Test func searchLinkShowsTheSearchScreenOverTheCatalogRoot() throws {
    let app = try AppComposition.makeNavigator()
    app.open(.link("myapp://catalog/search?q=knife"))
    let screen = try #require(app.visibleScreen as? SearchScreen)
    #expect(screen.query == "knife")
    #expect(app.tabs.selectedNavigator.current == CatalogDestination.grid(categoryId: nil).erased)
    #expect(app.tabs.selectedNavigator.presentation?.style == .sheet)
    #expect(
      app.tabs.selectedNavigator.presentation?.navigator.root
        == CatalogDestination.search(query: "knife").erased)
  }

  @Test func rootLinksShowEachTabsRootScreen() throws {
    let app = try AppComposition.makeNavigator()
    try app.makeEveryTabBusy(selecting: "orders")
    app.open(.link("myapp://catalog"))
    #expect(app.visibleScreen is CategoriesScreen)
    app.open(.link("myapp://orders"))
    #expect(app.visibleScreen is OrdersListScreen)
  }

  @Test func trackingLinkShowsTheTrackingScreenAndBackGoesToTheOrder() throws {
    let app = try AppComposition.makeNavigator(isLoggedIn: true)
    app.open(.link("myapp://orders/A-1/track"))
    #expect(app.visibleScreen is OrderTrackingScreen)
    app.tabs.selectedNavigator.pop()
    #expect((app.visibleScreen as? OrderDetailScreen)?.order.id == "A-1")
  }

  @Test func longestLinkIsRead() throws {
    let app = try AppComposition.makeNavigator()
    let prefix = "myapp://orders/A-1?pad="
    let url = prefix + String(repeating: "x", count: 2_048 - prefix.utf8.count)
    #expect(url.utf8.count == 2_048)
    #expect(app.open(.link(url)).name == "navigated")
    #expect(app.tabs.selectedNavigator.path == [OrdersDestination.detail(orderId: "A-1").erased])
  }
}

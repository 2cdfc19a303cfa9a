import AppComposition
import NavigationKit
import Testing

@testable import FeatureCatalog
@testable import FeatureOrders

@MainActor
@Suite(.needsValidComposition) struct CrossModuleIntentTests {
  let app: AppNavigator

  init() throws {
    app = try AppComposition.makeNavigator()
  }

  private func action(titled title: String) throws -> NavigationAction {
    let action = app.visibleScreen.actions.first { $0.title == title }
    return try #require(action, "no action '\(title)' on \(app.visibleScreen.title)").navigation
  }

  @Test func viewProductPushesTheCatalogProductOnTheOrdersStack() throws {
    let orders = try #require(app.tabs.navigator(for: "orders"))
    orders.push(OrdersDestination.detail(orderId: "A-1"))
    var events: [NavigationEvent] = []
    app.events.observe { events.append($0) }

    let viewProduct = try action(titled: "View product Chef's Knife")
    app.perform(viewProduct)

    let product = CatalogDestination.productDetail(productId: "P-100").erased
    #expect(app.tabs.selectedTab == "orders")
    #expect(orders.path == [OrdersDestination.detail(orderId: "A-1").erased, product])
    #expect((app.visibleScreen as? ProductDetailScreen)?.product.id == "P-100")
    guard case .send(let sent) = viewProduct else {
      Issue.record("the button sends no intent: \(viewProduct)")
      return
    }
    #expect(sent.description == #"ShowProduct(productId: "P-100")"#)
    #expect(sent.destination == product && sent.presentation == .push)
    #expect(
      events.suffix(2) == [.intentHandled(sent), .screenViewed(product, scope: .tab("orders"))])

    orders.pop()
    #expect(app.visibleScreen is OrderDetailScreen)
  }

  @Test func viewProductInsideASheetPushesInsideTheSheet() throws {
    let orders = try #require(app.tabs.navigator(for: "orders"))
    orders.present(OrdersDestination.detail(orderId: "A-1"), as: .sheet)
    app.perform(try action(titled: "View product Headlamp"))
    #expect(orders.path.isEmpty)
    #expect(orders.presentation?.style == .sheet)
    #expect(
      orders.presentation?.navigator.path == [
        CatalogDestination.productDetail(productId: "P-201").erased
      ])
  }

  @Test func seeYourOrdersSwitchesToTheOrdersTabAndKeepsTheCatalogStack() throws {
    let orders = try #require(app.tabs.navigator(for: "orders"))
    orders.push(OrdersDestination.detail(orderId: "A-2"))
    #expect(app.select("catalog"))
    let catalog = app.tabs.selectedNavigator
    catalog.push(CatalogDestination.productDetail(productId: "P-201"))
    catalog.present(CatalogDestination.search(query: nil), as: .sheet)
    catalog.dismiss()

    app.perform(try action(titled: "See your orders"))

    #expect(app.tabs.selectedTab == "orders")
    #expect(orders.path.isEmpty)
    #expect(app.visibleScreen is OrdersListScreen)
    #expect(catalog.path == [CatalogDestination.productDetail(productId: "P-201").erased])
  }

  @Test func seeYourOrdersFromASheetDismissesTheSheet() throws {
    #expect(app.select("catalog"))
    let catalog = app.tabs.selectedNavigator
    catalog.present(CatalogDestination.productDetail(productId: "P-100"), as: .sheet)
    app.perform(try action(titled: "See your orders"))
    #expect(catalog.presentation == nil)
    #expect(app.tabs.selectedTab == "orders")
  }
}

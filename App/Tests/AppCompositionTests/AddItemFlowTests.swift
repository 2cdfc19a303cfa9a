import AppComposition
import NavigationKit
import NavigationKitTesting
import Testing

@testable import FeatureCatalog
@testable import FeatureOrders

/// Orders asks for a product, Catalog's picker answers in a sheet, and Orders never imports
/// Catalog: the composition root joins the two.
@MainActor
@Suite(.needsValidComposition) struct AddItemFlowTests {
  let app: AppNavigator
  let recorder: NavigationRecorder

  init() throws {
    app = try AppComposition.makeNavigator(isLoggedIn: true)
    recorder = NavigationRecorder(app.events)
    try tap("Open order A-3")
    try tap("Add an item")
  }

  func tap(_ title: String) throws {
    let action = try #require(app.visibleScreen.actions.first { $0.title == title }, "\(title)")
    app.perform(action.navigation)
  }

  var order: OrderDetailScreen? {
    app.screen(for: OrdersDestination.detail(orderId: "A-3").erased) as? OrderDetailScreen
  }

  @Test func thePickerOpensInASheetWhereTheUserBrowsesAndChooses() throws {
    let orders = try #require(app.tabs.navigator(for: "orders"))
    #expect(orders.presentation?.style == .sheet)
    #expect(
      orders.presentation?.navigator.root
        == CatalogDestination.productPicker(categoryId: nil).erased)
    try tap("Browse Outdoor")
    #expect(orders.presentation?.style == .sheet)
    #expect(
      orders.presentation?.navigator.path == [
        CatalogDestination.productPicker(categoryId: "outdoor").erased
      ])
    try tap("Choose Headlamp")

    #expect(orders.presentation == nil)
    #expect(app.tabs.visibleNavigator.current == OrdersDestination.detail(orderId: "A-3").erased)
    #expect(order?.order.items.map(\.productId) == ["P-300", "P-201"])
    #expect(
      recorder.descriptions.suffix(2) == [
        #"request PickProduct(orderId: "A-3") completed: PickedProduct(productId: "P-201", name: "Headlamp")"#,
        #"orders: showing orders.detail(orderId: "A-3")"#,
      ])
  }

  @Test func cancellingThePickerLeavesTheOrderUnchanged() throws {
    try tap("Cancel")
    #expect(order?.order.items.map(\.productId) == ["P-300"])
    #expect(
      recorder.descriptions.suffix(2) == [
        #"request PickProduct(orderId: "A-3") cancelled"#,
        #"orders: showing orders.detail(orderId: "A-3")"#,
      ])
  }

  @Test func aDeepLinkTearingThePickerDownCancelsItOnce() throws {
    try tap("Browse Kitchen")
    app.open(.link("myapp://catalog/product/P-100"))
    #expect(
      recorder.descriptions.filter { $0.hasPrefix("request ") } == [
        #"request PickProduct(orderId: "A-3") cancelled"#
      ])
    #expect(order?.order.items.map(\.productId) == ["P-300"])
    #expect(app.waitingRequests.isEmpty)
  }

  @Test func tappingTheOrdersTabAgainCancelsIt() throws {
    #expect(app.tap("orders"))
    #expect(
      recorder.descriptions.suffix(5) == [
        #"orders: dismissed sheet catalog.productPicker(categoryId: nil)"#,
        #"orders: popped orders.detail(orderId: "A-3")"#,
        "tab orders tapped again: back to its root",
        #"request PickProduct(orderId: "A-3") cancelled"#,
        "orders: showing orders.list",
      ])
    #expect(app.tabs.selectedNavigator.path.isEmpty)
    #expect(order?.order.items.map(\.productId) == ["P-300"])
  }
}

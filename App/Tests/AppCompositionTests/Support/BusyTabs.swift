import AppComposition
import FeatureCatalog
import FeatureOrders
import NavigationKit
import Testing

/// What ``AppNavigator/makeEveryTabBusy(selecting:)`` leaves on each tab's own stack.
enum BusyTabs {
  /// The Orders tab's stack.
  static let ordersPath = [OrdersDestination.detail(orderId: "A-3").erased]
  /// The Catalog tab's stack.
  static let catalogPath = [CatalogDestination.productDetail(productId: "P-201").erased]
}

extension AppNavigator {
  /// Puts something on every tab, then selects `tab`: Orders shows an order under an alert;
  /// Catalog shows a product under a search sheet (with its own pushed product) and a
  /// confirmation dialog.
  func makeEveryTabBusy(selecting tab: TabID) throws {
    let orders = try #require(tabs.navigator(for: "orders"))
    setPath(BusyTabs.ordersPath, of: orders)
    perform(.showAlert(DialogState(title: "Order updated")), in: orders)
    let catalog = try #require(tabs.navigator(for: "catalog"))
    setPath(BusyTabs.catalogPath, of: catalog)
    catalog.present(CatalogDestination.search(query: "tent"), as: .sheet)
    try #require(catalog.presentation?.navigator)
      .push(CatalogDestination.productDetail(productId: "P-200"))
    perform(
      .showConfirmationDialog(
        DialogState(title: "Leave the sale?", actions: [DialogAction(title: "Leave")])),
      in: catalog)
    try #require(select(tab))
  }
}

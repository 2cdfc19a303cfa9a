import FeatureCatalog
import FeatureOrders
import NavigationKit

nonisolated extension FeatureWiring {
  /// Catalog. ``ShowOrderHistory`` switches to the Orders tab, showing the list.
  public static let catalog = FeatureWiring(
    tab: NavigationTab(
      "catalog", title: "Catalog", icon: "square.grid.2x2",
      root: CatalogDestination.grid(categoryId: nil))
  ) {
    var intents = CatalogIntents()
    intents.showOrderHistory = .selectOwningTab { _ in OrdersDestination.list }
    return CatalogFeature.module(intents: intents)
  }
}

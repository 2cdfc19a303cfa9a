import AppComposition
import FeatureCatalog
import FeatureOrders
import NavigationKit
import Testing

@MainActor
@Suite struct AppCompositionTests {
  @Test func theAppsCompositionIsSound() throws {
    let app = try AppComposition()
    #expect(app.tabs.tabs.map(\.id) == ["orders", "catalog"])
    #expect(app.tabs.selectedTab == "orders")
    #expect(app.composition.modules.map(\.name) == ["orders", "catalog"])
    #expect(app.composition.validate(tabs: app.tabs.tabs).isEmpty)
  }

  @Test func eachTabStartsAtItsFeaturesRootScreen() throws {
    let app = try AppComposition()
    #expect(app.visibleScreen is OrdersListScreen)
    try app.tabs.select("catalog")
    #expect(app.visibleScreen is CategoriesScreen)
  }

  @Test func everyProductAnOrderReferencesExistsInTheCatalog() throws {
    let app = try AppComposition()
    let productIds = SampleOrdersRepository.sampleOrders.flatMap(\.items).map(\.productId)
    #expect(!productIds.isEmpty)
    for productId in productIds {
      let screen = app.screen(for: CatalogDestination.productDetail(productId: productId).erased)
      #expect(screen is ProductDetailScreen, "order item \(productId) is not in the catalog")
    }
  }

  @Test func aDestinationNoModuleResolvesShowsTheUnavailableScreen() throws {
    let app = try AppComposition()
    let screen = app.screen(for: StrayDestination.somewhere.erased)
    let unavailable = try #require(screen as? UnavailableScreen)
    #expect(unavailable.diagnosis.reason == .noResolver(module: "stray"))
    #expect(
      unavailable.lines == [
        #"no resolver is registered for module 'stray' (needed by stray.somewhere)"#
      ])
    #expect(unavailable.actions == [ScreenAction("Go back", .pop)])
  }
}

enum StrayDestination: NavigationDestination {
  case somewhere
  static let moduleName = "stray"
}

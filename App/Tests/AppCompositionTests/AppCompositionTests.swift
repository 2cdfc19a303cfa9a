import AppComposition
import NavigationKitTesting
import Testing

@testable import FeatureCatalog
@testable import FeatureOrders
@testable import NavigationKit

@MainActor
@Suite(.needsValidComposition) struct AppCompositionTests {
  @Test func theAppsCompositionIsSound() throws {
    let app = try AppComposition.makeNavigator()
    #expect(app.tabs.tabs.map(\.id) == AppComposition.features.map(\.tab.id))
    #expect(app.tabs.selectedTab == AppComposition.features[0].tab.id)
    #expect(app.composition.modules.map(\.name) == AppComposition.features.map { $0.module().name })
    #expect(app.composition.validate(tabs: app.tabs.tabs).isEmpty)
    #expect(app.screen(for: AppComposition.home) is OrdersListScreen)
  }

  @Test func everyReachableScreenResolvesRestoresAndLinksBack() throws {
    let app = try AppComposition.makeNavigator()
    let reachable = CompositionCheck.reachableDestinations(in: app)
    #expect(Set(reachable.map(\.moduleName)) == Set(app.composition.modules.map(\.name)))
    #expect(CompositionCheck.issues(of: app) == [])
  }

  @Test func eachTabStartsAtItsFeaturesRootScreen() throws {
    let app = try AppComposition.makeNavigator()
    for tab in app.tabs.tabs {
      #expect(app.select(tab.id))
      #expect(app.tabs.visibleNavigator.current == tab.root)
      #expect(!(app.visibleScreen is UnavailableScreen), "tab \(tab.id)")
    }
  }

  @Test func everyProductAnOrderReferencesExistsInTheCatalog() throws {
    let app = try AppComposition.makeNavigator()
    let productIds = SampleOrdersRepository.sampleOrders.flatMap(\.items).map(\.productId)
    #expect(!productIds.isEmpty)
    for productId in productIds {
      let screen = app.screen(for: CatalogDestination.productDetail(productId: productId).erased)
      #expect(screen is ProductDetailScreen, "order item \(productId) is not in the catalog")
    }
  }

  @Test func aDestinationNoModuleResolvesShowsTheUnavailableScreen() throws {
    let app = try AppComposition.makeNavigator()
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
  var access: AccessPolicy { .open }
}

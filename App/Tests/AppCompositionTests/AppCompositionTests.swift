import AppComposition
import NavigationKit
import NavigationKitTesting
import Testing

@testable import FeatureCatalog
@testable import FeatureOrders

@MainActor
@Suite(.needsValidComposition) struct AppCompositionTests {
  @Test func theAppsCompositionIsSound() throws {
    let app = try AppComposition.makeNavigator()
    #expect(app.tabs.tabs.map(\.id) == AppComposition.features.map(\.tab.id))
    #expect(app.tabs.selectedTab == AppComposition.features[0].tab.id)
    // Each feature's module is installed under the name of its tab's root, and validates with
    // the app's tabs (the app refuses to start, naming every issue, otherwise).
    #expect(
      app.tabs.tabs.map(\.root.moduleName) == AppComposition.features.map { $0.module().name })
    #expect(throws: Never.self) {
      _ = try AppNavigator(
        features: AppComposition.features.map { $0.module() }, tabs: app.tabs.tabs,
        deepLinkPolicy: AppComposition.deepLinkPolicy)
    }
    #expect(app.screen(for: AppComposition.home) is OrdersListScreen)
  }

  @Test func everyReachableScreenResolvesRestoresAndLinksBack() throws {
    let app = try AppComposition.makeNavigator()
    let reachable = CompositionCheck.reachableDestinations(in: app)
    #expect(
      Set(reachable.map(\.moduleName)) == Set(AppComposition.features.map { $0.module().name }))
    #expect(CompositionCheck.issues(of: app) == [])
  }

  @Test func eachTabStartsAtItsFeaturesRootScreen() throws {
    let app = try AppComposition.makeNavigator()
    // The type of the screen shown for a destination nothing resolves.
    let unavailable = ObjectIdentifier(type(of: app.screen(for: StrayDestination.somewhere.erased)))
    for tab in app.tabs.tabs {
      #expect(app.select(tab.id))
      #expect(app.tabs.visibleNavigator.current == tab.root)
      #expect(ObjectIdentifier(type(of: app.visibleScreen)) != unavailable, "tab \(tab.id)")
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
    let unavailable = app.screen(for: StrayDestination.somewhere.erased)
    #expect(unavailable.title == "Screen unavailable")
    #expect(
      unavailable.lines == [
        #"no resolver is registered for module 'stray' (needed by stray.somewhere)"#
      ])
    #expect(unavailable.actions == [ScreenAction("Go back", .pop)])

    // The diagnosis the screen shows, as the app hands it to a fallback of its own.
    let diagnoses = CallRecorder<UnresolvedDestination>()
    let diagnosing = try AppNavigator(
      features: AppComposition.features.map { $0.module() },
      tabs: AppComposition.features.map(\.tab), deepLinkPolicy: AppComposition.deepLinkPolicy,
      fallback: { diagnosis in
        diagnoses.append(diagnosis)
        return StubScreen("fallback")
      })
    _ = diagnosing.screen(for: StrayDestination.somewhere.erased)
    #expect(diagnoses.values == [.noResolver(StrayDestination.somewhere.erased)])
  }
}

enum StrayDestination: NavigationDestination {
  case somewhere
  static let moduleName = "stray"
  var access: AccessPolicy { .open }
}

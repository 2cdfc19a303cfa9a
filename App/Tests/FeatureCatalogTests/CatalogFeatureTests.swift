import NavigationKit
import NavigationKitTesting
import Testing

@testable import FeatureCatalog

@MainActor
@Suite struct CatalogFeatureTests {
  /// `module` installed on its own, in a tab at its root: the screens a destination resolves to
  /// are its resolver's (a destination it did not resolve would show the fallback screen).
  private func install(_ module: FeatureModule) throws -> FeatureHarness {
    try FeatureHarness(module, root: CatalogDestination.grid(categoryId: nil))
  }

  @Test func moduleIsNamedAfterItsDestinations() {
    #expect(CatalogFeature.module(intents: CatalogIntents()).name == "catalog")
    #expect(CatalogFeature.module(intents: CatalogIntents()).name == CatalogDestination.moduleName)
  }

  @Test func everyIntentStartsUnroutedUntilTheCompositionRootRoutesIt() {
    let module = CatalogFeature.module(intents: CatalogIntents())
    #expect(!module.intents.isEmpty)
    #expect(module.intents.allSatisfy { !$0.isRouted && $0.catalog == "CatalogIntents" })
  }

  @Test func installedModuleResolvesOverTheGivenRepository() throws {
    let harness = try install(
      CatalogFeature.module(repository: RecordingCatalogRepository(), intents: CatalogIntents()))

    #expect(harness.featureTab == "catalog")
    let categories = harness.app.screen(for: CatalogDestination.grid(categoryId: nil).erased)
    #expect((categories as? CategoriesScreen)?.categories == CatalogFixtures.categories)
    let detail = harness.app.screen(for: CatalogDestination.productDetail(productId: "G-2").erased)
    #expect((detail as? ProductDetailScreen)?.product == CatalogFixtures.hose)
  }

  @Test func defaultModuleShowsTheSampleCatalog() throws {
    let harness = try install(CatalogFeature.module(intents: CatalogIntents()))

    let categories = harness.app.screen(for: CatalogDestination.grid(categoryId: nil).erased)
    #expect(
      (categories as? CategoriesScreen)?.categories == SampleCatalogRepository.sampleCategories)
  }

  @Test func installingTwiceIsAnError() throws {
    #expect(throws: CompositionError.duplicateModule("catalog")) {
      try AppNavigator(
        features: [
          CatalogFeature.module(intents: CatalogIntents()),
          CatalogFeature.module(intents: CatalogIntents()),
        ],
        tabs: [NavigationTab("catalog", root: CatalogDestination.grid(categoryId: nil))])
    }
  }

  @Test func passesTheFeatureChecks() {
    #expect(
      FeatureCheck.issues(
        of: CatalogFeature.module(intents: CatalogIntents()),
        root: CatalogDestination.grid(categoryId: nil),
        samples: CatalogSamples.destinations) == [])
  }
}

import NavigationKit
import NavigationKitTesting
import Testing

@testable import FeatureCatalog

@MainActor
@Suite struct CatalogFeatureTests {
  private func makeComposition() -> NavigationComposition {
    let composition = NavigationComposition()
    composition.resolvers.onUnresolved = { Issue.record("unresolved: \($0)") }
    return composition
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
    let composition = makeComposition()
    try composition.install(
      CatalogFeature.module(repository: RecordingCatalogRepository(), intents: CatalogIntents()))

    #expect(composition.modules.map(\.name) == ["catalog"])
    #expect(composition.resolvers.modules == ["catalog"])
    let categories = composition.resolvers.resolve(CatalogDestination.grid(categoryId: nil))
    #expect((categories as? CategoriesScreen)?.categories == CatalogFixtures.categories)
    let detail = composition.resolvers.resolve(CatalogDestination.productDetail(productId: "G-2"))
    #expect((detail as? ProductDetailScreen)?.product == CatalogFixtures.hose)
  }

  @Test func defaultModuleShowsTheSampleCatalog() throws {
    let composition = makeComposition()
    try composition.install(CatalogFeature.module(intents: CatalogIntents()))

    let categories = composition.resolvers.resolve(CatalogDestination.grid(categoryId: nil).erased)
    #expect(
      (categories as? CategoriesScreen)?.categories == SampleCatalogRepository.sampleCategories)
  }

  @Test func installingTwiceIsAnError() throws {
    let composition = makeComposition()
    try composition.install(CatalogFeature.module(intents: CatalogIntents()))

    #expect(throws: CompositionError.duplicateModule("catalog")) {
      try composition.install(CatalogFeature.module(intents: CatalogIntents()))
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

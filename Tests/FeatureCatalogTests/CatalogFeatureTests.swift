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
    #expect(CatalogFeature.module(intents: .stubbed).name == "catalog")
    #expect(CatalogFeature.module(intents: .stubbed).name == CatalogDestination.moduleName)
  }

  @Test func moduleDeclaresItsIntentsAndWhereTheyLead() {
    let module = CatalogFeature.module(intents: .stubbed)
    #expect(module.intents.map(\.intent) == ["FeatureCatalog.ShowOrderHistory"])
    #expect(module.intents.map(\.targetModule) == [IntentStubDestination.moduleName])
  }

  @Test func installedModuleResolvesOverTheGivenRepository() throws {
    let composition = makeComposition()
    try composition.install(
      CatalogFeature.module(repository: RecordingCatalogRepository(), intents: .stubbed))

    #expect(composition.modules.map(\.name) == ["catalog"])
    #expect(composition.resolvers.modules == ["catalog"])
    let categories = composition.resolvers.resolve(CatalogDestination.grid(categoryId: nil))
    #expect((categories as? CategoriesScreen)?.categories == CatalogFixtures.categories)
    let detail = composition.resolvers.resolve(CatalogDestination.productDetail(productId: "G-2"))
    #expect((detail as? ProductDetailScreen)?.product == CatalogFixtures.hose)
  }

  @Test func defaultModuleShowsTheSampleCatalog() throws {
    let composition = makeComposition()
    try composition.install(CatalogFeature.module(intents: .stubbed))

    let categories = composition.resolvers.resolve(CatalogDestination.grid(categoryId: nil).erased)
    #expect(
      (categories as? CategoriesScreen)?.categories == SampleCatalogRepository.sampleCategories)
  }

  @Test func installingTwiceIsAnError() throws {
    let composition = makeComposition()
    try composition.install(CatalogFeature.module(intents: .stubbed))

    #expect(throws: CompositionError.duplicateModule("catalog")) {
      try composition.install(CatalogFeature.module(intents: .stubbed))
    }
  }

  @Test func passesTheFeatureChecks() {
    #expect(
      FeatureCheck.issues(
        of: CatalogFeature.module(intents: .stubbed),
        root: CatalogDestination.grid(categoryId: nil),
        samples: CatalogSamples.destinations) == [])
  }
}

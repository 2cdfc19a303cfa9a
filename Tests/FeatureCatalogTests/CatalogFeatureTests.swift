import NavigationKit
import Testing

@testable import FeatureCatalog

@MainActor
@Suite struct CatalogFeatureTests {
  private func makeComposition() -> NavigationComposition<any ScreenModel> {
    let composition = NavigationComposition<any ScreenModel> { UnresolvedScreen(diagnosis: $0) }
    composition.resolvers.onUnresolved = { Issue.record("unresolved: \($0)") }
    return composition
  }

  @Test func moduleIsNamedAfterItsDestinations() {
    #expect(CatalogFeature.module().name == "catalog")
    #expect(CatalogFeature.module().name == CatalogDestination.moduleName)
  }

  @Test func moduleSendsShowOrderHistory() {
    let sent = CatalogFeature.module().sentIntents.map { String(reflecting: $0) }
    #expect(sent == ["FeatureCatalog.ShowOrderHistory"])
    #expect(CatalogFeature.sentIntents.map { String(reflecting: $0) } == sent)
  }

  @Test func installedModuleResolvesOverTheGivenRepository() throws {
    let composition = makeComposition()
    try composition.install(CatalogFeature.module(repository: RecordingCatalogRepository()))

    #expect(composition.modules.map(\.name) == ["catalog"])
    #expect(composition.resolvers.modules == ["catalog"])
    let categories = composition.resolvers.resolve(CatalogDestination.grid(categoryId: nil))
    #expect((categories as? CategoriesScreen)?.categories == CatalogFixtures.categories)
    let detail = composition.resolvers.resolve(CatalogDestination.productDetail(productId: "G-2"))
    #expect((detail as? ProductDetailScreen)?.product == CatalogFixtures.hose)
  }

  @Test func defaultModuleShowsTheSampleCatalog() throws {
    let composition = makeComposition()
    try composition.install(CatalogFeature.module())

    let categories = composition.resolvers.resolve(CatalogDestination.grid(categoryId: nil).erased)
    #expect(
      (categories as? CategoriesScreen)?.categories == SampleCatalogRepository.sampleCategories)
  }

  @Test func installingTwiceIsAnError() throws {
    let composition = makeComposition()
    try composition.install(CatalogFeature.module())

    #expect(throws: CompositionError.duplicateModule("catalog")) {
      try composition.install(CatalogFeature.module())
    }
  }

  @Test func validationReportsShowOrderHistoryUntilItIsHandled() throws {
    let composition = makeComposition()
    try composition.install(CatalogFeature.module())
    let tabs = [NavigationTab("catalog", root: CatalogDestination.grid(categoryId: nil))]

    #expect(
      composition.validate(tabs: tabs) == [
        .unhandledIntent("FeatureCatalog.ShowOrderHistory", sentBy: "catalog")
      ])
  }
}

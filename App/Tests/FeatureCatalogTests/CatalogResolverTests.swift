import NavigationKit
import NavigationKitTesting
import Testing

@testable import FeatureCatalog

@MainActor
@Suite struct CatalogResolverTests {
  @Test(arguments: [
    (CatalogDestination.grid(categoryId: nil), StubScreen("grid")),
    (.grid(categoryId: "kitchen"), StubScreen("grid", argument: "kitchen")),
    (.productDetail(productId: "P-100"), StubScreen("productDetail", argument: "P-100")),
    (.search(query: nil), StubScreen("search")),
    (.search(query: "tent"), StubScreen("search", argument: "tent")),
  ])
  func routesEachCaseToItsFactoryClosure(
    _ destination: CatalogDestination, _ expected: StubScreen
  ) throws {
    let screen = CatalogResolver(factory: .stub).resolve(destination)
    #expect(try #require(screen as? StubScreen) == expected)
  }

  @Test func resolvesThroughARegistry() throws {
    let app = try AppNavigator(
      features: [FeatureModule(resolver: CatalogResolver(factory: .stub))],
      tabs: [NavigationTab("catalog", root: CatalogDestination.grid(categoryId: nil))],
      fallback: {
        Issue.record("unresolved: \($0)")
        return StubScreen("fallback")
      })

    let screen = app.screen(for: CatalogDestination.search(query: "pan").erased)
    #expect(try #require(screen as? StubScreen) == StubScreen("search", argument: "pan"))
  }
}

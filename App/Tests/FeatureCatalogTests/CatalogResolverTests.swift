import NavigationKitTesting
import Testing

@testable import FeatureCatalog
@testable import NavigationKit

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
    let registry = DestinationResolverRegistry<any ScreenModel> { UnavailableScreen($0) }
    registry.onUnresolved = { Issue.record("unresolved: \($0)") }
    try registry.register(CatalogResolver(factory: .stub))

    let screen = registry.resolve(CatalogDestination.search(query: "pan").erased)
    #expect(try #require(screen as? StubScreen) == StubScreen("search", argument: "pan"))
  }
}

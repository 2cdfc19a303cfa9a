import NavigationKit
import Testing

@testable import FeatureCatalog

@MainActor
@Suite struct CatalogResolverTests {
  @Test(arguments: [
    (CatalogDestination.grid(categoryId: nil), StubScreen(screen: "grid", argument: nil)),
    (.grid(categoryId: "kitchen"), StubScreen(screen: "grid", argument: "kitchen")),
    (.productDetail(productId: "P-100"), StubScreen(screen: "productDetail", argument: "P-100")),
    (.search(query: nil), StubScreen(screen: "search", argument: nil)),
    (.search(query: "tent"), StubScreen(screen: "search", argument: "tent")),
  ])
  func routesEachCaseToItsFactoryClosure(
    _ destination: CatalogDestination, _ expected: StubScreen
  ) throws {
    let screen = CatalogResolver(factory: .stub).resolve(destination)
    #expect(try #require(screen as? StubScreen) == expected)
  }

  @Test func resolvesThroughARegistry() throws {
    let registry = DestinationResolverRegistry<any ScreenModel> { UnresolvedScreen(diagnosis: $0) }
    registry.onUnresolved = { Issue.record("unresolved: \($0)") }
    try registry.register(CatalogResolver(factory: .stub))

    let screen = registry.resolve(CatalogDestination.search(query: "pan").erased)
    #expect(try #require(screen as? StubScreen) == StubScreen(screen: "search", argument: "pan"))
  }
}

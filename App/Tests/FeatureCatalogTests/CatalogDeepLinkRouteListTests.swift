import FeatureCatalog
import NavigationKit
import Testing

@Suite struct CatalogDeepLinkRouteListTests {
  @Test func routerListsEveryCatalogRoute() throws {
    let router = try CatalogLinks.router()
    #expect(
      router.routes == [
        DeepLinkRouteInfo(
          pattern: "catalog", module: "catalog", presentation: .push, requiresLogin: false,
          destinations: ["catalog.grid(categoryId: nil)"]),
        DeepLinkRouteInfo(
          pattern: "catalog/category/{categoryId}", module: "catalog", presentation: .push,
          requiresLogin: false, destinations: [#"catalog.grid(categoryId: "{categoryId}")"#]),
        DeepLinkRouteInfo(
          pattern: "catalog/product/{productId}", module: "catalog", presentation: .push,
          requiresLogin: false,
          destinations: [#"catalog.productDetail(productId: "{productId}")"#]),
        DeepLinkRouteInfo(
          pattern: "catalog/search", module: "catalog",
          queryItems: ["q": .text(maximumLength: 256)],
          presentation: .present(.sheet), requiresLogin: false,
          destinations: [#"catalog.search(query: "{q}")"#]),
      ])
  }

  @Test func onlySearchPresentsAndNoneNeedsLogin() throws {
    // The route table as the router lists it, one line per declared route.
    let routes = try CatalogLinks.router().routes
    #expect(CatalogDestination.deepLinkRoutes.count == routes.count)
    #expect(
      routes.map(\.pattern) == [
        "catalog", "catalog/category/{categoryId}", "catalog/product/{productId}",
        "catalog/search",
      ])
    #expect(routes.map(\.presentation) == [.push, .push, .push, .present(.sheet)])
    #expect(routes.map(\.queryItems) == [[:], [:], [:], ["q": .text]])
  }

  @Test func searchLineShowsItsQueryItem() throws {
    let search = try #require(
      try CatalogLinks.router().routes.first { $0.pattern == "catalog/search" })
    #expect(search.queryItems == ["q": .text])
    #expect(
      search.description
        == #"catalog/search?q  catalog  sheet  public  [catalog.search(query: "{q}")]"#)
  }
}

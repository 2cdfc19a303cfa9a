import FeatureCatalog
import NavigationKit
import Testing

@Suite struct CatalogDeepLinkMatchTests {
  let router: DeepLinkRouter

  init() throws {
    router = try CatalogLinks.router()
  }

  @Test(arguments: [
    "myapp://catalog", "myapp://catalog/", "MyApp://Catalog?utm_source=mail",
    "https://myapp.example.com/catalog", "https://myapp.example.com/catalog#top",
  ])
  func catalogShowsEveryCategoryAtTheTabRoot(_ url: String) throws {
    let match = try router.match(url)
    #expect(match.url == url)
    #expect(match.module == "catalog")
    #expect(match.pattern == "catalog")
    #expect(match.destinations == [CatalogDestination.grid(categoryId: nil).erased])
    #expect(match.presentation == .push)
  }

  @Test(arguments: [
    "myapp://catalog/category/kitchen", "myapp://catalog/category/kitchen/",
    "https://myapp.example.com/catalog/category/kitchen?ref=x",
  ])
  func categoryShowsItsGrid(_ url: String) throws {
    let match = try router.match(url)
    #expect(match.pattern == "catalog/category/{categoryId}")
    #expect(match.destinations == [CatalogDestination.grid(categoryId: "kitchen").erased])
    #expect(match.presentation == .push)
    #expect(!match.requiresLogin)
  }

  @Test(arguments: [
    "myapp://catalog/product/P-100", "https://myapp.example.com/catalog/product/P-100#reviews",
  ])
  func productShowsItsDetail(_ url: String) throws {
    let match = try router.match(url)
    #expect(match.pattern == "catalog/product/{productId}")
    #expect(match.destinations == [CatalogDestination.productDetail(productId: "P-100").erased])
    #expect(match.presentation == .push)
    #expect(!match.requiresLogin)
  }

  /// Ids are 1 to 64 ASCII letters, digits, `-` or `_`.
  @Test(arguments: ["P-100", "a", "9", "_", "-", "a_B-9", String(repeating: "k", count: 64)])
  func validIdReachesBothIdRoutes(_ id: String) throws {
    #expect(
      try router.match("myapp://catalog/category/\(id)").destinations == [
        CatalogDestination.grid(categoryId: id).erased
      ])
    #expect(
      try router.match("myapp://catalog/product/\(id)").destinations == [
        CatalogDestination.productDetail(productId: id).erased
      ])
  }

  /// Ids as they appear in a link; each decodes to something that is not an id.
  @Test(arguments: [
    String(repeating: "k", count: 65), "P.1", "P+1", "P%20100", "..", "%2E%2E", "..%2F..",
    "P%2F1", "P%00", "caf%C3%A9", "P-%EF%BC%91",
  ])
  func invalidIdIsRejectedNamingTheParameter(_ id: String) {
    #expect(throws: DeepLinkRejection.invalidParameter("categoryId")) {
      try router.match("myapp://catalog/category/\(id)")
    }
    #expect(throws: DeepLinkRejection.invalidParameter("productId")) {
      try router.match("myapp://catalog/product/\(id)")
    }
  }

  @Test(arguments: [
    ("myapp://catalog/category", "catalog/category"),
    ("myapp://catalog/product", "catalog/product"),
    ("myapp://catalog/kitchen", "catalog/kitchen"),
    ("myapp://catalog/product/P-100/reviews", "catalog/product/P-100/reviews"),
    ("myapp://catalog/search/knife", "catalog/search/knife"),
    ("myapp://catalog/Search?q=knife", "catalog/Search"),
    ("myapp://orders/A-1", "orders/A-1"),
  ])
  func pathNoCatalogRouteHasIsNoRoute(_ url: String, _ path: String) {
    #expect(throws: DeepLinkRejection.noRoute(path: path)) { try router.match(url) }
  }
}

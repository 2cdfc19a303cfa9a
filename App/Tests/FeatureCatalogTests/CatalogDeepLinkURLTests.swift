import FeatureCatalog
import NavigationKit
import Testing

@Suite struct CatalogDeepLinkURLTests {
  let router: DeepLinkRouter

  init() throws {
    router = try CatalogLinks.router()
  }

  /// Several values of every case, including queries that need percent-encoding.
  nonisolated static let samples: [CatalogDestination] = [
    .grid(categoryId: nil), .grid(categoryId: "kitchen"), .grid(categoryId: "a_B-9"),
    .grid(categoryId: String(repeating: "c", count: 64)),
    .productDetail(productId: "P-100"), .productDetail(productId: "_"),
    .productDetail(productId: String(repeating: "9", count: 64)),
    .search(query: nil), .search(query: "knife"), .search(query: "chef knife"),
    .search(query: "café & crème / 50% off? #1 + more"), .search(query: "日本の包丁"),
    .search(query: " "), .search(query: "a=b&q=c"), .search(query: "..%2F.."),
    .search(query: String(repeating: "é", count: 256)),
  ]

  /// The case's name; the switch stops compiling when a case is added, so ``samples`` follows.
  private static func caseName(_ destination: CatalogDestination) -> String {
    switch destination {
    case .grid(.none): "grid(nil)"
    case .grid: "grid"
    case .productDetail: "productDetail"
    case .search(.none): "search(nil)"
    case .search: "search"
    case .productPicker: "productPicker"
    }
  }

  /// Destinations no link shows: the picker exists only to answer a request.
  nonisolated static let linkless: [CatalogDestination] = [
    .productPicker(categoryId: nil), .productPicker(categoryId: "kitchen"),
  ]

  @Test func samplesCoverEveryCase() {
    #expect(
      Set((Self.samples + Self.linkless).map(Self.caseName)) == [
        "grid(nil)", "grid", "productDetail", "search(nil)", "search", "productPicker",
      ])
  }

  @Test(arguments: linkless)
  func aDestinationWithoutARouteHasNoLink(_ destination: CatalogDestination) {
    #expect(router.url(for: destination.erased) == nil)
  }

  @Test(arguments: samples)
  func linkShowsTheDestination(_ destination: CatalogDestination) throws {
    let url = try #require(router.url(for: destination.erased))
    #expect(url.hasPrefix("myapp://catalog"))
    #expect(try router.match(url).destinations.last == AnyDestination(destination))
  }

  @Test(arguments: samples)
  func universalLinkShowsTheDestination(_ destination: CatalogDestination) throws {
    let url = try #require(
      router.url(for: destination.erased, host: "myapp.example.com"))
    #expect(url.hasPrefix("https://myapp.example.com/catalog"))
    #expect(try router.match(url).destinations.last == AnyDestination(destination))
  }

  @Test(arguments: [
    (CatalogDestination.grid(categoryId: nil), "catalog"),
    (.grid(categoryId: "kitchen"), "catalog/category/kitchen"),
    (.productDetail(productId: "P-100"), "catalog/product/P-100"),
    (.search(query: nil), "catalog/search"),
    (.search(query: "knife"), "catalog/search?q=knife"),
    (.search(query: "chef knife"), "catalog/search?q=chef%20knife"),
    (.search(query: "a+b&c"), "catalog/search?q=a%2Bb%26c"),
    (.search(query: "café"), "catalog/search?q=caf%C3%A9"),
  ])
  func linksAreTheDocumentedPaths(_ destination: CatalogDestination, _ path: String) {
    #expect(router.url(for: destination.erased) == "myapp://\(path)")
    #expect(
      router.url(for: destination.erased, host: "MYAPP.example.com")
        == "https://myapp.example.com/\(path)")
  }

  @Test(arguments: ["evil.com", "myapp.example.com.evil.com", "myapp-example.com", ""])
  func universalLinkToAHostNotAllowedIsNil(_ host: String) {
    #expect(
      router.url(for: CatalogDestination.grid(categoryId: nil).erased, host: host)
        == nil)
  }

  @Test(arguments: ["", "../etc", "P 1", "é", "P/1", "P\u{0}", String(repeating: "x", count: 65)])
  func invalidIdHasNoLink(_ id: String) {
    for destination in [CatalogDestination.grid(categoryId: id), .productDetail(productId: id)] {
      #expect(router.url(for: destination.erased) == nil)
      #expect(router.url(for: destination.erased, host: "myapp.example.com") == nil)
    }
  }

  /// An empty query would come back as `nil`, so it has no link of its own.
  @Test(arguments: ["", String(repeating: "a", count: 257), "a\nb", "a\u{202E}b", "\u{2028}"])
  func queryNoLinkCanCarryHasNoLink(_ query: String) {
    #expect(router.url(for: CatalogDestination.search(query: query).erased) == nil)
  }

  /// 256 characters of 3-byte UTF-8 need 2,329 bytes of link, past the 2,048-byte limit.
  @Test func searchTooLongForALinkHasNoLink() throws {
    let fits = CatalogDestination.search(query: String(repeating: "日", count: 200))
    let url = try #require(router.url(for: fits.erased))
    #expect(try router.match(url).destinations.last == fits.erased)
    #expect(
      router.url(for: CatalogDestination.search(query: String(repeating: "日", count: 256)).erased)
        == nil)
  }
}

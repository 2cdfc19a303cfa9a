import Foundation
import NavigationKit
import Testing

@testable import FeatureCatalog

@Suite struct CatalogDestinationTests {
  nonisolated static let every: [CatalogDestination] = [
    .grid(categoryId: nil), .grid(categoryId: "kitchen"), .productDetail(productId: "P-100"),
    .search(query: nil), .search(query: "tent"), .search(query: #"say "hi""#),
  ]

  @Test(arguments: every)
  func codableRoundTrip(_ destination: CatalogDestination) throws {
    let data = try JSONEncoder().encode(destination)
    #expect(try JSONDecoder().decode(CatalogDestination.self, from: data) == destination)
  }

  @Test(arguments: [
    (#"{"grid":{}}"#, CatalogDestination.grid(categoryId: nil)),
    (#"{"grid":{"categoryId":null}}"#, .grid(categoryId: nil)),
    (#"{"grid":{"categoryId":"books"}}"#, .grid(categoryId: "books")),
    (#"{"productDetail":{"productId":"P-1"}}"#, .productDetail(productId: "P-1")),
    (#"{"search":{}}"#, .search(query: nil)),
    (#"{"search":{"query":"pan"}}"#, .search(query: "pan")),
  ])
  func decodesSavedJSON(_ json: String, _ expected: CatalogDestination) throws {
    let decoded = try JSONDecoder().decode(CatalogDestination.self, from: Data(json.utf8))
    #expect(decoded == expected)
  }

  @Test(arguments: every)
  func moduleName(_ destination: CatalogDestination) {
    #expect(CatalogDestination.moduleName == "catalog")
    #expect(destination.erased.moduleName == "catalog")
  }

  @Test(arguments: [
    (CatalogDestination.grid(categoryId: "kitchen"), #"catalog.grid(categoryId: "kitchen")"#),
    (.grid(categoryId: nil), "catalog.grid(categoryId: nil)"),
    (.productDetail(productId: "P-100"), #"catalog.productDetail(productId: "P-100")"#),
    (.search(query: nil), "catalog.search(query: nil)"),
    (.search(query: "tent"), #"catalog.search(query: "tent")"#),
    (.search(query: #"say "hi""#), #"catalog.search(query: "say \"hi\"")"#),
    (.search(query: "a\nb"), #"catalog.search(query: "a\nb")"#),
  ])
  func erasedDescription(_ destination: CatalogDestination, _ expected: String) {
    #expect(AnyDestination(destination).description == expected)
  }
}

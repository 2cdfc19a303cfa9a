import NavigationKit
import Testing

@testable import FeatureCatalog

@Suite struct SampleCatalogTests {
  nonisolated static let categories = SampleCatalogRepository.sampleCategories
  nonisolated static let products = SampleCatalogRepository.sampleProducts

  @Test func idsAreValidResourceIdentifiers() {
    for id in Self.categories.map(\.id) + Self.products.map(\.id) {
      #expect(ResourceIdentifier.isValid(id), "\(id)")
    }
  }

  @Test func idsAreUnique() {
    #expect(Set(Self.categories.map(\.id)).count == Self.categories.count)
    #expect(Set(Self.products.map(\.id)).count == Self.products.count)
  }

  @Test(arguments: products)
  func productBelongsToAKnownCategory(_ product: Product) {
    #expect(Self.categories.contains { $0.id == product.categoryId })
    #expect(product.priceInCents > 0)
  }

  @Test(arguments: categories)
  func everyCategoryHasProducts(_ category: ProductCategory) {
    #expect(!SampleCatalogRepository().products(inCategory: category.id).isEmpty)
  }

  @Test(arguments: SearchScreen.suggestions)
  func everySuggestionFindsSomething(_ suggestion: String) {
    #expect(!SampleCatalogRepository().products(matching: suggestion).isEmpty)
  }

  @Test func repositoryFindsEachItemById() {
    let repository = SampleCatalogRepository()
    #expect(repository.categories() == Self.categories)
    for category in Self.categories {
      #expect(repository.category(id: category.id) == category)
    }
    for product in Self.products {
      #expect(repository.product(id: product.id) == product)
    }
    #expect(repository.category(id: "garden") == nil)
    #expect(repository.product(id: "P-999") == nil)
  }
}

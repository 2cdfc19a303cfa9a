import NavigationKitTesting

@testable import FeatureCatalog

/// A catalog repository over fixed data that records every call it receives.
struct RecordingCatalogRepository: CatalogRepository {
  /// One call to the repository.
  enum Call: Hashable, Sendable {
    case categories
    case category(id: String)
    case productsInCategory(String)
    case product(id: String)
    case productsMatching(String)
  }

  private let catalog: SampleCatalogRepository
  private let recorder = CallRecorder<Call>()

  init(
    categories: [ProductCategory] = CatalogFixtures.categories,
    products: [Product] = CatalogFixtures.products
  ) {
    catalog = SampleCatalogRepository(categories: categories, products: products)
  }

  /// The calls received so far, in order.
  var calls: [Call] { recorder.values }

  func categories() -> [ProductCategory] {
    recorder.append(.categories)
    return catalog.categories()
  }

  func category(id: String) -> ProductCategory? {
    recorder.append(.category(id: id))
    return catalog.category(id: id)
  }

  func products(inCategory categoryId: String) -> [Product] {
    recorder.append(.productsInCategory(categoryId))
    return catalog.products(inCategory: categoryId)
  }

  func product(id: String) -> Product? {
    recorder.append(.product(id: id))
    return catalog.product(id: id)
  }

  func products(matching query: String) -> [Product] {
    recorder.append(.productsMatching(query))
    return catalog.products(matching: query)
  }
}

/// A fixed catalog for the demo, previews and tests.
nonisolated public struct SampleCatalogRepository: CatalogRepository {
  /// The categories, in display order.
  public let allCategories: [ProductCategory]
  /// The products, in display order.
  public let allProducts: [Product]

  /// Creates the repository with the sample catalog, or with the given one.
  public init(
    categories: [ProductCategory] = SampleCatalogRepository.sampleCategories,
    products: [Product] = SampleCatalogRepository.sampleProducts
  ) {
    self.allCategories = categories
    self.allProducts = products
  }

  /// Every category, in display order.
  public func categories() -> [ProductCategory] { allCategories }

  /// The category with `id`, or `nil`.
  public func category(id: String) -> ProductCategory? {
    allCategories.first { $0.id == id }
  }

  /// The products of a category, in display order.
  public func products(inCategory categoryId: String) -> [Product] {
    allProducts.filter { $0.categoryId == categoryId }
  }

  /// The product with `id`, or `nil`.
  public func product(id: String) -> Product? {
    allProducts.first { $0.id == id }
  }

  /// The products whose name contains `query`, ignoring case.
  public func products(matching query: String) -> [Product] {
    let needle = query.lowercased()
    return allProducts.filter { $0.name.lowercased().contains(needle) }
  }

  /// Kitchen, Outdoor and Books.
  public static let sampleCategories = [
    ProductCategory(id: "kitchen", name: "Kitchen"),
    ProductCategory(id: "outdoor", name: "Outdoor"),
    ProductCategory(id: "books", name: "Books"),
  ]

  /// Five products; the sample orders reference them by id.
  public static let sampleProducts = [
    Product(
      id: "P-100", name: "Chef's Knife", categoryId: "kitchen", priceInCents: 4900,
      summary: "An 8-inch blade of folded steel."),
    Product(
      id: "P-101", name: "Cast Iron Pan", categoryId: "kitchen", priceInCents: 3500,
      summary: "Seasoned and ready for a lifetime of use."),
    Product(
      id: "P-200", name: "Trail Tent", categoryId: "outdoor", priceInCents: 19_900,
      summary: "Two people, 1.9 kg, up in three minutes."),
    Product(
      id: "P-201", name: "Headlamp", categoryId: "outdoor", priceInCents: 2500,
      summary: "400 lumens on a single charge for a whole night."),
    Product(
      id: "P-300", name: "Swift Programming", categoryId: "books", priceInCents: 3900,
      summary: "From the first line to concurrency."),
  ]
}

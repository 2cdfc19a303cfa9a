@testable import FeatureCatalog

/// A small catalog independent of the sample data.
nonisolated enum CatalogFixtures {
  static let garden = ProductCategory(id: "garden", name: "Garden")
  static let toys = ProductCategory(id: "toys", name: "Toys")

  static let rake = Product(
    id: "G-1", name: "Leaf Rake", categoryId: "garden", priceInCents: 1250,
    summary: "Twenty-two tines.")
  static let hose = Product(
    id: "G-2", name: "Garden Hose", categoryId: "garden", priceInCents: 5,
    summary: "Fifteen metres.")
  /// A product whose category the repository does not know.
  static let orphan = Product(
    id: "Z-1", name: "Mystery Box", categoryId: "attic", priceInCents: 99_900,
    summary: "Nobody knows.")

  /// Garden has two products; Toys has none.
  static let categories = [garden, toys]
  static let products = [rake, hose, orphan]
}

@testable import FeatureCatalog

/// Destinations that together reach every Catalog screen, route and intent of the sample
/// catalog, for `FeatureCheck`.
enum CatalogSamples {
  static let destinations: [CatalogDestination] = [
    .grid(categoryId: nil),
    .grid(categoryId: "kitchen"),
    .productDetail(productId: "P-100"),
    .productDetail(productId: "missing"),
    .search(query: nil),
    .search(query: "tent"),
    .productPicker(categoryId: nil),
    .productPicker(categoryId: "outdoor"),
  ]
}

public import NavigationKit

/// The screens of the Catalog feature.
public enum CatalogDestination: NavigationDestination, Codable {
  /// The products of a category, or every category when `categoryId` is `nil`.
  case grid(categoryId: String?)
  /// One product.
  case productDetail(productId: String)
  /// Products matching a query, or a prompt to search when `query` is `nil`.
  case search(query: String?)

  /// `catalog`.
  public static let moduleName = "catalog"
}

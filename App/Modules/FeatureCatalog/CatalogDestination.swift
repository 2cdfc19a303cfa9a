public import NavigationKit

/// The screens of the Catalog feature.
public enum CatalogDestination: NavigationDestination, Codable {
  /// The products of a category, or every category when `categoryId` is `nil`.
  case grid(categoryId: String?)
  /// One product.
  case productDetail(productId: String)
  /// Products matching a query, or a prompt to search when `query` is `nil`.
  case search(query: String?)
  /// The product picker another module asks for: every category, or the products of one, each
  /// one a choice that answers the request.
  case productPicker(categoryId: String?)

  /// `catalog`.
  public static let moduleName = "catalog"

  /// Release 1.0 showed a product in the Orders feature (`product`), now this feature's
  /// `productDetail`, and had a sheet of deals, removed: a user there lands on the search.
  public static var changesSinceEarlierReleases: [DestinationChange<Self>] {
    [
      .moved(fromType: "orders.OrdersDestination", case: "product", to: "productDetail"),
      .removed("deals", landingOn: .search(query: nil)),
    ]
  }

  /// The whole catalog is open to anyone. Ids are identifiers; a query is text of at most 256
  /// Unicode scalars.
  public var access: AccessPolicy {
    switch self {
    case .grid(let categoryId): .open(.identifier("categoryId", categoryId))
    case .productDetail(let productId): .open(.identifier("productId", productId))
    case .search(let query): .open(.text("q", query))
    case .productPicker(let categoryId): .open(.identifier("categoryId", categoryId))
    }
  }
}

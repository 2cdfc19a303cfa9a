public import NavigationKit

extension CatalogDestination {
  /// The entries Catalog opens: a product the app indexed in Spotlight, under the identifier
  /// `product-` followed by its id, shows the product.
  public static let entryRoutes: [EntryRoute<CatalogDestination>] = [
    .searchableItem(identifierPrefix: CatalogDestination.spotlightPrefix) {
      .productDetail(productId: $0)
    }
  ]

  /// What the identifier of a product indexed in Spotlight begins with: `product-P-1`.
  public static let spotlightPrefix = "product-"
}

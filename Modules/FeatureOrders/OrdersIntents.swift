public import NavigationKit

/// Every intent Orders sends to other modules. The composition root routes each one; Orders'
/// screens send intents only through this catalog, so none lacks a route.
public struct OrdersIntents: IntentCatalog {
  /// Shows a catalog product, such as an item of an order.
  public var showProduct: IntentRoute<ShowProduct>

  /// Creates the catalog from the composition root's routes.
  ///
  /// - Parameter showProduct: Where ``ShowProduct`` leads.
  public init(showProduct: IntentRoute<ShowProduct>) {
    self.showProduct = showProduct
  }
}

/// Orders asks to show a catalog product, such as an item of an order.
///
/// Orders declares this intent and never imports the catalog: the composition root decides
/// which module shows products and how.
public struct ShowProduct: NavigationIntent {
  /// The catalog id of the product.
  public let productId: String

  /// Creates the intent.
  ///
  /// - Parameter productId: The catalog id of the product.
  public init(productId: String) {
    self.productId = productId
  }
}

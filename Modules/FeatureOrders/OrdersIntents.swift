public import NavigationKit

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

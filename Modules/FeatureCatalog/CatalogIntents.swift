public import NavigationKit

/// Catalog asks to show the customer's orders, such as to reorder a product.
///
/// Catalog declares this intent and never imports Orders: the composition root decides which
/// module shows orders and how.
public struct ShowOrderHistory: NavigationIntent {
  /// Creates the intent.
  public init() {}
}

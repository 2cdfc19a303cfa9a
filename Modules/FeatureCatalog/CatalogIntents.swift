public import NavigationKit

/// Every intent Catalog sends to other modules. The composition root routes each one;
/// Catalog's screens send intents only through this catalog, so none lacks a route.
public struct CatalogIntents: IntentCatalog {
  /// Shows the customer's orders, such as to reorder a product.
  public var showOrderHistory: IntentRoute<ShowOrderHistory>

  /// Creates the catalog from the composition root's routes.
  ///
  /// - Parameter showOrderHistory: Where ``ShowOrderHistory`` leads.
  public init(showOrderHistory: IntentRoute<ShowOrderHistory>) {
    self.showOrderHistory = showOrderHistory
  }
}

/// Catalog asks to show the customer's orders, such as to reorder a product.
///
/// Catalog declares this intent and never imports Orders: the composition root decides which
/// module shows orders and how.
public struct ShowOrderHistory: NavigationIntent {
  /// Creates the intent.
  public init() {}
}

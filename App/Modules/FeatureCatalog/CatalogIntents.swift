public import NavigationKit

/// Every intent Catalog sends to other modules. The composition root routes each one in
/// Catalog's wiring; Catalog's screens send intents only through this catalog.
public struct CatalogIntents: IntentCatalog {
  /// Shows the customer's orders, such as to reorder a product.
  public var showOrderHistory = IntentRoute<ShowOrderHistory>.unrouted

  /// Creates the catalog with every intent unrouted, as tests and previews use it.
  public init() {}
}

/// Catalog asks to show the customer's orders, such as to reorder a product.
///
/// Catalog declares this intent and never imports Orders: the composition root decides which
/// module shows orders and how.
public struct ShowOrderHistory: NavigationIntent {
  /// Creates the intent.
  public init() {}
}

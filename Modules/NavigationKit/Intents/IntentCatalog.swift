/// Every intent a feature sends to other modules, as one value: a stored ``IntentRoute``
/// property per intent.
///
/// The feature declares the catalog; the composition root creates it, giving each property
/// its route; the feature's screens send intents only through it. A catalog with a route
/// left out does not compile, so no intent a screen can send lacks a handler.
///
/// ```swift
/// public struct OrdersIntents: IntentCatalog {
///   /// Shows a catalog product, such as an item of an order.
///   public var showProduct: IntentRoute<ShowProduct>
///
///   public init(showProduct: IntentRoute<ShowProduct>) {
///     self.showProduct = showProduct
///   }
/// }
/// ```
///
/// The composition reads the routes of a catalog's stored properties to validate where they
/// lead; a route kept anywhere else (in a collection, a computed property) is not seen.
public protocol IntentCatalog: Sendable {}

extension IntentCatalog {
  /// The routes of the catalog's stored properties, in declaration order.
  var routes: [IntentRouteInfo] {
    Mirror(reflecting: self).children.compactMap { ($0.value as? any IntentRouting)?.info }
  }
}

/// The catalog of a feature that sends no intents.
public struct NoIntents: IntentCatalog {
  /// Creates the empty catalog.
  public init() {}
}

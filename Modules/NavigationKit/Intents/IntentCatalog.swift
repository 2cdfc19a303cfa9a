/// Every intent a feature sends to other modules, as one value: a stored ``IntentRoute``
/// property per intent or request, each starting unrouted.
///
/// The feature declares the catalog; the composition root routes each property in the
/// feature's wiring; the feature's screens send intents only through it. Tests and previews
/// use the catalog as `init()` makes it; ``AppNavigator`` does not start while an installed
/// feature leaves one unrouted.
///
/// ```swift
/// public struct OrdersIntents: IntentCatalog {
///   /// Shows a catalog product, such as an item of an order.
///   public var showProduct = IntentRoute<ShowProduct>.unrouted
///
///   public init() {}
/// }
///
/// // In the composition root, which imports both features:
/// var intents = OrdersIntents()
/// intents.showProduct = .push { CatalogDestination.productDetail(productId: $0.productId) }
/// ```
///
/// The composition reads the routes of a catalog's stored properties to validate where they
/// lead; a route kept anywhere else (in a collection, a computed property) is not seen.
public protocol IntentCatalog: Sendable {
  /// Creates the catalog with every intent unrouted, as tests and previews use it.
  init()
}

extension IntentCatalog {
  /// The routes of the catalog's stored properties, in declaration order.
  var routes: [IntentRouteInfo] {
    let catalog = String(describing: Self.self)
    return Mirror(reflecting: self).children.compactMap { child in
      (child.value as? any IntentRouting).map {
        $0.info(catalog: catalog, property: child.label ?? "")
      }
    }
  }
}

/// The catalog of a feature that sends no intents: ``FeatureModule``'s default, which a caller
/// never names (leaving out `intents:` says it), so it is not public API.
@usableFromInline
package struct NoIntents: IntentCatalog {
  @usableFromInline
  package init() {}
}

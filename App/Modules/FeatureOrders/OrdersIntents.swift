public import NavigationKit

/// Every intent Orders sends to other modules. The composition root routes each one in
/// Orders' wiring; Orders' screens send intents only through this catalog.
public struct OrdersIntents: IntentCatalog {
  /// Shows a catalog product, such as an item of an order.
  public var showProduct = IntentRoute<ShowProduct>.unrouted
  /// Asks for a product to add to an order.
  public var pickProduct = IntentRoute<PickProduct>.unrouted

  /// Creates the catalog with every intent unrouted, as tests and previews use it.
  public init() {}
}

/// Orders asks for a product to add to an order, and gets it back — or "cancelled".
///
/// Orders never imports the catalog: the composition root decides which module lets the user
/// choose, and turns its answer into a ``PickedProduct``.
public struct PickProduct: NavigationRequest {
  /// What the request is answered with.
  public typealias Result = PickedProduct

  /// The order the product is for.
  public let orderId: String

  /// Creates the request.
  ///
  /// - Parameter orderId: The order the product is for.
  public init(orderId: String) {
    self.orderId = orderId
  }
}

/// A product chosen for an order: all Orders keeps of it.
///
/// `nonisolated`, as plain data is in an app whose code is main-actor isolated by default
/// (Xcode 26's new projects): there a main-actor type's `Hashable` conformance would be
/// isolated too, and could not be a request's result or answer, which cross actors.
nonisolated public struct PickedProduct: Hashable, Sendable {
  /// The catalog id of the product.
  public let productId: String
  /// The product's name.
  public let name: String

  /// Creates the chosen product.
  public init(productId: String, name: String) {
    self.productId = productId
    self.name = name
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

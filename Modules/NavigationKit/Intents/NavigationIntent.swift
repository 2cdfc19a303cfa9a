/// A request, declared by the module that needs it, to show something another module owns.
///
/// The requesting module declares the intent and sends it; it never imports the module that
/// handles it. The composition root maps each intent type to a destination of the owning module
/// with ``IntentRouter/register(_:as:to:)``.
///
/// ```swift
/// // In FeatureOrders:
/// public struct ShowProduct: NavigationIntent {
///   public let productId: String
/// }
/// // In the composition root:
/// try intents.register(ShowProduct.self, as: .push) {
///   CatalogDestination.productDetail(productId: $0.productId)
/// }
/// ```
public protocol NavigationIntent: Hashable, Sendable {}

extension NavigationIntent {
  /// The intent's type name with its module, such as `FeatureOrders.ShowProduct`.
  static var typeName: String { String(reflecting: Self.self) }

  func isEqual(to other: any NavigationIntent) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

/// A request, declared by the module that needs it, to show something another module owns.
///
/// The requesting module declares the intent, lists it in its ``IntentCatalog`` and sends it
/// through that catalog; it never imports the module that provides it. The composition root
/// routes each intent to a destination of the providing module with an ``IntentRoute``.
///
/// ```swift
/// // In FeatureOrders:
/// public struct ShowProduct: NavigationIntent {
///   public let productId: String
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

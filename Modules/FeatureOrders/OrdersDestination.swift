public import NavigationKit

/// The screens of the Orders feature.
public enum OrdersDestination: NavigationDestination, Codable {
  /// Every order, newest first.
  case list
  /// One order: its items, status and what can be done with it.
  case detail(orderId: String)
  /// Where an order's shipment is.
  case tracking(orderId: String)

  /// `orders`.
  public static let moduleName = "orders"
}

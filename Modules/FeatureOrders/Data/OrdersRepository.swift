/// Where the Orders feature reads orders from.
public protocol OrdersRepository: Sendable {
  /// Every order, newest first.
  func allOrders() -> [Order]
  /// The order with `id`, or `nil` when there is none.
  func order(id: String) -> Order?
}

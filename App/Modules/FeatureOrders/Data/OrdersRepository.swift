/// Where the Orders feature reads orders from, and changes them.
///
/// `nonisolated`: data, read from the screen factories' `@Sendable` closures, also in an app whose
/// code is main-actor isolated by default (Scripts/check-default-isolation).
nonisolated public protocol OrdersRepository: Sendable {
  /// Every order, newest first.
  func allOrders() -> [Order]
  /// The order with `id`, or `nil` when there is none.
  func order(id: String) -> Order?
  /// Cancels the order with `id` if it is still processing.
  ///
  /// - Returns: Whether the order was cancelled; `false` for an order that shipped already,
  ///   was cancelled already, or does not exist.
  @discardableResult
  func cancel(orderId: String) -> Bool
  /// Adds one of `product` to the order with `id` if it is still processing.
  ///
  /// - Returns: Whether it was added.
  @discardableResult
  func add(_ product: PickedProduct, toOrder id: String) -> Bool
  /// Records that the delivery of the order with `id` has a problem, for support to follow up.
  ///
  /// - Returns: Whether it was recorded; `false` for an order that does not exist.
  @discardableResult
  func reportProblem(orderId id: String) -> Bool
}

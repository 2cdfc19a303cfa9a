public import NavigationKit

/// Every order, each one a button that opens it.
public struct OrdersListScreen: ScreenModel {
  /// The orders shown, newest first.
  public let orders: [Order]

  /// Creates the screen.
  public init(orders: [Order]) {
    self.orders = orders
  }

  /// `Orders`.
  public var title: String { "Orders" }

  /// One line per order: id, date, status and item count.
  public var lines: [String] {
    guard !orders.isEmpty else { return ["You have no orders yet."] }
    return orders.map { order in
      let count = order.items.reduce(0) { $0 + $1.quantity }
      return "\(order.id) · \(order.placedOn) · \(order.status.rawValue) · "
        + "\(count) item\(count == 1 ? "" : "s")"
    }
  }

  /// "Open order X" for each order.
  public var actions: [ScreenAction] {
    orders.map {
      ScreenAction("Open order \($0.id)", .push(OrdersDestination.detail(orderId: $0.id)))
    }
  }
}

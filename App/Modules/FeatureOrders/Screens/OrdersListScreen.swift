import NavigationKit

/// Every order, each one a button that opens it.
struct OrdersListScreen: ScreenModel {
  /// The orders shown, newest first.
  let orders: [Order]

  /// Creates the screen.
  init(orders: [Order]) {
    self.orders = orders
  }

  /// `Orders`.
  var title: String { "Orders" }

  /// One line per order: id, date, status and item count.
  var lines: [String] {
    guard !orders.isEmpty else { return ["You have no orders yet."] }
    return orders.map { order in
      let count = order.items.reduce(0) { $0 + $1.quantity }
      return "\(order.id) · \(order.placedOn) · \(order.status.rawValue) · "
        + "\(count) item\(count == 1 ? "" : "s")"
    }
  }

  /// "Open order X" for each order.
  var actions: [ScreenAction] {
    orders.map {
      ScreenAction("Open order \($0.id)", .push(OrdersDestination.detail(orderId: $0.id)))
    }
  }
}

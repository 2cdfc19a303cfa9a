import Foundation

/// Orders kept in memory, starting with a fixed set for the demo, previews and tests.
///
/// Its items reference products of the catalog's sample data by id (`P-100`, `P-201`, …).
///
/// `@unchecked Sendable` is safe: `stored` is only read or written while holding `lock`.
nonisolated public final class SampleOrdersRepository: OrdersRepository, @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [Order]

  /// Creates the repository with the sample orders, or with `orders`.
  public init(orders: [Order] = SampleOrdersRepository.sampleOrders) {
    self.stored = orders
  }

  /// The orders now, newest first.
  public var orders: [Order] {
    lock.withLock { stored }
  }

  /// Every order, newest first.
  public func allOrders() -> [Order] { orders }

  /// The order with `id`, or `nil` when there is none.
  public func order(id: String) -> Order? {
    orders.first { $0.id == id }
  }

  /// Cancels the order with `id` if it is still processing.
  @discardableResult
  public func cancel(orderId: String) -> Bool {
    lock.withLock {
      guard let index = stored.firstIndex(where: { $0.id == orderId }),
        stored[index].status == .processing
      else { return false }
      stored[index] = stored[index].with(status: .cancelled)
      return true
    }
  }

  /// Adds one of `product` to the order with `id` if it is still processing: one more of an
  /// item it has, or a new item.
  @discardableResult
  public func add(_ product: PickedProduct, toOrder id: String) -> Bool {
    lock.withLock {
      guard let index = stored.firstIndex(where: { $0.id == id }),
        stored[index].status == .processing
      else { return false }
      stored[index] = stored[index].adding(product)
      return true
    }
  }

  /// Records a problem with the delivery of the order with `id`.
  @discardableResult
  public func reportProblem(orderId id: String) -> Bool {
    lock.withLock {
      guard let index = stored.firstIndex(where: { $0.id == id }) else { return false }
      stored[index] = stored[index].withProblemReported()
      return true
    }
  }

  /// Three orders: one processing, one shipped, one delivered.
  public static let sampleOrders: [Order] = [
    Order(
      id: "A-3", placedOn: "2026-11-18", status: .processing,
      items: [OrderItem(productId: "P-300", name: "Swift Programming", quantity: 1)]),
    Order(
      id: "A-1", placedOn: "2026-11-12", status: .shipped,
      items: [
        OrderItem(productId: "P-100", name: "Chef's Knife", quantity: 1),
        OrderItem(productId: "P-201", name: "Headlamp", quantity: 2),
      ],
      shipment: Shipment(
        carrier: "Parcelo", trackingNumber: "PX-552-118",
        checkpoints: [
          "2026-11-13 Picked up in Rotterdam", "2026-11-14 At sorting centre Utrecht",
          "2026-11-15 Out for delivery",
        ])),
    Order(
      id: "A-2", placedOn: "2026-10-30", status: .delivered,
      items: [OrderItem(productId: "P-200", name: "Trail Tent", quantity: 1)],
      shipment: Shipment(
        carrier: "Parcelo", trackingNumber: "PX-410-007",
        checkpoints: ["2026-10-31 Picked up in Rotterdam", "2026-11-02 Delivered"])),
  ]
}

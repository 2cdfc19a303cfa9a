/// An order a customer placed.
nonisolated public struct Order: Hashable, Sendable, Identifiable {
  /// Where an order is in its life.
  public enum Status: String, Hashable, Sendable {
    /// Paid, not yet shipped; it can still be cancelled.
    case processing
    /// On its way.
    case shipped
    /// Arrived.
    case delivered
    /// Cancelled before it shipped.
    case cancelled
  }

  /// The order's id.
  public let id: String
  /// The day it was placed, as `YYYY-MM-DD`.
  public let placedOn: String
  /// Where the order is in its life.
  public let status: Status
  /// What was ordered.
  public let items: [OrderItem]
  /// The shipment, once there is one.
  public let shipment: Shipment?
  /// Whether a problem with the delivery was reported.
  public let problemReported: Bool

  /// Creates an order.
  public init(
    id: String, placedOn: String, status: Status, items: [OrderItem], shipment: Shipment? = nil,
    problemReported: Bool = false
  ) {
    self.id = id
    self.placedOn = placedOn
    self.status = status
    self.items = items
    self.shipment = shipment
    self.problemReported = problemReported
  }

  /// The same order with one more of `product`.
  func adding(_ product: PickedProduct) -> Order {
    var items = self.items
    if let index = items.firstIndex(where: { $0.productId == product.productId }) {
      let item = items[index]
      items[index] = OrderItem(
        productId: item.productId, name: item.name, quantity: item.quantity + 1)
    } else {
      items.append(OrderItem(productId: product.productId, name: product.name, quantity: 1))
    }
    return Order(
      id: id, placedOn: placedOn, status: status, items: items, shipment: shipment,
      problemReported: problemReported)
  }

  /// The same order in another status.
  public func with(status: Status) -> Order {
    Order(
      id: id, placedOn: placedOn, status: status, items: items, shipment: shipment,
      problemReported: problemReported)
  }

  /// The same order, with a problem reported.
  func withProblemReported() -> Order {
    Order(
      id: id, placedOn: placedOn, status: status, items: items, shipment: shipment,
      problemReported: true)
  }
}

/// One line of an order: a catalog product and a quantity.
nonisolated public struct OrderItem: Hashable, Sendable {
  /// The catalog id of the product; Orders knows the id, not the catalog.
  public let productId: String
  /// The product's name as it was when ordered.
  public let name: String
  /// How many were ordered.
  public let quantity: Int

  /// Creates an order line.
  public init(productId: String, name: String, quantity: Int) {
    self.productId = productId
    self.name = name
    self.quantity = quantity
  }
}

/// A shipment and its tracking history.
nonisolated public struct Shipment: Hashable, Sendable {
  /// Who carries the parcel.
  public let carrier: String
  /// The carrier's tracking number.
  public let trackingNumber: String
  /// What happened to the parcel, oldest first.
  public let checkpoints: [String]

  /// Creates a shipment.
  public init(carrier: String, trackingNumber: String, checkpoints: [String]) {
    self.carrier = carrier
    self.trackingNumber = trackingNumber
    self.checkpoints = checkpoints
  }
}

@testable import FeatureOrders

/// Orders independent of the sample data, one per status.
nonisolated enum OrderFixtures {
  static let processing = Order(
    id: "T-1", placedOn: "2027-01-03", status: .processing,
    items: [OrderItem(productId: "X-1", name: "Kettle", quantity: 1)])

  static let shipped = Order(
    id: "T-2", placedOn: "2027-01-02", status: .shipped,
    items: [
      OrderItem(productId: "X-1", name: "Kettle", quantity: 1),
      OrderItem(productId: "X-2", name: "Mug", quantity: 3),
    ],
    shipment: Shipment(
      carrier: "Swiftpost", trackingNumber: "SP-77",
      checkpoints: ["2027-01-02 Collected", "2027-01-03 In transit"]))

  static let delivered = Order(
    id: "T-3", placedOn: "2027-01-01", status: .delivered,
    items: [OrderItem(productId: "X-3", name: "Teapot", quantity: 2)],
    shipment: Shipment(
      carrier: "Swiftpost", trackingNumber: "SP-12", checkpoints: ["2027-01-02 Delivered"]))

  /// Newest first, as a repository returns them.
  static let all = [processing, shipped, delivered]
}

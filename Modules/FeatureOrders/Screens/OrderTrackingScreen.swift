import NavigationKit

/// Where an order's parcel is.
struct OrderTrackingScreen: ScreenModel {
  /// The order whose shipment is shown.
  let order: Order

  /// Creates the screen.
  init(order: Order) {
    self.order = order
  }

  /// `Tracking <id>`.
  var title: String { "Tracking \(order.id)" }

  /// The carrier, the tracking number and each checkpoint, oldest first.
  var lines: [String] {
    guard let shipment = order.shipment else { return ["Order \(order.id) has not shipped yet."] }
    return ["\(shipment.carrier) \(shipment.trackingNumber)"]
      + shipment.checkpoints.map { "• \($0)" }
  }

  /// Report a problem with the delivery.
  var actions: [ScreenAction] {
    let number = order.shipment?.trackingNumber ?? order.id
    let alert = AlertState(
      title: "Report a problem",
      message: "Support will contact you about \(number) within a day.",
      actions: [DialogAction(id: "ok", title: "OK")])
    return [ScreenAction("Report a problem", .showAlert(alert))]
  }
}

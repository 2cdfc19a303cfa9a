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

  /// The carrier, the tracking number and each checkpoint, oldest first; then whether a
  /// problem was reported.
  var lines: [String] {
    let reported =
      order.problemReported ? ["Problem reported: support will contact you within a day."] : []
    guard let shipment = order.shipment else {
      return ["Order \(order.id) has not shipped yet."] + reported
    }
    return ["\(shipment.carrier) \(shipment.trackingNumber)"]
      + shipment.checkpoints.map { "• \($0)" } + reported
  }

  /// Report a problem with the delivery: a form sheet, which its lock keeps from being swiped
  /// away.
  var actions: [ScreenAction] {
    [
      ScreenAction(
        "Report a problem",
        .present(
          OrdersDestination.reportProblem(orderId: order.id).erased, style: .sheet,
          options: ProblemReportScreen.presentationOptions))
    ]
  }
}

import NavigationKit

/// A form to report a problem with an order's delivery, presented as a form sheet.
///
/// While it is shown it locks navigation: a deep link opened meanwhile waits until the report
/// is sent or discarded, and a swipe down does not dismiss it, so the user's words are never
/// torn down by a link or a slip of the thumb.
struct ProblemReportScreen: NavigationLockingScreen {
  /// How the form is presented: a sheet of a form's size (iOS 18 on iPad), full height.
  static let presentationOptions = PresentationOptions(detents: [.large], sizing: .form)

  /// The order the report is about.
  let order: Order
  /// Where the report is recorded.
  let repository: any OrdersRepository

  /// Creates the form.
  init(order: Order, repository: any OrdersRepository) {
    self.order = order
    self.repository = repository
  }

  /// `Report a problem with order <id>`.
  var title: String { "Report a problem with order \(order.id)" }

  /// What the report is about, and what happens to it.
  var lines: [String] {
    let parcel = order.shipment.map { "Parcel \($0.trackingNumber) (\($0.carrier))" }
    return (parcel.map { [$0] } ?? [])
      + ["Tell us what went wrong; support contacts you within a day."]
  }

  /// Send the report, or discard it; both close the form.
  var actions: [ScreenAction] {
    [
      ScreenAction("Send", .feature(OrdersAction.sendProblemReport(orderId: order.id))),
      ScreenAction("Discard", .dismiss),
    ]
  }

  /// The report is not sent yet for as long as the form is shown.
  var navigationLock: NavigationLock? {
    NavigationLock(reason: "the problem report for order \(order.id) is not sent")
  }

  /// Sends the report, then closes the form.
  func handle(_ action: AnyFeatureAction) -> FeatureActionResult {
    guard case .sendProblemReport(let orderId) = action.as(OrdersAction.self), orderId == order.id,
      repository.reportProblem(orderId: orderId)
    else { return .unhandled }
    return .then(.dismiss)
  }
}

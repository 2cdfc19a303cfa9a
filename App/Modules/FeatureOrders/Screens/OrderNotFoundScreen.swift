import NavigationKit

/// Shown for an order id that is not valid or matches no order.
struct OrderNotFoundScreen: ScreenModel {
  /// The id that was asked for.
  let orderId: String

  /// Creates the screen.
  init(orderId: String) {
    self.orderId = orderId
  }

  /// `Order not found`.
  var title: String { "Order not found" }

  /// Why nothing is shown.
  var lines: [String] {
    ResourceIdentifier.isValid(orderId)
      ? ["No order has the id \(UntrustedText.quoted(orderId))."]
      : ["\(UntrustedText.quoted(orderId)) is not a valid order id."]
  }

  /// Back to every order.
  var actions: [ScreenAction] {
    [ScreenAction("All orders", .popToRoot)]
  }
}

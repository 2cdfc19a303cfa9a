public import NavigationKit

/// Shown for an order id that is not valid or matches no order.
public struct OrderNotFoundScreen: ScreenModel {
  /// The id that was asked for.
  public let orderId: String

  /// Creates the screen.
  public init(orderId: String) {
    self.orderId = orderId
  }

  /// `Order not found`.
  public var title: String { "Order not found" }

  /// Why nothing is shown.
  public var lines: [String] {
    ResourceIdentifier.isValid(orderId)
      ? ["No order has the id \(UntrustedText.quoted(orderId))."]
      : ["\(UntrustedText.quoted(orderId)) is not a valid order id."]
  }

  /// Back to every order.
  public var actions: [ScreenAction] {
    [ScreenAction("All orders", .popToRoot)]
  }
}

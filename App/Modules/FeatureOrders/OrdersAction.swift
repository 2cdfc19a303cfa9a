public import NavigationKit

/// What Orders' screens do that is not navigation, carried out by the screen that offers it.
public enum OrdersAction: FeatureAction {
  /// Cancels an order that is still processing.
  case cancel(orderId: String)
  /// Sends the problem report of an order's delivery.
  case sendProblemReport(orderId: String)
}

public import NavigationKit

extension OrdersDestination {
  /// The Orders deep links, under `myapp://orders`.
  ///
  /// | Pattern | Shows | Login |
  /// | --- | --- | --- |
  /// | `orders` | the Orders tab at its root | no |
  /// | `orders/{orderId}` | `[detail]` | no |
  /// | `orders/{orderId}/track` | `[detail, tracking]` | yes |
  public static let deepLinkRoutes: [DeepLinkRoute<OrdersDestination>] = [
    DeepLinkRoute("orders", showing: .list),
    DeepLinkRoute("orders/{orderId}") {
      [.detail(orderId: $0["orderId"])]
    } parameters: {
      guard case .detail(let orderId) = $0 else { return nil }
      return ["orderId": orderId]
    },
    DeepLinkRoute("orders/{orderId}/track") {
      [.detail(orderId: $0["orderId"]), .tracking(orderId: $0["orderId"])]
    } parameters: {
      guard case .tracking(let orderId) = $0 else { return nil }
      return ["orderId": orderId]
    },
  ]
}

public import NavigationKit

extension OrdersDestination {
  /// The notifications and activities Orders opens.
  ///
  /// | Entry | Payload | Shows |
  /// | --- | --- | --- |
  /// | notification `order-shipped` | `orderId` | `[detail, tracking]`, after login |
  /// | Handoff activity `com.example.myapp.order` | `orderId` | `[detail]` |
  ///
  /// Each opens through its destination's link, so a shipped order's notification tapped on a
  /// cold start shows the order beneath its tracking, as `orders/{orderId}/track` builds it.
  public static let entryRoutes: [EntryRoute<OrdersDestination>] = [
    .notification(category: "order-shipped") { payload in
      payload["orderId"].map { .tracking(orderId: $0) }
    },
    .activity(type: OrdersDestination.handoffActivityType) { userInfo in
      userInfo["orderId"].map { .detail(orderId: $0) }
    },
  ]

  /// The type of the activity an order's screen advertises for Handoff, with the order's id
  /// under `orderId` in its user info; the app lists it under `NSUserActivityTypes`.
  public static let handoffActivityType = "com.example.myapp.order"
}

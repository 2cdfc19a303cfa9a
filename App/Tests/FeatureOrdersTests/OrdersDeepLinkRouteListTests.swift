import FeatureOrders
import NavigationKit
import Testing

@Suite struct OrdersDeepLinkRouteListTests {
  @Test func routerListsEveryOrdersRoute() throws {
    let router = try OrdersLinks.router()
    #expect(
      router.routes == [
        DeepLinkRouteInfo(
          pattern: "orders", module: "orders", presentation: .push, requiresLogin: false,
          destinations: ["orders.list"]),
        DeepLinkRouteInfo(
          pattern: "orders/{orderId}", module: "orders", presentation: .push,
          requiresLogin: false, destinations: [#"orders.detail(orderId: "{orderId}")"#]),
        DeepLinkRouteInfo(
          pattern: "orders/{orderId}/track", module: "orders", presentation: .push,
          requiresLogin: true,
          destinations: [
            #"orders.detail(orderId: "{orderId}")"#, #"orders.tracking(orderId: "{orderId}")"#,
          ]),
      ])
  }

  @Test func onlyTrackingNeedsLoginAndTheRouteGetsItFromTheDestination() throws {
    let routes = OrdersDestination.deepLinkRoutes
    #expect(routes.map(\.pattern) == ["orders", "orders/{orderId}", "orders/{orderId}/track"])
    let listed = try OrdersLinks.router().routes
    #expect(listed.map(\.requiresLogin) == [false, false, true])
    #expect(OrdersDestination.tracking(orderId: "A-1").access.requiresLogin)
    #expect(routes.allSatisfy { $0.presentation == .push && $0.queryItems.isEmpty })
    #expect(routes.allSatisfy { $0.parameterKinds.isEmpty })
  }

  @Test func routeLinesNameLoginAndDestinations() throws {
    let lines = try OrdersLinks.router().routes.map(\.description)
    #expect(
      lines == [
        "orders  orders  push  public  [orders.list]",
        #"orders/{orderId}  orders  push  public  [orders.detail(orderId: "{orderId}")]"#,
        #"orders/{orderId}/track  orders  push  login  [orders.detail(orderId: "{orderId}"), "#
          + #"orders.tracking(orderId: "{orderId}")]"#,
      ])
  }
}

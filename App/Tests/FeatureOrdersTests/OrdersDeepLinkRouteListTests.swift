import FeatureOrders
import Foundation
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
    // The route table as the router lists it, one line per declared route.
    let router = try OrdersLinks.router()
    let listed = router.routes
    #expect(OrdersDestination.deepLinkRoutes.count == listed.count)
    #expect(listed.map(\.pattern) == ["orders", "orders/{orderId}", "orders/{orderId}/track"])
    #expect(listed.map(\.requiresLogin) == [false, false, true])
    #expect(OrdersDestination.tracking(orderId: "A-1").access.requiresLogin)
    #expect(listed.allSatisfy { $0.presentation == .push && $0.queryItems.isEmpty })
    // Every path parameter is an identifier: an id is read, a value only text takes is not.
    for pattern in ["orders/{orderId}", "orders/{orderId}/track"] {
      let link = { (orderId: String) in
        "myapp://" + pattern.replacingOccurrences(of: "{orderId}", with: orderId)
      }
      #expect(try router.match(link("A-1")).pattern == pattern)
      #expect(throws: DeepLinkRejection.invalidParameter("orderId")) {
        try router.match(link("not.an.id"))
      }
    }
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

import FeatureOrders
import NavigationKit
import Testing

@Suite struct OrdersDeepLinkMatchTests {
  let router: DeepLinkRouter

  init() throws {
    router = try OrdersLinks.router()
  }

  @Test(arguments: [
    "myapp://orders", "myapp://orders/", "MYAPP://ORDERS", "myapp://orders?utm_source=mail",
    "https://myapp.example.com/orders", "https://MyApp.Example.COM/orders/#top",
  ])
  func ordersShowsTheListAtTheTabRoot(_ url: String) throws {
    let match = try router.match(url)
    #expect(match.url == url)
    #expect(match.module == "orders")
    #expect(match.pattern == "orders")
    #expect(match.destinations == [OrdersDestination.list.erased])
    #expect(match.presentation == .push)
  }

  @Test(arguments: [
    "myapp://orders/A-1", "myapp://orders/A-1/", "myapp://orders/A-1?ref=share#items",
    "https://myapp.example.com/orders/A-1", "myapp://orders/%41-1",
  ])
  func orderIdShowsTheDetail(_ url: String) throws {
    let match = try router.match(url)
    #expect(match.pattern == "orders/{orderId}")
    #expect(match.destinations == [OrdersDestination.detail(orderId: "A-1").erased])
    #expect(match.presentation == .push)
    #expect(!match.requiresLogin)
  }

  @Test(arguments: [
    "myapp://orders/A-1/track", "myapp://orders/A-1/track/",
    "https://myapp.example.com/orders/A-1/track?utm_campaign=x",
  ])
  func trackShowsTheDetailThenTrackingAndNeedsLogin(_ url: String) throws {
    let match = try router.match(url)
    #expect(match.pattern == "orders/{orderId}/track")
    #expect(match.module == "orders")
    #expect(
      match.destinations == [
        OrdersDestination.detail(orderId: "A-1").erased,
        OrdersDestination.tracking(orderId: "A-1").erased,
      ])
    #expect(match.presentation == .push)
    #expect(match.requiresLogin)
  }

  /// Ids are 1 to 64 ASCII letters, digits, `-` or `_`.
  nonisolated static let validIds = [
    "A-1", "a", "0", "-", "_", "a_B-9", String(repeating: "x", count: 64),
  ]

  @Test(arguments: validIds)
  func validIdReachesBothRoutes(_ orderId: String) throws {
    #expect(
      try router.match("myapp://orders/\(orderId)").destinations == [
        OrdersDestination.detail(orderId: orderId).erased
      ])
    #expect(
      try router.match("myapp://orders/\(orderId)/track").destinations.last
        == OrdersDestination.tracking(orderId: orderId).erased)
  }

  /// Ids as they appear in a link; each decodes to something that is not an id.
  nonisolated static let invalidIds = [
    String(repeating: "x", count: 65), "A.1", "A~1", "A%201", "A+1", "A%2F1", "..", ".",
    "%2E%2E", "A%00", "%C3%A9", "%EF%BC%A1-1",
  ]

  @Test(arguments: invalidIds)
  func invalidIdIsRejectedNamingTheParameter(_ orderId: String) {
    #expect(throws: DeepLinkRejection.invalidParameter("orderId")) {
      try router.match("myapp://orders/\(orderId)")
    }
    #expect(throws: DeepLinkRejection.invalidParameter("orderId")) {
      try router.match("myapp://orders/\(orderId)/track")
    }
  }

  @Test(arguments: [
    ("myapp://orders/A-1/refund", "orders/A-1/refund"),
    ("myapp://orders/A-1/TRACK", "orders/A-1/TRACK"),
    ("myapp://orders/A-1/track/more", "orders/A-1/track/more"),
    ("https://myapp.example.com/Orders/A-1/Track", "orders/A-1/Track"),
    ("myapp://catalog", "catalog"),
  ])
  func pathNoOrdersRouteHasIsNoRoute(_ url: String, _ path: String) {
    #expect(throws: DeepLinkRejection.noRoute(path: path)) { try router.match(url) }
  }
}

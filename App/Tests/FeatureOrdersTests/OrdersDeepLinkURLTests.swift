import FeatureOrders
import NavigationKit
import Testing

@Suite struct OrdersDeepLinkURLTests {
  let router: DeepLinkRouter

  init() throws {
    router = try OrdersLinks.router()
  }

  /// Several values of every case.
  nonisolated static let samples: [OrdersDestination] = [
    .list,
    .detail(orderId: "A-1"), .detail(orderId: "b_2"), .detail(orderId: "-"),
    .detail(orderId: String(repeating: "Z", count: 64)),
    .tracking(orderId: "A-1"), .tracking(orderId: "x-9_Y"),
    .tracking(orderId: String(repeating: "7", count: 64)),
  ]

  /// The case's name; the switch stops compiling when a case is added, so ``samples`` follows.
  private static func caseName(_ destination: OrdersDestination) -> String {
    switch destination {
    case .list: "list"
    case .detail: "detail"
    case .tracking: "tracking"
    case .reportProblem: "reportProblem (a form has no link)"
    }
  }

  @Test func samplesCoverEveryCase() {
    #expect(Set(Self.samples.map(Self.caseName)) == ["list", "detail", "tracking"])
  }

  @Test(arguments: samples)
  func linkShowsTheDestination(_ destination: OrdersDestination) throws {
    let url = try #require(router.url(for: destination.erased))
    #expect(url.hasPrefix("myapp://orders"))
    #expect(try router.match(url).destinations.last == AnyDestination(destination))
  }

  @Test(arguments: samples)
  func universalLinkShowsTheDestination(_ destination: OrdersDestination) throws {
    let url = try #require(
      router.url(for: destination.erased, host: "myapp.example.com"))
    #expect(url.hasPrefix("https://myapp.example.com/orders"))
    #expect(try router.match(url).destinations.last == AnyDestination(destination))
  }

  @Test(arguments: [
    (OrdersDestination.list, "orders"),
    (.detail(orderId: "A-1"), "orders/A-1"),
    (.tracking(orderId: "A-1"), "orders/A-1/track"),
  ])
  func linksAreTheDocumentedPaths(_ destination: OrdersDestination, _ path: String) {
    #expect(router.url(for: destination.erased) == "myapp://\(path)")
    #expect(
      router.url(for: destination.erased, host: "MyApp.Example.com")
        == "https://myapp.example.com/\(path)")
  }

  /// A form is reached from its screen, never from a link: a link cannot open a form that locks.
  @Test func theProblemReportFormHasNoLink() {
    #expect(router.url(for: OrdersDestination.reportProblem(orderId: "A-1").erased) == nil)
  }

  @Test(arguments: ["evil.com", "myapp.example.com.evil.com", "example.com", ""])
  func universalLinkToAHostNotAllowedIsNil(_ host: String) {
    #expect(router.url(for: OrdersDestination.list.erased, host: host) == nil)
  }

  @Test(arguments: ["", "../etc", "A 1", "é", "A/1", "A\n1", String(repeating: "x", count: 65)])
  func invalidIdHasNoLink(_ orderId: String) {
    for destination in [OrdersDestination.detail(orderId: orderId), .tracking(orderId: orderId)] {
      #expect(router.url(for: destination.erased) == nil)
      #expect(router.url(for: destination.erased, host: "myapp.example.com") == nil)
    }
  }
}

import NavigationKit
import NavigationKitTesting
import Testing

@testable import FeatureOrders

@MainActor
@Suite struct OrdersResolverTests {
  @Test(arguments: [
    (OrdersDestination.list, StubScreen("list")),
    (.detail(orderId: "A-1"), StubScreen("detail", argument: "A-1")),
    (.tracking(orderId: "B-7"), StubScreen("tracking", argument: "B-7")),
  ])
  func routesEachCaseToItsFactoryClosure(
    _ destination: OrdersDestination, _ expected: StubScreen
  ) throws {
    let screen = OrdersResolver(factory: .stub).resolve(destination)
    #expect(try #require(screen as? StubScreen) == expected)
  }

  @Test func passesIdsThroughUnchanged() throws {
    // The resolver does not validate: validation is the factory's job.
    let screen = OrdersResolver(factory: .stub).resolve(.detail(orderId: "../etc"))
    #expect(try #require(screen as? StubScreen) == StubScreen("detail", argument: "../etc"))
  }

  @Test func resolvesThroughARegistry() throws {
    let app = try AppNavigator(
      features: [FeatureModule(resolver: OrdersResolver(factory: .stub))],
      tabs: [NavigationTab("orders", root: OrdersDestination.list)],
      fallback: {
        Issue.record("unresolved: \($0)")
        return StubScreen("fallback")
      })

    let screen = app.screen(for: OrdersDestination.tracking(orderId: "A-3").erased)
    #expect(try #require(screen as? StubScreen) == StubScreen("tracking", argument: "A-3"))
  }
}

import NavigationKit
import NavigationKitTesting
import Testing

@testable import FeatureOrders

@Suite struct OrdersListScreenTests {
  @Test func listsEveryOrderOfTheRepository() throws {
    let repository = RecordingOrdersRepository()
    let screen = try #require(
      OrdersScreenFactory.live(repository: repository, intents: OrdersIntents()).makeList()
        as? OrdersListScreen)

    #expect(screen.title == "Orders")
    #expect(screen.orders == OrderFixtures.all)
    #expect(
      screen.lines == [
        "T-1 · 2027-01-03 · processing · 1 item",
        "T-2 · 2027-01-02 · shipped · 4 items",
        "T-3 · 2027-01-01 · delivered · 2 items",
      ])
    #expect(
      screen.actions == [
        ScreenAction("Open order T-1", .push(OrdersDestination.detail(orderId: "T-1"))),
        ScreenAction("Open order T-2", .push(OrdersDestination.detail(orderId: "T-2"))),
        ScreenAction("Open order T-3", .push(OrdersDestination.detail(orderId: "T-3"))),
      ])
    #expect(repository.calls == [.allOrders])
  }

  @Test func listsEverySampleOrder() throws {
    let sample = SampleOrdersRepository()
    let screen = try #require(
      OrdersScreenFactory.live(repository: sample, intents: OrdersIntents()).makeList()
        as? OrdersListScreen)

    #expect(
      screen.lines == [
        "A-3 · 2026-11-18 · processing · 1 item",
        "A-1 · 2026-11-12 · shipped · 3 items",
        "A-2 · 2026-10-30 · delivered · 1 item",
      ])
    #expect(
      screen.actions.map(\.navigation)
        == sample.orders.map { .push(OrdersDestination.detail(orderId: $0.id)) })
  }

  @Test func saysSoWhenThereAreNoOrders() {
    let screen = OrdersScreenFactory.live(
      repository: RecordingOrdersRepository(orders: []), intents: OrdersIntents()
    )
    .makeList()

    #expect(screen.title == "Orders")
    #expect(screen.lines == ["You have no orders yet."])
    #expect(screen.actions.isEmpty)
  }
}

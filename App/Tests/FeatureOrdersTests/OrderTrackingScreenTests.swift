import NavigationKit
import NavigationKitTesting
import Testing

@testable import FeatureOrders

@Suite struct OrderTrackingScreenTests {
  private let factory = OrdersScreenFactory.live(
    repository: RecordingOrdersRepository(), intents: OrdersIntents())

  private func reportForm(of orderId: String) -> NavigationAction {
    .present(
      OrdersDestination.reportProblem(orderId: orderId).erased, style: .sheet,
      options: PresentationOptions(detents: [.large], sizing: .form))
  }

  @Test func showsCarrierAndEveryCheckpoint() throws {
    let screen = try #require(factory.makeTracking("T-2") as? OrderTrackingScreen)

    #expect(screen.order == OrderFixtures.shipped)
    #expect(screen.title == "Tracking T-2")
    #expect(
      screen.lines == ["Swiftpost SP-77", "• 2027-01-02 Collected", "• 2027-01-03 In transit"])
    #expect(
      screen.actions == [ScreenAction("Report a problem", reportForm(of: "T-2"))])
  }

  @Test func orderWithoutShipmentHasNotShippedYet() throws {
    let screen = try #require(factory.makeTracking("T-1") as? OrderTrackingScreen)

    #expect(screen.title == "Tracking T-1")
    #expect(screen.lines == ["Order T-1 has not shipped yet."])
    #expect(
      screen.actions == [ScreenAction("Report a problem", reportForm(of: "T-1"))])
  }

  @Test func sampleShipmentIsTracked() {
    let screen = OrdersScreenFactory.live(
      repository: SampleOrdersRepository(), intents: OrdersIntents()
    )
    .makeTracking("A-1")

    #expect(
      screen.lines == [
        "Parcelo PX-552-118",
        "• 2026-11-13 Picked up in Rotterdam",
        "• 2026-11-14 At sorting centre Utrecht",
        "• 2026-11-15 Out for delivery",
      ])
    #expect(
      screen.actions.map(\.navigation) == [reportForm(of: "A-1")])
  }
}

import NavigationKit
import NavigationKitTesting
import Testing

@testable import FeatureOrders

/// "Cancel order" on a processing order's dialog cancels it, and the cancellation is an event.
@MainActor
@Suite struct OrderCancellationTests {
  let repository = SampleOrdersRepository()

  func makeHarness() throws -> FeatureHarness {
    try FeatureHarness(
      OrdersFeature.module(repository: repository, intents: OrdersIntents()),
      root: OrdersDestination.list)
  }

  @Test func cancellingAProcessingOrderShowsItCancelledHereAndInTheList() throws {
    let harness = try makeHarness()
    try harness.tap("Open order A-3")
    try harness.tap("Cancel order")
    #expect(harness.actionTitles == ["Cancel order", "Keep order"])

    let effect = try harness.tap("Cancel order")

    #expect(effect.performed == [AnyFeatureAction(OrdersAction.cancel(orderId: "A-3"))])
    #expect(
      effect.descriptions == [
        #"orders: chose "Cancel order" in "Cancel order A-3?""#,
        #"orders: performed cancel(orderId: "A-3")"#,
      ])
    #expect(harness.visibleScreen.lines.contains("Status: cancelled"))
    #expect(!harness.actionTitles.contains("Cancel order"))
    #expect(repository.order(id: "A-3")?.status == .cancelled)
    harness.app.perform(.pop)
    #expect(harness.visibleScreen.lines.first == "A-3 · 2026-11-18 · cancelled · 1 item")
  }

  @Test func keepingTheOrderChangesNothing() throws {
    let harness = try makeHarness()
    try harness.tap("Open order A-3")
    try harness.tap("Cancel order")
    let effect = try harness.tap("Keep order")
    #expect(effect.performed.isEmpty)
    #expect(effect.descriptions == [#"orders: chose "Keep order" in "Cancel order A-3?""#])
    #expect(repository.order(id: "A-3")?.status == .processing)
  }

  @Test(arguments: ["A-1", "A-2"])
  func aShippedOrDeliveredOrderOffersNoCancellation(orderId: String) throws {
    let harness = try makeHarness()
    try harness.tap("Open order \(orderId)")
    #expect(!harness.actionTitles.contains("Cancel order"))
  }

  @Test func aCancellationOfAnOrderThatShippedMeanwhileIsNotCarriedOut() throws {
    let harness = try makeHarness()
    try harness.tap("Open order A-1")
    harness.app.perform(.feature(OrdersAction.cancel(orderId: "A-1")))
    #expect(
      harness.recorder.descriptions.last == #"orders: no screen carried out cancel(orderId: "A-1")"#
    )
    #expect(repository.order(id: "A-1")?.status == .shipped)
  }

  @Test func onlyTheOrderShownIsCancelledByItsScreen() throws {
    let harness = try makeHarness()
    try harness.tap("Open order A-1")
    harness.app.perform(.feature(OrdersAction.cancel(orderId: "A-3")))
    #expect(repository.order(id: "A-3")?.status == .processing)
  }
}

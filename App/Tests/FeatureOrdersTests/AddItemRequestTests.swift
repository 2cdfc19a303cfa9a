import NavigationKit
import NavigationKitTesting
import Testing

@testable import FeatureOrders

/// "Add an item" asks another module for a product; the order gets it only when one is chosen.
@MainActor
@Suite struct AddItemRequestTests {
  let repository = SampleOrdersRepository()

  func makeHarness() throws -> FeatureHarness {
    let harness = try FeatureHarness(
      OrdersFeature.module(repository: repository, intents: OrdersIntents()),
      root: OrdersDestination.list)
    try harness.tap("Open order A-3")
    return harness
  }

  @Test func addingAnItemSendsTheRequestForThisOrder() throws {
    let harness = try makeHarness()
    let effect = try harness.tap("Add an item")
    #expect(effect.sent(PickProduct.self) == PickProduct(orderId: "A-3"))
    #expect(
      harness.app.waitingRequests.map { $0.intent as? PickProduct } == [PickProduct(orderId: "A-3")]
    )
  }

  @Test func aChosenProductIsAddedAndShown() throws {
    let harness = try makeHarness()
    try harness.tap("Add an item")
    let effect = try harness.answer(PickedProduct(productId: "P-201", name: "Headlamp"))
    #expect(
      effect.descriptions.last
        == #"request PickProduct(orderId: "A-3") completed: PickedProduct(productId: "P-201", name: "Headlamp")"#
    )
    #expect(harness.visibleDestination == OrdersDestination.detail(orderId: "A-3").erased)
    #expect(harness.visibleScreen.lines.contains("1 × Headlamp (P-201)"))
    try harness.tap("Add an item")
    try harness.answer(PickedProduct(productId: "P-201", name: "Headlamp"))
    #expect(harness.visibleScreen.lines.contains("2 × Headlamp (P-201)"))
  }

  @Test func goingBackWithoutChoosingLeavesTheOrderUnchanged() throws {
    let harness = try makeHarness()
    let before = repository.order(id: "A-3")
    try harness.tap("Add an item")
    try harness.tap("Back")
    #expect(harness.recorder.descriptions.last == #"request PickProduct(orderId: "A-3") cancelled"#)
    #expect(repository.order(id: "A-3") == before)
    #expect(harness.app.waitingRequests.isEmpty)
  }

  @Test(arguments: ["A-1", "A-2"])
  func aShippedOrDeliveredOrderOffersNoNewItem(orderId: String) throws {
    let harness = try FeatureHarness(
      OrdersFeature.module(repository: repository, intents: OrdersIntents()),
      root: OrdersDestination.list)
    try harness.tap("Open order \(orderId)")
    #expect(!harness.actionTitles.contains("Add an item"))
    #expect(!repository.add(PickedProduct(productId: "P-1", name: "X"), toOrder: orderId))
  }

}

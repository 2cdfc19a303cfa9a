import NavigationKit
import NavigationKitTesting
import Testing

@testable import FeatureOrders

@Suite struct OrderDetailScreenTests {
  private let factory = OrdersScreenFactory.live(
    repository: RecordingOrdersRepository(), intents: OrdersIntents())

  @Test func shippedOrderCanBeTrackedAndShowsEachProduct() throws {
    let screen = try #require(factory.makeDetail("T-2") as? OrderDetailScreen)

    #expect(screen.order == OrderFixtures.shipped)
    #expect(screen.title == "Order T-2")
    #expect(
      screen.lines == [
        "Placed on 2027-01-02", "Status: shipped", "1 × Kettle (X-1)", "3 × Mug (X-2)",
      ])
    #expect(
      screen.actions == [
        ScreenAction("Track shipment", .push(OrdersDestination.tracking(orderId: "T-2"))),
        ScreenAction(
          "View product Kettle", OrdersIntents().showProduct(ShowProduct(productId: "X-1"))),
        ScreenAction(
          "View product Mug", OrdersIntents().showProduct(ShowProduct(productId: "X-2"))),
      ])
  }

  @Test func processingOrderCanBeCancelledButNotTracked() throws {
    let screen = try #require(factory.makeDetail("T-1") as? OrderDetailScreen)
    let dialog = DialogState(
      title: "Cancel order T-1?",
      message: "The order has not shipped yet, so it can still be cancelled.",
      actions: [
        DialogAction(
          id: "cancel-order", title: "Cancel order", role: .destructive,
          action: .feature(OrdersAction.cancel(orderId: "T-1"))),
        DialogAction(title: "Keep order", role: .cancel),
      ])

    #expect(screen.lines == ["Placed on 2027-01-03", "Status: processing", "1 × Kettle (X-1)"])
    #expect(
      screen.actions == [
        ScreenAction(
          "View product Kettle", OrdersIntents().showProduct(ShowProduct(productId: "X-1"))),
        ScreenAction(
          "Add an item", OrdersIntents().pickProduct(PickProduct(orderId: "T-1")) { _ in }),
        ScreenAction("Cancel order", .showConfirmationDialog(dialog)),
      ])
    #expect(screen.cancellationDialog.actions.filter { $0.role == .destructive }.count == 1)
  }

  @Test func deliveredOrderKeepsItsTrackingAndCannotBeCancelled() throws {
    let screen = try #require(factory.makeDetail("T-3") as? OrderDetailScreen)

    #expect(
      screen.actions == [
        ScreenAction("Track shipment", .push(OrdersDestination.tracking(orderId: "T-3"))),
        ScreenAction(
          "View product Teapot", OrdersIntents().showProduct(ShowProduct(productId: "X-3"))),
      ])
  }

  @Test(arguments: [
    ("A-3", false, true),
    ("A-1", true, false),
    ("A-2", true, false),
  ])
  func sampleOrderActions(_ orderId: String, canTrack: Bool, canCancel: Bool) throws {
    let sample = SampleOrdersRepository()
    let order = try #require(sample.order(id: orderId))
    let screen = OrdersScreenFactory.live(repository: sample, intents: OrdersIntents()).makeDetail(
      orderId)
    let titles = screen.actions.map(\.title)

    #expect(titles.contains("Track shipment") == canTrack)
    #expect(titles.contains("Cancel order") == canCancel)
    #expect(
      screen.actions.filter { $0.title.hasPrefix("View product ") }.map(\.navigation)
        == order.items.map {
          OrdersIntents().showProduct(ShowProduct(productId: $0.productId))
        })
  }

}

import NavigationKit
import NavigationKitTesting
import Testing

@testable import FeatureOrders

/// "Report a problem" on a tracking screen: a full-screen form that locks navigation until it
/// is sent or discarded.
@MainActor
@Suite struct ProblemReportTests {
  let repository = SampleOrdersRepository()

  func makeHarness() throws -> FeatureHarness {
    let harness = try FeatureHarness(
      OrdersFeature.module(repository: repository, intents: OrdersIntents()),
      root: OrdersDestination.list, deepLinkPolicy: DeepLinkPolicy(scheme: "myapp"),
      isLoggedIn: true)
    try harness.tap("Open order A-1")
    try harness.tap("Track shipment")
    return harness
  }

  private let form = OrdersDestination.reportProblem(orderId: "A-1")

  @Test func reportingAProblemPresentsAFormThatLocksNavigation() throws {
    let harness = try makeHarness()

    let effect = try harness.tap("Report a problem")

    #expect(effect.presented == [.init(destination: form, style: .sheet)])
    let sheet = try #require(harness.app.tabs.selectedNavigator.presentation)
    #expect(sheet.options == PresentationOptions(detents: [.large], sizing: .form))
    #expect(harness.visibleScreen.title == "Report a problem with order A-1")
    #expect(harness.actionTitles == ["Send", "Discard"])
    #expect(
      harness.app.navigationLock
        == NavigationLock(reason: "the problem report for order A-1 is not sent"))
  }

  @Test func theUnsentFormCannotBeSwipedAway() throws {
    let harness = try makeHarness()
    try harness.tap("Report a problem")
    let sheet = try #require(harness.app.tabs.selectedNavigator.presentation)
    let lock = NavigationLock(reason: "the problem report for order A-1 is not sent")

    #expect(harness.app.interactiveDismissalRefusal(of: sheet) != nil)
    #expect(!harness.app.dismissInteractively(sheet))

    #expect(harness.visibleScreen.title == "Report a problem with order A-1")
    #expect(
      harness.recorder.events.last
        == .interactiveDismissalRefused(
          form.erased, style: .sheet, lock: lock,
          scope: .tab("orders")))
  }

  @Test func aLinkOpenedDuringTheFormWaitsAndOpensWhenTheFormIsDiscarded() throws {
    let harness = try makeHarness()
    try harness.tap("Report a problem")

    let outcome = try harness.open("myapp://orders/A-3")

    #expect(
      outcome.disposition
        == .waitingForUnlock(
          NavigationLock(reason: "the problem report for order A-1 is not sent")))
    #expect(harness.visibleDestination == form.erased)

    try harness.tap("Discard")

    #expect(harness.visibleDestination == OrdersDestination.detail(orderId: "A-3").erased)
    #expect(harness.app.navigationLock == nil)
    #expect(harness.app.waitingForUnlock == nil)
    #expect(repository.order(id: "A-1")?.problemReported == false)
  }

  @Test func sendingRecordsTheReportClosesTheFormAndOpensTheWaitingLink() throws {
    let harness = try makeHarness()
    try harness.tap("Report a problem")
    try harness.open("myapp://orders")

    let effect = try harness.tap("Send")

    #expect(effect.performed == [AnyFeatureAction(OrdersAction.sendProblemReport(orderId: "A-1"))])
    #expect(repository.order(id: "A-1")?.problemReported == true)
    #expect(harness.visibleDestination == OrdersDestination.list.erased)
    #expect(harness.app.tabs.selectedNavigator.presentation == nil)
  }

  @Test func theTrackingScreenShowsASentReport() throws {
    let harness = try makeHarness()
    try harness.tap("Report a problem")
    try harness.tap("Send")

    #expect(harness.visibleDestination == OrdersDestination.tracking(orderId: "A-1").erased)
    #expect(
      harness.visibleScreen.lines.last == "Problem reported: support will contact you within a day."
    )
  }

  @Test func withoutTheFormNothingLocks() throws {
    let harness = try makeHarness()

    #expect(harness.app.navigationLock == nil)
    #expect(try harness.open("myapp://orders/A-3").disposition == .navigated)
  }

  @Test func aFormForAnUnknownOrderIsNotFound() {
    let screen = OrdersScreenFactory.live(repository: repository, intents: OrdersIntents())
      .makeProblemReport("nope")
    #expect(screen is OrderNotFoundScreen)
  }
}

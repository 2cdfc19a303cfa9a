import NavigationKit
import NavigationKitTesting
import Testing

@testable import FeatureCatalog

/// Catalog's product picker: browse a category, choose a product, which answers the request
/// with a `ProductChoice` — Catalog never learns who asked.
@Suite struct ProductPickerTests {
  let factory = CatalogScreenFactory.live(
    repository: SampleCatalogRepository(), intents: CatalogIntents())

  @Test func withoutACategoryItOffersEveryCategoryAndCancel() {
    let screen = factory.makePicker(nil)
    #expect(screen.title == "Choose a product")
    #expect(screen.lines == ["Kitchen", "Outdoor", "Books"])
    #expect(
      screen.actions == [
        ScreenAction(
          "Browse Kitchen", .push(CatalogDestination.productPicker(categoryId: "kitchen"))),
        ScreenAction(
          "Browse Outdoor", .push(CatalogDestination.productPicker(categoryId: "outdoor"))),
        ScreenAction("Browse Books", .push(CatalogDestination.productPicker(categoryId: "books"))),
        ScreenAction("Cancel", .dismiss),
      ])
  }

  @Test func inACategoryEachProductIsAChoiceThatAnswers() {
    let screen = factory.makePicker("outdoor")
    #expect(screen.title == "Outdoor")
    #expect(
      screen.actions.map(\.navigation) == [
        .answer(ProductChoice(productId: "P-200", name: "Trail Tent")),
        .answer(ProductChoice(productId: "P-201", name: "Headlamp")),
        .dismiss,
      ])
  }

  @Test(arguments: ["nowhere", "../x", ""])
  func anUnknownOrInvalidCategoryIsNotFound(_ categoryId: String) {
    #expect(factory.makePicker(categoryId) is CatalogItemNotFoundScreen)
  }

  @MainActor
  @Test func aChoiceWithNoRequestWaitingChangesNothing() throws {
    let harness = try FeatureHarness(
      CatalogFeature.module(intents: CatalogIntents()),
      root: CatalogDestination.productPicker(categoryId: "kitchen"))
    let effect = try harness.tap("Choose Chef's Knife")
    #expect(
      effect.descriptions == [
        #"answer ProductChoice(productId: "P-100", name: "Chef\'s Knife") unmatched: no request waits for an answer here"#
      ])
  }

  /// The providing side of Orders' "pick a product", tested without Orders: the harness sends
  /// a request for a `ProductChoice` that shows the picker, and keeps what it answers.
  @MainActor
  @Test func theChoiceAnswersAReceivedRequestAndClosesThePicker() throws {
    let harness = try FeatureHarness(
      CatalogFeature.module(intents: CatalogIntents()),
      root: CatalogDestination.grid(categoryId: nil))
    let request = try harness.receiveRequest(
      for: ProductChoice.self, showing: CatalogDestination.productPicker(categoryId: nil))
    #expect(harness.visibleDestination == CatalogDestination.productPicker(categoryId: nil).erased)
    #expect(request.outcome == nil)

    try harness.tap("Browse Outdoor")
    try harness.tap("Choose Headlamp")

    #expect(request.outcome == .completed(ProductChoice(productId: "P-201", name: "Headlamp")))
    #expect(harness.visibleDestination == CatalogDestination.grid(categoryId: nil).erased)
  }

  @MainActor
  @Test func cancellingThePickerCancelsTheReceivedRequest() throws {
    let harness = try FeatureHarness(
      CatalogFeature.module(intents: CatalogIntents()),
      root: CatalogDestination.grid(categoryId: nil))
    let request = try harness.receiveRequest(
      for: ProductChoice.self, showing: CatalogDestination.productPicker(categoryId: nil))

    try harness.tap("Cancel")

    #expect(request.outcome == .cancelled)
  }
}

import NavigationKit
import NavigationKitTesting
import Testing

@testable import FeatureCatalog

@Suite struct ProductDetailScreenTests {
  @Test func showsAProductWithItsCategory() throws {
    let repository = RecordingCatalogRepository()
    let screen = try #require(
      CatalogScreenFactory.live(repository: repository, intents: CatalogIntents())
        .makeProductDetail("G-1")
        as? ProductDetailScreen)

    #expect(screen.product == CatalogFixtures.rake)
    #expect(screen.category == CatalogFixtures.garden)
    #expect(screen.title == "Leaf Rake")
    #expect(screen.lines == ["$12.50", "Twenty-two tines.", "Category: Garden"])
    #expect(
      screen.actions == [
        ScreenAction("More in Garden", .push(CatalogDestination.grid(categoryId: "garden"))),
        ScreenAction(
          "See your orders", CatalogIntents().showOrderHistory(ShowOrderHistory())),
      ])
    #expect(repository.calls == [.product(id: "G-1"), .category(id: "garden")])
  }

  @Test func fallsBackToTheCategoryIdWhenTheCategoryIsUnknown() {
    let screen = CatalogScreenFactory.live(
      repository: RecordingCatalogRepository(), intents: CatalogIntents()
    )
    .makeProductDetail("Z-1")

    #expect(screen.lines == ["$999.00", "Nobody knows.", "Category: attic"])
    #expect(
      screen.actions.first
        == ScreenAction("More in attic", .push(CatalogDestination.grid(categoryId: "attic"))))
  }

  @Test func showsASampleProduct() {
    let screen = CatalogScreenFactory.live(
      repository: SampleCatalogRepository(), intents: CatalogIntents()
    )
    .makeProductDetail("P-200")

    #expect(screen.title == "Trail Tent")
    #expect(
      screen.lines == ["$199.00", "Two people, 1.9 kg, up in three minutes.", "Category: Outdoor"])
    #expect(
      screen.actions == [
        ScreenAction("More in Outdoor", .push(CatalogDestination.grid(categoryId: "outdoor"))),
        ScreenAction(
          "See your orders", CatalogIntents().showOrderHistory(ShowOrderHistory())),
      ])
  }
}

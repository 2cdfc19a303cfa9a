import NavigationKit
import NavigationKitTesting
import Testing

@testable import FeatureCatalog

@Suite struct ProductGridScreenTests {
  @Test func showsTheProductsOfACategory() throws {
    let repository = RecordingCatalogRepository()
    let screen = try #require(
      CatalogScreenFactory.live(repository: repository, intents: CatalogIntents()).makeGrid(
        "garden")
        as? ProductGridScreen)

    #expect(screen.category == CatalogFixtures.garden)
    #expect(screen.products == [CatalogFixtures.rake, CatalogFixtures.hose])
    #expect(screen.title == "Garden")
    #expect(screen.lines == ["G-1 Leaf Rake · $12.50", "G-2 Garden Hose · $0.05"])
    let rake = CatalogDestination.productDetail(productId: "G-1")
    let hose = CatalogDestination.productDetail(productId: "G-2")
    #expect(
      screen.actions == [
        ScreenAction("Open Leaf Rake", .push(rake, transition: .zoom(from: rake))),
        ScreenAction("Open Garden Hose", .push(hose, transition: .zoom(from: hose))),
      ])
    // The zoom starts from the cell marked with the product's destination.
    #expect(
      screen.actions[0].navigation.transitionSourceID?.rawValue
        == #"catalog.productDetail(productId: "G-1")"#)
    #expect(repository.calls == [.category(id: "garden"), .productsInCategory("garden")])
  }

  @Test func saysSoWhenACategoryIsEmpty() {
    let screen = CatalogScreenFactory.live(
      repository: RecordingCatalogRepository(), intents: CatalogIntents()
    ).makeGrid(
      "toys")

    #expect(screen.title == "Toys")
    #expect(screen.lines == ["No products in Toys yet."])
    #expect(screen.actions.isEmpty)
  }

  @Test(arguments: [
    ("kitchen", "Kitchen", ["P-100 Chef's Knife · $49.00", "P-101 Cast Iron Pan · $35.00"]),
    ("outdoor", "Outdoor", ["P-200 Trail Tent · $199.00", "P-201 Headlamp · $25.00"]),
    ("books", "Books", ["P-300 Swift Programming · $39.00"]),
  ])
  func showsEachSampleCategory(_ categoryId: String, title: String, lines: [String]) {
    let screen = CatalogScreenFactory.live(
      repository: SampleCatalogRepository(), intents: CatalogIntents()
    )
    .makeGrid(categoryId)

    #expect(screen.title == title)
    #expect(screen.lines == lines)
    #expect(screen.actions.count == lines.count)
  }
}

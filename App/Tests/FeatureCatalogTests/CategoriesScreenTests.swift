import NavigationKit
import NavigationKitTesting
import Testing

@testable import FeatureCatalog

@Suite struct CategoriesScreenTests {
  @Test func browsesEachCategoryAndSearchesInASheet() throws {
    let repository = RecordingCatalogRepository()
    let screen = try #require(
      CatalogScreenFactory.live(repository: repository, intents: CatalogIntents()).makeGrid(nil)
        as? CategoriesScreen)

    #expect(screen.categories == CatalogFixtures.categories)
    #expect(screen.title == "Catalog")
    #expect(screen.lines == ["Garden", "Toys"])
    #expect(
      screen.actions == [
        ScreenAction("Browse Garden", .push(CatalogDestination.grid(categoryId: "garden"))),
        ScreenAction("Browse Toys", .push(CatalogDestination.grid(categoryId: "toys"))),
        ScreenAction(
          "Search the catalog",
          .present(CatalogDestination.search(query: nil).erased, style: .sheet)
        ),
      ])
    #expect(repository.calls == [.categories])
  }

  @Test func listsTheSampleCategories() {
    let screen = CatalogScreenFactory.live(
      repository: SampleCatalogRepository(), intents: CatalogIntents()
    )
    .makeGrid(nil)

    #expect(screen.lines == ["Kitchen", "Outdoor", "Books"])
    #expect(
      screen.actions.map(\.navigation) == [
        .push(CatalogDestination.grid(categoryId: "kitchen")),
        .push(CatalogDestination.grid(categoryId: "outdoor")),
        .push(CatalogDestination.grid(categoryId: "books")),
        .present(CatalogDestination.search(query: nil).erased, style: .sheet),
      ])
  }

  @Test func searchIsOfferedEvenWithoutCategories() {
    let screen = CategoriesScreen(categories: [])

    #expect(screen.lines.isEmpty)
    #expect(screen.actions.map(\.title) == ["Search the catalog"])
  }
}

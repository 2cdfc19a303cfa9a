import NavigationKit
import NavigationKitTesting
import Testing

@testable import FeatureCatalog

@Suite struct SearchScreenTests {
  @Test func withoutAQuerySuggestsSearchesAndAsksNothing() {
    let repository = RecordingCatalogRepository()
    let screen = CatalogScreenFactory.live(repository: repository, intents: CatalogIntents())
      .makeSearch(
        nil)

    #expect(screen.title == "Search")
    #expect(screen.lines == ["Type a query, or try a suggestion."])
    #expect(
      screen.actions == [
        ScreenAction(#"Search "knife""#, .push(CatalogDestination.search(query: "knife"))),
        ScreenAction(#"Search "tent""#, .push(CatalogDestination.search(query: "tent"))),
      ])
    #expect(repository.calls.isEmpty)
  }

  @Test(arguments: ["", " ", "\t\n"])
  func aBlankQueryIsNoQuery(query: String) throws {
    let repository = RecordingCatalogRepository()
    let screen = try #require(
      CatalogScreenFactory.live(repository: repository, intents: CatalogIntents()).makeSearch(query)
        as? SearchScreen)

    #expect(screen.query == nil)
    #expect(screen.title == "Search")
    #expect(screen.results.isEmpty)
    #expect(repository.calls.isEmpty)
  }

  @Test func opensEachResult() throws {
    let repository = RecordingCatalogRepository()
    let screen = try #require(
      CatalogScreenFactory.live(repository: repository, intents: CatalogIntents()).makeSearch(
        "GARDEN")
        as? SearchScreen)

    #expect(screen.results == [CatalogFixtures.hose])
    #expect(screen.title == #"Search "GARDEN""#)
    #expect(screen.lines == ["G-2 Garden Hose · $0.05"])
    #expect(
      screen.actions == [
        ScreenAction(
          "Open Garden Hose", .push(CatalogDestination.productDetail(productId: "G-2")))
      ])
    #expect(repository.calls == [.productsMatching("GARDEN")])
  }

  @Test(arguments: [
    ("knife", ["P-100"]),
    ("TENT", ["P-200"]),
    ("a", ["P-101", "P-200", "P-201", "P-300"]),
    ("sofa", []),
  ])
  func searchesTheSampleCatalog(_ query: String, _ productIds: [String]) {
    let screen = CatalogScreenFactory.live(
      repository: SampleCatalogRepository(), intents: CatalogIntents()
    )
    .makeSearch(query)

    #expect(
      screen.actions.map(\.navigation)
        == productIds.map { .push(CatalogDestination.productDetail(productId: $0)) })
  }

  @Test func saysSoWhenNothingMatches() {
    let screen = CatalogScreenFactory.live(
      repository: SampleCatalogRepository(), intents: CatalogIntents()
    )
    .makeSearch("sofa")

    #expect(screen.title == #"Search "sofa""#)
    #expect(screen.lines == [#"Nothing matches "sofa"."#])
    #expect(screen.actions.isEmpty)
  }

  @Test func queryIsShownOnOneLine() {
    let screen = SearchScreen(query: "x\"\nP-100 Chef's Knife · $0.01", results: [])
    #expect(!screen.title.contains("\n"))
    #expect(screen.lines.allSatisfy { !$0.contains("\n") })
  }
}

import NavigationKit
import NavigationKitTesting
import Testing

@testable import FeatureCatalog

@Suite struct CatalogItemNotFoundTests {
  typealias Kind = CatalogItemNotFoundScreen.Kind

  /// Invalid ids and how the screen shows them: escaped, quoted, and cut after 64 characters.
  nonisolated static let invalidIds: [(id: String, shown: String)] = [
    ("../etc", #""../etc""#), ("", #""""#), ("é", #""é""#), ("kit chen", #""kit chen""#),
    ("kitchen/", #""kitchen/""#), ("kitchen\n", #""kitchen\n""#),
    (String(repeating: "k", count: 65), "\"" + String(repeating: "k", count: 64) + "\"…"),
  ]

  private func screen(_ kind: Kind, _ id: String, in factory: CatalogScreenFactory)
    -> any ScreenModel
  {
    switch kind {
    case .category: factory.makeGrid(id)
    case .product: factory.makeProductDetail(id)
    }
  }

  @Test(arguments: [
    (Kind.category, "attic", [RecordingCatalogRepository.Call.category(id: "attic")]),
    (.product, "G-9", [.product(id: "G-9")]),
  ])
  func unknownIdIsLookedUpAndNotFound(
    _ kind: Kind, _ id: String, _ calls: [RecordingCatalogRepository.Call]
  ) throws {
    let repository = RecordingCatalogRepository()
    let screen = screen(kind, id, in: .live(repository: repository, intents: CatalogIntents()))

    try expectNotFound(screen, kind, id: id, line: "No \(kind.rawValue) has the id \"\(id)\".")
    #expect(repository.calls == calls)
  }

  @Test(arguments: invalidIds, [Kind.category, .product])
  func invalidIdNeverReachesTheRepository(_ invalid: (id: String, shown: String), _ kind: Kind)
    throws
  {
    let (id, shown) = invalid
    let repository = RecordingCatalogRepository()
    let screen = screen(kind, id, in: .live(repository: repository, intents: CatalogIntents()))

    try expectNotFound(screen, kind, id: id, line: "\(shown) is not a valid \(kind.rawValue) id.")
    #expect(repository.calls.isEmpty)
  }

  @Test(arguments: [(Kind.category, "Category not found"), (.product, "Product not found")])
  func titleNamesWhatWasMissing(_ kind: Kind, _ title: String) {
    #expect(CatalogItemNotFoundScreen(kind, id: "x").title == title)
  }

  @Test func unknownSampleProductIsNotFound() throws {
    let screen = CatalogScreenFactory.live(
      repository: SampleCatalogRepository(), intents: CatalogIntents()
    )
    .makeProductDetail("P-999")
    try expectNotFound(screen, .product, id: "P-999", line: #"No product has the id "P-999"."#)
  }

  @Test func invalidIdIsShownOnOneLine() {
    let screen = CatalogItemNotFoundScreen(.product, id: "x\nCategory: Kitchen")
    #expect(screen.lines.allSatisfy { !$0.contains("\n") })
  }

  private func expectNotFound(
    _ screen: any ScreenModel, _ kind: Kind, id: String, line: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let notFound = try #require(
      screen as? CatalogItemNotFoundScreen, sourceLocation: sourceLocation)
    #expect(notFound.kind == kind, sourceLocation: sourceLocation)
    #expect(notFound.id == id, sourceLocation: sourceLocation)
    #expect(notFound.lines == [line], sourceLocation: sourceLocation)
    #expect(
      notFound.actions == [ScreenAction("Back to the catalog", .popToRoot)],
      sourceLocation: sourceLocation)
  }
}

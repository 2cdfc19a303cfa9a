import Foundation
import NavigationKit
import Testing

/// Stored data that is odd but not fatal is reported.
@MainActor
@Suite struct RestorationSafetyTests {
  @Test func aTabStoredTwiceIsReportedAndTheFirstWins() throws {
    let app = try makeCodableApp()
    let data = StoredJSON.document(tabs: [
      StoredJSON.tab("shelf", path: [StoredJSON.box("1")]),
      StoredJSON.tab("shelf", path: [StoredJSON.box("2")]),
    ])
    let (snapshot, decodeIssues) = try makeCoder().decode(data)
    #expect(decodeIssues.isEmpty)

    let issues = app.restore(try #require(snapshot))

    #expect(issues == [.duplicateTab("shelf")])
    #expect(app.tabs.navigator(for: "shelf")?.path == [Shelf.box("1")])
  }

  @Test func presentationsThatAreNotAListAreReported() throws {
    let text =
      #"{"version":1,"selectedTab":"shelf","tabs":[{"id":"shelf","path":[\#(StoredJSON.box("1"))],"#
      + #""presentations":{"style":"sheet"}}]}"#
    let (snapshot, issues) = try makeCoder().decode(Data(text.utf8))

    #expect(snapshot?.tabs == [.init(id: "shelf", path: [Shelf.box("1")])])
    #expect(
      issues == [
        .dropped(
          scope: "shelf/?", position: 0, count: 1,
          reason: .malformed("presentations is not a list"))
      ])
  }
}

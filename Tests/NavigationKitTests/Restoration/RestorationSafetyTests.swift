import Foundation
import NavigationKit
import Testing

/// Stored data that is odd but not fatal is reported, and no original is ever overwritten.
@MainActor
@Suite struct RestorationSafetyTests {
  @Test func aTabStoredTwiceIsReportedAndTheFirstWins() throws {
    let tabs = try makeCodableTabs()
    let data = StoredJSON.document(tabs: [
      StoredJSON.tab("shelf", path: [StoredJSON.box("1")]),
      StoredJSON.tab("shelf", path: [StoredJSON.box("2")]),
    ])
    let (snapshot, decodeIssues) = try makeCoder().decode(data)
    #expect(decodeIssues.isEmpty)

    let issues = tabs.restore(try #require(snapshot))

    #expect(issues == [.duplicateTab("shelf")])
    #expect(tabs.navigator(for: "shelf")?.path == [Shelf.box("1")])
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

  @Test func readingWithoutSettingAsideStillKeepsACorruptFileFromTheFirstSave() throws {
    let fixture = try PersistenceFixture()
    let corrupt = Data("{ not a snapshot".utf8)
    try fixture.writeStateFile(corrupt)
    let tabs = try makeCodableTabs()
    let persistence = try fixture.persistence(of: tabs)

    let report = try persistence.restore(at: PersistenceFixture.date, setAside: false)
    #expect(report.outcome == .startedEmpty)
    #expect(report.setAside == nil)
    #expect(try fixture.folder.names() == ["state.json"])

    tabs.navigator(for: "shelf")?.push(Shelf.box("9"))
    try persistence.save()

    let names = try fixture.folder.names()
    #expect(names.count == 2)
    let aside = try #require(names.first { $0.hasPrefix("state.json.corrupt-") })
    #expect(try fixture.folder.contents(of: aside) == corrupt)
    #expect(try fixture.stateFile() != corrupt)
  }

  @Test func readingAPartialFileWithoutSettingAsideCopiesItAtTheFirstSave() throws {
    let fixture = try PersistenceFixture()
    let partial = StoredJSON.document(tabs: [
      StoredJSON.tab("shelf", path: [StoredJSON.box("1"), StoredJSON.invoice])
    ])
    try fixture.writeStateFile(partial)
    let tabs = try makeCodableTabs()
    let persistence = try fixture.persistence(of: tabs)

    _ = try persistence.restore(setAside: false)
    #expect(try fixture.folder.names() == ["state.json"])
    try persistence.save()

    let aside = try #require(
      try fixture.folder.names().first { $0.hasPrefix("state.json.partial-") })
    #expect(try fixture.folder.contents(of: aside) == partial)
  }
}

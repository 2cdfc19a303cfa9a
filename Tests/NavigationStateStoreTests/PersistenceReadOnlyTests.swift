import Foundation
import NavigationStateStore
import Testing

@testable import NavigationKit

/// A file read without being set aside (`App state`) is still never lost: the first save keeps
/// it; and a file too deep to restore is set aside unread.
@MainActor
@Suite struct PersistenceReadOnlyTests {
  @Test func readingWithoutSettingAsideStillKeepsACorruptFileFromTheFirstSave() throws {
    let fixture = try PersistenceFixture()
    let corrupt = Data("{ not a snapshot".utf8)
    try fixture.writeStateFile(corrupt)
    let app = try makeCodableApp()
    let persistence = fixture.persistence(of: app)

    let report = try persistence.restore(at: PersistenceFixture.date, setAside: false)
    #expect(report.outcome == .startedEmpty)
    #expect(report.setAside == nil)
    #expect(try fixture.folder.names() == ["state.json"])

    app.tabs.navigator(for: "shelf")?.push(Shelf.box("9"))
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
    let persistence = fixture.persistence(of: try makeCodableApp())

    _ = try persistence.restore(setAside: false)
    #expect(try fixture.folder.names() == ["state.json"])
    try persistence.save()

    let aside = try #require(
      try fixture.folder.names().first { $0.hasPrefix("state.json.partial-") })
    #expect(try fixture.folder.contents(of: aside) == partial)
  }

  /// A state file of `count` nested sheets, written by hand: small enough per sheet that
  /// thousands fit under the size limit.
  private func nestedSheets(_ count: Int) -> Data {
    let sheet = #"{"style":"sheet","root":{"type":"t","value":0}}"#
    let sheets = Array(repeating: sheet, count: count).joined(separator: ",")
    return Data(
      (#"{"version":1,"selectedTab":"shelf","tabs":[{"id":"shelf","presentations":["#
        + sheets + "]}]}").utf8)
  }

  @Test(arguments: [20_000, 100_000])
  func thousandsOfNestedSheetsAreSetAsideUnread(count: Int) throws {
    let fixture = try PersistenceFixture()
    let data = nestedSheets(count)
    try fixture.writeStateFile(data)
    let app = try makeCodableApp()

    let report = try fixture.persistence(of: app).restore()

    #expect(report.outcome == .startedEmpty)
    let reason =
      data.count > fixture.store.maximumSize
      ? "the file is larger than \(fixture.store.maximumSize) bytes"
      : "presentations nested deeper than \(NavigationLimit.presentationDepth.maximum)"
    #expect(report.issues == [.notASnapshot(reason: reason)])
    #expect(report.setAside != nil)
    #expect(app.tabs.navigators[0].presentation == nil)
  }
}

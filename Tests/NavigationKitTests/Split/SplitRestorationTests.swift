import Foundation
import NavigationKit
import Testing

/// A snapshot carries the split view's columns as an optional extra: files written before
/// split views restore as before (with automatic columns), and a state saved in one layout
/// restores in the other.
@MainActor
@Suite struct SplitRestorationTests {
  @Test(arguments: [SplitColumnVisibility.all, .doubleColumn, .detailOnly])
  func theColumnsRoundTripWithTheTabs(columns: SplitColumnVisibility) throws {
    let saved = try makeCodableApp()
    saved.tabs.navigator(for: "crate")?.push(Crate.open("1"))
    #expect(saved.select("crate"))
    saved.tabs.columnVisibility = columns
    let coder = try makeCoder()

    let (data, issues) = coder.encode(saved.snapshot)
    let (snapshot, decodeIssues) = coder.decode(data)
    let restored = try makeCodableApp()
    let restoreIssues = restored.restore(try #require(snapshot))

    #expect(issues.isEmpty && decodeIssues.isEmpty && restoreIssues.isEmpty)
    #expect(String(decoding: data, as: UTF8.self).contains(#""columnVisibility":"\#(columns)""#))
    #expect(restored.tabs.columnVisibility == columns)
    #expect(restored.tabs.selectedTab == "crate")
    #expect(restored.tabs.selectedNavigator.path == [Crate.open("1")])
  }

  @Test func automaticColumnsAreNotWrittenSoFilesStayAsTheyWere() throws {
    let app = try makeCodableApp()
    let tabs = app.tabs
    tabs.navigator(for: "crate")?.push(Crate.open("1"))
    let before = try makeCoder().encode(app.snapshot).data
    tabs.columnVisibility = .detailOnly
    tabs.columnVisibility = .automatic

    let (data, _) = try makeCoder().encode(app.snapshot)

    #expect(app.snapshot.columnVisibility == nil)
    #expect(data == before)
    #expect(!String(decoding: data, as: UTF8.self).contains("columnVisibility"))
  }

  @Test func aFileWithoutColumnsRestoresTheTabsWithAutomaticColumns() throws {
    let data = StoredJSON.document(
      tabs: [StoredJSON.tab("crate", path: [StoredJSON.open("9")])], selected: "crate")
    let app = try makeCodableApp()
    app.tabs.columnVisibility = .detailOnly

    let (snapshot, issues) = try makeCoder().decode(data)
    let restoreIssues = app.restore(try #require(snapshot))

    #expect(issues.isEmpty && restoreIssues.isEmpty)
    #expect(snapshot?.columnVisibility == nil)
    #expect(app.tabs.columnVisibility == .automatic)
    #expect(app.tabs.selectedNavigator.path == [Crate.open("9")])
  }

  @Test(arguments: [(#""sideways""#, "sideways"), ("3", "a value that is not a string")])
  func unknownColumnsAreReportedAndTheRestRestores(stored: String, reported: String) throws {
    let text =
      #"{"columnVisibility":\#(stored),"version":1,"selectedTab":"crate","#
      + #""tabs":[\#(StoredJSON.tab("crate", path: [StoredJSON.open("2")]))]}"#

    let (snapshot, issues) = try makeCoder().decode(Data(text.utf8))

    #expect(issues == [.unknownColumnVisibility(reported)])
    #expect(issues.allSatisfy { !$0.restoredNothing })
    #expect(snapshot?.columnVisibility == nil)
    #expect(snapshot?.tabs.first?.path == [Crate.open("2")])
    #expect(
      RestorationIssue.unknownColumnVisibility("sideways").description
        == #"unknown column visibility "sideways"; the columns are automatic"#)
  }
}

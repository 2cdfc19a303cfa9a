import Foundation
import Testing

@testable import AppTerminal

/// `hide NAME` / `unhide NAME`: what iPad's sidebar Edit does, shown in `state` and kept in the
/// state file like the stacks.
@MainActor
@Suite(.needsValidComposition) struct TabCustomizationSessionTests {
  let folder: URL
  var path: String { folder.appendingPathComponent("state.json").path }

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("TabCustomizationSessionTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  /// The `tabBar` entry of the tab named `tab` in a session's JSON line (or, with
  /// `wrapped: false`, in `App state --json`'s).
  func tabBarEntry(_ tab: String, in line: JSONObject, wrapped: Bool = true) -> JSONObject? {
    ((wrapped ? line.state : line)["tabBar"] as? [JSONObject])?.first { $0["id"] as? String == tab }
  }

  @Test func aHiddenTabIsShownAsHiddenAndKeepsItsStack() throws {
    let tab = try #require(AppShape.tabs.last)
    let run = SessionHarness(
      ["--json", "--logged-in"], input: ["state", "hide \(tab)", "unhide \(tab)"])
    let lines = try run.jsonLines()

    #expect(tabBarEntry(tab, in: lines[0])?["hidden"] as? Bool == false)
    #expect(tabBarEntry(tab, in: lines[1])?["hidden"] as? Bool == true)
    #expect(tabBarEntry(tab, in: lines[2])?["hidden"] as? Bool == false)
    #expect(lines[1].tabs == lines[0].tabs)
  }

  @Test func theTextStateSaysWhichTabsAreHidden() throws {
    let tab = try #require(AppShape.tabs.last)
    let run = SessionHarness([], input: ["hide \(tab)", "state"])

    #expect(run.output.contains("  event: tabs customized: hidden \(tab)"))
    #expect(
      run.output.contains {
        $0.hasPrefix("  \(tab): ") && $0.hasSuffix(" (hidden from the sidebar)")
      })
  }

  @Test func hidingTwiceOrAnUnknownTabSaysWhy() {
    let tab = AppShape.tabs[0]
    let run = SessionHarness([], input: ["hide \(tab)", "hide \(tab)", "unhide attic", "hide"])

    #expect(run.errors.contains("error: the \(tab) tab is already hidden"))
    #expect(run.errors.contains { $0.hasPrefix("error: no tab named \"attic\"; the tabs are ") })
    #expect(run.errors.contains("error: usage: hide NAME"))
  }

  @Test func hiddenTabsSurviveIntoAnotherRun() throws {
    let tab = try #require(AppShape.tabs.last)
    let hide = SessionHarness(["--json", "--state-file", path], input: ["hide \(tab)", "quit"])
    #expect(hide.status == 0)

    let state = SessionHarness(["state", "--json", "--state-file", path])
    let line = try #require(try state.jsonLines().last)
    #expect(tabBarEntry(tab, in: line, wrapped: false)?["hidden"] as? Bool == true)
  }
}

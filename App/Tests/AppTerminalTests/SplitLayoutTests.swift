import Foundation
import NavigationKit
import Testing

@testable import AppTerminal

/// `--layout split` shows the one composition as an iPad does: a sidebar of sections beside
/// the selected section's stack, in text and in JSON, with the same deep links and state file.
@MainActor
@Suite(.needsValidComposition) struct SplitLayoutTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("SplitLayoutTests-\(UUID().uuidString)")

  init() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  @Test(arguments: [
    (["--layout", "split"], Invocation.session(json: false, layout: .split)),
    (["--layout", "tabs", "--json"], .session(json: true, layout: .tabs)),
    (
      ["open", "--layout", "split", "myapp://orders"],
      .open(urls: ["myapp://orders"], json: false, loggedIn: false, layout: .split)
    ),
    (
      ["state", "--state-file", "s.json", "--layout", "split"],
      .state(json: false, stateFile: "s.json", layout: .split)
    ),
  ])
  func theLayoutIsAnOption(arguments: [String], expected: Invocation) {
    #expect(Invocation.parse(arguments) == .success(expected))
  }

  @Test func anUnknownLayoutIsAUsageError() {
    let run = SessionHarness(["open", "--layout", "grid", "myapp://orders"])
    #expect(run.status == 2)
    #expect(run.errors.first == #"error: --layout takes tabs or split, not "grid""#)
  }

  @Test func theTextSessionShowsTheSidebarAndTheDetailColumn() throws {
    let run = SessionHarness(
      ["--layout", "split"],
      input: ["open myapp://catalog/product/P-100", "columns detailOnly", "columns sideways"])
    let catalog = try #require(AppShape.tabs.firstIndex(of: "catalog"))

    #expect(run.status == 0)
    // The second sidebar shown is the one after the link: Catalog is marked.
    let shown = run.output.indices.filter { run.output[$0] == "Sidebar (automatic):" }
    let opened = try #require(shown.dropFirst().first)
    let rows = Array(run.output[(opened + 1)...].prefix(AppShape.tabs.count))
    #expect(rows.map { $0.hasPrefix("  > ") } == AppShape.tabs.indices.map { $0 == catalog })
    #expect(rows[catalog] == "  > " + AppShape.titles[catalog])
    #expect(
      run.output[opened + 1 + AppShape.tabs.count]
        == #"Detail: catalog.grid(categoryId: nil) > catalog.productDetail(productId: "P-100")"#)
    #expect(run.output.contains("Sidebar: hidden (detailOnly)"))
    #expect(
      run.errors == [
        #"error: no columns named "sideways"; they are automatic, all, doubleColumn, detailOnly"#
      ])
  }

  @Test func theJSONStateDescribesTheSplitView() throws {
    let split = try #require(
      try SessionHarness(["open", "--json", "--layout", "split", "myapp://catalog/product/P-100"])
        .jsonLines().only)
    let tabs = try #require(
      try SessionHarness(["open", "--json", "myapp://catalog/product/P-100"]).jsonLines().only)

    #expect(split.state["layout"] as? String == "split")
    let view = try #require(split.state["split"] as? JSONObject)
    #expect(view["sidebar"] as? [String] == AppShape.tabs)
    #expect(view["selectedSection"] as? String == "catalog")
    #expect(view["columnVisibility"] as? String == "automatic")
    #expect(
      view["detail"] as? [String] == [
        "catalog.grid(categoryId: nil)", #"catalog.productDetail(productId: "P-100")"#,
      ])
    #expect(tabs.state["layout"] as? String == "tabs")
    #expect(tabs.state["split"] is NSNull)
    #expect(split.tabs == tabs.tabs)
  }

  /// A tab the user hid is left out of the sidebar, in text and JSON, until it is unhidden; a
  /// link into its module still shows its stack in the detail column.
  @Test func aHiddenTabIsNotListedInTheSidebar() throws {
    let hidden = try #require(AppShape.tabs.firstIndex(of: "catalog"))
    let shown = AppShape.tabs.filter { $0 != "catalog" }
    let json = try SessionHarness(
      ["--json", "--layout", "split"],
      input: ["hide catalog", "open myapp://catalog/product/P-100", "unhide catalog"]
    ).jsonLines()
    let sidebars = json.map { ($0.state["split"] as? JSONObject)?["sidebar"] as? [String] }
    #expect(sidebars == [shown, shown, AppShape.tabs])
    #expect(
      (json[1].state["split"] as? JSONObject)?["detail"] as? [String] == [
        "catalog.grid(categoryId: nil)", #"catalog.productDetail(productId: "P-100")"#,
      ])

    let text = SessionHarness(["--layout", "split"], input: ["hide catalog"])
    let last = try #require(text.output.lastIndex(of: "Sidebar (automatic):"))
    let rows = Array(text.output[(last + 1)...].prefix { $0.hasPrefix("  ") })
    #expect(rows.count == shown.count)
    #expect(!rows.contains { $0.hasSuffix(AppShape.titles[hidden]) })
    #expect(text.output[last + 1 + shown.count].hasPrefix("Detail: "))
  }

  @Test func aStateSavedInOneLayoutRestoresInTheOther() throws {
    let file = folder.appendingPathComponent("nav.json").path
    let saved = SessionHarness(
      ["--layout", "split", "--state-file", file],
      input: ["open myapp://catalog/product/P-100", "columns detailOnly"])
    #expect(saved.status == 0)

    let asTabs = try #require(
      try SessionHarness(["state", "--json", "--state-file", file]).jsonLines().only)
    let asSplit = SessionHarness(["state", "--layout", "split", "--state-file", file])

    #expect(asTabs["selectedTab"] as? String == "catalog")
    #expect(
      (asTabs["tabs"] as? [String: [String]])?["catalog"] == [
        #"catalog.productDetail(productId: "P-100")"#
      ])
    #expect(asSplit.output.prefix(2) == ["Selected section: catalog", "Columns: detailOnly"])
  }
}

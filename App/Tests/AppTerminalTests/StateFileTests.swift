import Foundation
import Testing

@testable import AppTerminal

/// `--state-file` and `App state`, run in-process against a temporary folder.
@MainActor
@Suite(.needsValidComposition) struct StateFileTests {
  let folder: URL
  var path: String { folder.appendingPathComponent("state.json").path }

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("StateFileTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  func files() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  func write(_ text: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  @Test func openedLinksSurviveIntoAnotherRun() throws {
    let open = SessionHarness([
      "open", "--logged-in", "--state-file", path, "myapp://catalog/product/P-100",
      "myapp://orders/A-1/track",
    ])
    #expect(open.status == 0)
    #expect(try files() == ["state.json"])
    let state = SessionHarness(["state", "--state-file", path, "--json", "--logged-in"])
    #expect(state.status == 0)
    #expect(state.errors.isEmpty)
    let stored = try #require(try state.jsonLines().only)
    #expect(stored["selectedTab"] as? String == "orders")
    #expect(
      stored["tabs"] as? [String: [String]]
        == AppShape.tabs(with: [
          "orders": [#"orders.detail(orderId: "A-1")"#, #"orders.tracking(orderId: "A-1")"#],
          "catalog": [#"catalog.productDetail(productId: "P-100")"#],
        ]))
    #expect(stored["pendingDeepLink"] is NSNull)
    #expect(stored["loggedIn"] as? Bool == true)
    let loggedOut = SessionHarness(["state", "--state-file", path, "--json"])
    #expect(loggedOut.status == 0)
    #expect(
      loggedOut.errors == [
        "warning: orders: dropped 1 destination from position 1 and everything presented "
          + "above: it needs login"
      ])
    #expect(
      try loggedOut.jsonLines().only?["tabs"] as? [String: [String]]
        == AppShape.tabs(with: [
          "orders": [#"orders.detail(orderId: "A-1")"#],
          "catalog": [#"catalog.productDetail(productId: "P-100")"#],
        ]))
  }

  @Test func aSessionRestoresAndSavesAfterEveryCommand() throws {
    let first = SessionHarness(
      ["--json", "--state-file", path], input: ["action 2", "open myapp://catalog/search?q=tent"])
    #expect(first.errors.isEmpty)
    let second = SessionHarness(["--json", "--state-file", path], input: ["state"])
    let line = try #require(try second.jsonLines().only)
    #expect(line.selectedTab == "catalog")
    #expect(line.tabs["orders"] == [#"orders.detail(orderId: "A-1")"#])
    let sheet = try #require(line.state["sheet"] as? JSONObject)
    #expect(sheet["root"] as? String == #"catalog.search(query: "tent")"#)
  }

  @Test func thePendingLinkAndLoginAreNotStored() throws {
    _ = SessionHarness(["open", "--state-file", path, "myapp://orders/A-1/track"])
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(!text.contains("track"))
    #expect(!text.contains("logged"))
    let state = SessionHarness(["state", "--state-file", path])
    #expect(state.output.suffix(2) == ["Waiting for login: none", "Logged in: no"])
  }

  @Test(arguments: [
    "", "{", "not json at all", "[1,2,3]", #"{"version":1}"#, "\u{0}\u{1}\u{2}garbage",
  ])
  func aCorruptFileIsMovedAsideAndTheAppStartsEmpty(content: String) throws {
    try write(content)
    let run = SessionHarness(["--json", "--state-file", path], input: ["state"])
    #expect(run.status == 0)
    #expect(run.errors.contains { $0.hasPrefix("warning: not a navigation snapshot") })
    #expect(run.errors.contains { $0.hasPrefix("warning: moved the state file aside to ") })
    let line = try #require(try run.jsonLines().only)
    #expect(line.tabs == AppShape.tabs())
    let aside = try #require(try files().first { $0.hasPrefix("state.json.corrupt-") })
    #expect(
      try Data(contentsOf: folder.appendingPathComponent(aside)) == Data(content.utf8))
  }

  @Test func aNewerVersionIsKeptAsideNotOverwritten() throws {
    let newer = #"{"version":2,"selectedTab":"orders","tabs":[]}"#
    try write(newer)
    let run = SessionHarness(["--state-file", path], input: ["action 1"])
    #expect(run.errors.contains { $0.contains("snapshot version 2 is newer") })
    let aside = try #require(try files().first { $0.hasPrefix("state.json.newer-version-") })
    #expect(try String(contentsOf: folder.appendingPathComponent(aside), encoding: .utf8) == newer)
    #expect(try files().contains("state.json"))
  }

  @Test func anUnknownDestinationDropsItAndWhatIsAboveAndKeepsTheRest() throws {
    try write(
      #"{"version":1,"selectedTab":"orders","tabs":[{"id":"orders","path":["#
        + #"{"type":"orders.OrdersDestination","value":{"detail":{"orderId":"A-1"}}},"#
        + #"{"type":"billing.InvoiceDestination","value":{"id":"I-9"}},"#
        + #"{"type":"orders.OrdersDestination","value":{"tracking":{"orderId":"A-1"}}}],"#
        + #""presentations":[]}]}"#)
    let run = SessionHarness(["state", "--state-file", path, "--json"])
    #expect(run.status == 0)
    #expect(
      run.errors == [
        #"warning: orders: dropped 2 destinations from position 1 and everything presented "#
          + #"above: unknown type "billing.InvoiceDestination""#
      ])
    let line = try #require(try run.jsonLines().only)
    #expect(
      line["tabs"] as? [String: [String]]
        == AppShape.tabs(with: ["orders": [#"orders.detail(orderId: "A-1")"#]]))
    #expect(try files() == ["state.json"])
  }

  @Test func aDirectoryIsAClearErrorAndExitsOne() throws {
    let run = SessionHarness(["state", "--state-file", folder.path])
    #expect(run.status == 1)
    #expect(run.output.isEmpty)
    #expect(run.errors.first?.hasPrefix("error: ") == true)
    #expect(run.errors.first?.contains("directory") == true)
  }

  @Test func stateNeedsAStateFile() {
    let run = SessionHarness(["state"])
    #expect(run.status == 2)
    #expect(run.errors.first == "error: state needs --state-file PATH")
  }

  @Test(arguments: [
    ["--state-file"], ["--json", "--state-file"], ["open", "--state-file"],
    ["state", "--state-file", "a", "--state-file", "b"],
  ])
  func aStateFileOptionNeedsOneValue(arguments: [String]) {
    let run = SessionHarness(arguments)
    #expect(run.status == 2)
  }
}

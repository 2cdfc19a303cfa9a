import Foundation
import Testing

@testable import AppTerminal

/// The three ways a logged-out user reached order tracking before the access gate, each now
/// closed, and the hostile state files that came with them.
@MainActor
@Suite(.needsValidComposition) struct AccessDoorTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("AccessDoorTests-\(UUID().uuidString)")
  var path: String { folder.appendingPathComponent("state.json").path }

  init() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  /// `printf 'open myapp://orders/A-1\naction 1\nstate\n' | swift run App`
  @Test func trackShipmentWhileLoggedOutWaitsForLogin() throws {
    let run = SessionHarness([], input: ["open myapp://orders/A-1", "action 1", "state"])

    #expect(!run.output.contains { $0.contains("Tracking A-1") })
    #expect(run.output.contains("Logged in: no"))
    #expect(
      run.output.contains(
        #"Waiting for login: push orders.tracking(orderId: "A-1") on orders"#))
    let then = SessionHarness(
      ["--json"], input: ["open myapp://orders/A-1", "action 1", "login", "login"])
    let lines = try then.jsonLines()
    #expect(lines[1].tabs["orders"]?.count == 1)
    #expect(lines[2].tabs["orders"]?.last == #"orders.tracking(orderId: "A-1")"#)
    #expect(lines[3]["error"] as? String == "already logged in")
  }

  /// A state file saved while logged in, restored by a logged-out session.
  @Test func aStateSavedLoggedInRestoresWithoutTheGatedScreenLoggedOut() throws {
    let saved = SessionHarness(
      ["open", "--logged-in", "--state-file", path, "myapp://orders/A-1/track"])
    #expect(saved.status == 0)

    let run = SessionHarness(["--json", "--state-file", path], input: ["state"])

    let state = try #require(try run.jsonLines().first)
    #expect(state.tabs["orders"] == [#"orders.detail(orderId: "A-1")"#])
    #expect(state.state["loggedIn"] as? Bool == false)
    #expect(run.errors.contains { $0.contains("it needs login") })
  }

  /// Logging out with the tracking screen open.
  @Test func logoutTakesTheTrackingScreenOffScreen() throws {
    let run = SessionHarness(
      ["--json"], input: ["login", "open myapp://orders/A-1/track", "logout"])
    let lines = try run.jsonLines()
    #expect(lines[1].tabs["orders"]?.count == 2)
    #expect(lines[2].tabs["orders"] == [#"orders.detail(orderId: "A-1")"#])
  }

  @Test func aStateFileWithABidiOverrideInAnIdIsDroppedAndNeverPrintedRaw() throws {
    let hostile = "x\u{202E}FAKE\u{2028}"
    let file =
      #"{"version":1,"selectedTab":"orders","tabs":[{"id":"orders","path":["#
      + #"{"type":"orders.OrdersDestination","value":{"detail":{"orderId":""#
      + hostile + #""}}}]}]}"#
    try Data(file.utf8).write(to: URL(fileURLWithPath: path))

    let run = SessionHarness(["state", "--state-file", path])

    #expect(run.status == 0)
    #expect(run.output.contains("  orders: orders.list"))
    #expect(run.errors.contains { $0.contains(#""orderId" is not a valid value"#) })
    let everything = (run.output + run.errors).joined(separator: "\n")
    #expect(!everything.contains("\u{202E}") && !everything.contains("\u{2028}"))
  }

  @Test func sixHundredNestedSheetsAreSetAsideAndTheJSONIsValid() throws {
    let sheet = #"{"style":"sheet","root":{"type":"orders.OrdersDestination","value":"list"}}"#
    let file =
      #"{"version":1,"selectedTab":"orders","tabs":[{"id":"orders","presentations":["#
      + Array(repeating: sheet, count: 600).joined(separator: ",") + "]}]}"
    try Data(file.utf8).write(to: URL(fileURLWithPath: path))

    let run = SessionHarness(["state", "--json", "--state-file", path])

    #expect(run.status == 0)
    let state = try #require(try run.jsonLines().only)
    #expect(state["error"] == nil)
    #expect(state["sheet"] is NSNull)
    #expect(run.errors.contains { $0.contains("presentations nested deeper than 16") })
  }
}

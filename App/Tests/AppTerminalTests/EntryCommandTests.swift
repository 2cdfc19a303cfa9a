import Foundation
import Testing

@testable import AppTerminal

/// `App activity`, `App shortcut` and their session commands: universal links handed over as
/// web-browsing activities, and the Open Order shortcut, through the same door as links.
@MainActor
@Suite(.needsValidComposition) struct EntryCommandTests {
  @Test func anActivityOpensItsUniversalLink() throws {
    let run = SessionHarness(["activity", "--json", "https://myapp.example.com/orders/A-1"])

    #expect(run.status == 0)
    let line = try #require(try run.jsonLines().only)
    #expect(line["outcome"] as? String == "navigated")
    #expect(line.tabs == AppShape.tabs(with: ["orders": [#"orders.detail(orderId: "A-1")"#]]))
  }

  @Test(arguments: ["myapp://orders/A-1", "https://evil.example.com/orders/A-1"])
  func anActivityOfAnotherKindIsRejected(url: String) throws {
    let run = SessionHarness(["activity", "--json", url])

    #expect(run.status == 1)
    #expect(try run.jsonLines().only?["outcome"] as? String == "rejected")
  }

  @Test func theOpenOrderShortcutOpensTheOrdersLink() throws {
    let run = SessionHarness(["shortcut", "open-order", "A-1"])

    #expect(run.status == 0)
    #expect(
      run.output.first
        == #"navigated "myapp://orders/A-1": orders/{orderId} → [orders.detail(orderId: "A-1")] (push)"#
    )
  }

  @Test(arguments: [
    (
      ["shortcut", "open-order", "../etc"],
      #"error: "../etc" is not a valid order id: use 1 to 64 letters, digits, - or _"#
    ),
    (["shortcut", "open-order"], "error: usage: shortcut open-order ORDER-ID"),
    (
      ["shortcut", "delete-all"],
      #"error: no shortcut named "delete-all"; the shortcuts are open-order"#
    ),
  ])
  func aShortcutThatCannotRunSaysWhy(arguments: [String], error: String) {
    let run = SessionHarness(arguments)

    #expect(run.status == 1)
    #expect(run.errors == [error])
    #expect(run.output.isEmpty)
  }

  /// With `--json`, a shortcut that cannot run prints one `rejected` object as `open --json`
  /// and `activity --json` do for a link they refuse, with no link and the state unchanged.
  @Test(arguments: [
    (
      ["open-order", "../etc"],
      #""../etc" is not a valid order id: use 1 to 64 letters, digits, - or _"#
    ),
    (
      ["open-order", "A 1"], #""A 1" is not a valid order id: use 1 to 64 letters, digits, - or _"#
    ),
    (["open-order"], "usage: shortcut open-order ORDER-ID"),
    (["delete-all"], #"no shortcut named "delete-all"; the shortcuts are open-order"#),
  ])
  func aShortcutThatCannotRunPrintsARejectedObjectWithJSON(
    arguments: [String], reason: String
  ) throws {
    let run = SessionHarness(["shortcut", "--json"] + arguments)

    #expect(run.status == 1)
    #expect(run.errors.isEmpty)
    let line = try #require(try run.jsonLines().only)
    #expect(line["outcome"] as? String == "rejected")
    #expect(line["reason"] as? String == reason)
    #expect(line["url"] is NSNull)
    #expect(line.tabs == AppShape.tabs())
  }

  @Test func aGatedActivityWaitsForLoginInTheSession() throws {
    let run = SessionHarness(
      ["--json"], input: ["activity https://myapp.example.com/orders/A-1/track", "login"])

    let lines = try run.jsonLines()
    #expect(
      lines[0].state["pendingDeepLink"] as? String == "https://myapp.example.com/orders/A-1/track")
    #expect(
      lines[1].tabs
        == AppShape.tabs(with: [
          "orders": [#"orders.detail(orderId: "A-1")"#, #"orders.tracking(orderId: "A-1")"#]
        ]))
  }

  @Test func aLockHoldsAShortcutInTheSession() throws {
    let run = SessionHarness(
      ["--json"],
      input: NavigationLockSessionTests.toTheForm + ["shortcut open-order A-2", "action 2"])

    let lines = try run.jsonLines()
    #expect(run.errors.isEmpty)
    #expect(lines[3].state["lockedDeepLink"] as? String == "myapp://orders/A-2")
    #expect(lines[3].state["sheet"] is [String: Any])
    #expect(lines[4].tabs["orders"] == [#"orders.detail(orderId: "A-2")"#])
  }

  @Test func aShortcutWithAHostileIdIsRefusedInTheSession() throws {
    let run = SessionHarness(["--json"], input: ["shortcut open-order A-1%2Ftrack"])

    #expect(
      run.errors == [
        #"error: "A-1%2Ftrack" is not a valid order id: use 1 to 64 letters, digits, - or _"#
      ])
    #expect(try run.jsonLines().only?.tabs == AppShape.tabs())
  }
}

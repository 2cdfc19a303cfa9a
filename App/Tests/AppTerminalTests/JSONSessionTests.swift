import Foundation
import Testing

@testable import AppTerminal

@MainActor
@Suite(.needsValidComposition) struct JSONSessionTests {
  @Test func everyCommandPrintsExactlyOneJSONObject() throws {
    let commands = ["state", "action 2", "back", "tab catalog", "help", "root", "dismiss", "quit"]
    let run = SessionHarness(["--json"], input: commands)
    let lines = try run.jsonLines()
    #expect(lines.count == commands.count)
    #expect(lines.map { $0["command"] as? String } == commands)
    #expect(run.status == 0)
  }

  @Test func theStateHasTheDocumentedShape() throws {
    let run = SessionHarness(["--json"], input: ["state"])
    let state = try #require(try run.jsonLines().first).state
    #expect(
      Set(state.keys) == [
        "selectedTab", "tabs", "transitions", "tabBar", "sheet", "fullScreenCover", "presentations",
        "alert",
        "confirmationDialog", "pendingDeepLink", "waitingForLogin", "navigationLock",
        "lockedDeepLink", "waitingForUnlock", "waitingRequests", "loggedIn", "layout", "split",
      ])
    let tabBar = try #require(state["tabBar"] as? [JSONObject])
    #expect(tabBar.map { $0["id"] as? String } == AppShape.tabs)
    #expect(tabBar.map { $0["title"] as? String } == AppShape.titles)
    #expect(tabBar.first?["icon"] as? String == "shippingbox")
    #expect(tabBar.first?["badge"] as? String == "1")
    #expect(state["selectedTab"] as? String == "orders")
    #expect(state["tabs"] as? [String: [String]] == AppShape.tabs())
    #expect(state["sheet"] is NSNull)
    #expect(state["fullScreenCover"] is NSNull)
    #expect((state["presentations"] as? [JSONObject])?.isEmpty == true)
    #expect(state["alert"] is NSNull)
    #expect(state["pendingDeepLink"] is NSNull)
    #expect(state["waitingForLogin"] is NSNull)
    #expect(state["loggedIn"] as? Bool == false)
  }

  @Test func anOrderToItsProductInTheCatalogAndBack() throws {
    let run = SessionHarness(
      ["--json", "--logged-in"],
      input: ["action 2", "action 2", "back", "action 1", "back", "back"])
    let tabs = try run.jsonLines().map(\.tabs)
    #expect(
      tabs.map { $0["orders"] ?? [] } == [
        [#"orders.detail(orderId: "A-1")"#],
        [#"orders.detail(orderId: "A-1")"#, #"catalog.productDetail(productId: "P-100")"#],
        [#"orders.detail(orderId: "A-1")"#],
        [#"orders.detail(orderId: "A-1")"#, #"orders.tracking(orderId: "A-1")"#],
        [#"orders.detail(orderId: "A-1")"#],
        [],
      ])
    #expect(tabs.allSatisfy { $0["catalog"] == [] })
    #expect(run.errors.isEmpty)
  }

  @Test func theCatalogReachesOrdersThroughAnIntent() throws {
    let run = SessionHarness(
      ["--json"], input: ["tab catalog", "action 2", "action 2", "action 2"])
    let last = try #require(try run.jsonLines().last)
    #expect(last.selectedTab == "orders")
    #expect(
      last.tabs["catalog"] == [
        #"catalog.grid(categoryId: "outdoor")"#, #"catalog.productDetail(productId: "P-201")"#,
      ])
    #expect(last.tabs["orders"] == [])
  }

  @Test func aSheetAndADialogAppearInTheState() throws {
    let run = SessionHarness(
      ["--json"],
      input: ["tab catalog", "action 4", "action 2", "tab orders", "action 1", "action 3"])
    let lines = try run.jsonLines()
    let sheet = try #require(lines[2].state["sheet"] as? JSONObject)
    #expect(sheet["root"] as? String == "catalog.search(query: nil)")
    #expect(sheet["path"] as? [String] == [#"catalog.search(query: "tent")"#])
    let dialog = try #require(lines[5].state["confirmationDialog"] as? JSONObject)
    #expect(dialog["title"] as? String == "Cancel order A-3?")
    let roles = (dialog["actions"] as? [JSONObject])?.map { $0["role"] as? String }
    #expect(roles == ["destructive", "cancel"])
  }

  @Test(arguments: [
    ("bogus", "unknown command \"bogus\"; type 'help' for the commands"),
    ("action 9", "no action 9; this screen has 3 actions"),
    ("action zero", "action takes a positive number, not \"zero\""),
    (
      "tab nowhere",
      "no tab named \"nowhere\"; the tabs are \(AppShape.tabs.joined(separator: ", "))"
    ),
    ("back", "already at the root of the orders tab"),
    ("dismiss", "nothing to dismiss"),
  ])
  func aBadCommandReportsAnErrorAndTheSessionGoesOn(command: String, message: String) throws {
    let run = SessionHarness(["--json"], input: [command, "action 1"])
    let lines = try run.jsonLines()
    #expect(lines.count == 2)
    #expect(lines[0]["error"] as? String == message)
    #expect(run.errors == ["error: \(message)"])
    #expect(lines[1]["error"] is NSNull)
    #expect(lines[1].tabs["orders"] == [#"orders.detail(orderId: "A-3")"#])
  }

  @Test func theSessionEndsAtQuitAndIgnoresWhatFollows() throws {
    let run = SessionHarness(["--json"], input: ["quit", "action 1"])
    #expect(try run.jsonLines().count == 1)
    #expect(run.status == 0)
  }

  @Test func blankLinesAndCommentsAreNotCommands() throws {
    let run = SessionHarness(["--json"], input: ["", "   ", "# a comment", "state"])
    #expect(try run.jsonLines().count == 1)
  }
}

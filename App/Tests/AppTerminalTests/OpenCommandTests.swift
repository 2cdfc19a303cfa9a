import Foundation
import Testing

@testable import AppTerminal

/// `App open [--json] [--logged-in] URL...`, run in-process.
@MainActor
@Suite(.needsValidComposition) struct OpenCommandTests {
  @Test(arguments: [
    (
      ["open", "myapp://orders"],
      Invocation.open(urls: ["myapp://orders"], json: false, loggedIn: false)
    ),
    (["open", "--json", "a", "b"], .open(urls: ["a", "b"], json: true, loggedIn: false)),
    (["open", "--logged-in", "--json", "a"], .open(urls: ["a"], json: true, loggedIn: true)),
    (["open", "--", "--json"], .open(urls: ["--json"], json: false, loggedIn: false)),
    (["open", "a", "--json"], .open(urls: ["a", "--json"], json: false, loggedIn: false)),
    (["routes"], .routes(json: false)),
    (["routes", "--json"], .routes(json: true)),
  ])
  func argumentsSelectWhatRuns(arguments: [String], expected: Invocation) {
    #expect(Invocation.parse(arguments) == .success(expected))
  }

  @Test(arguments: [
    (["open"], "error: open needs at least one URL"),
    (["open", "--json"], "error: open needs at least one URL"),
    (["open", "--logged-in", "--"], "error: open needs at least one URL"),
    (["open", "--verbose", "myapp://orders"], "error: open: unknown option \"--verbose\""),
    (["routes", "--xml"], "error: unexpected arguments: routes --xml"),
  ])
  func usageErrorsExitWithStatusTwo(arguments: [String], error: String) {
    let run = SessionHarness(arguments)
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.first == error)
  }

  @Test func aLoginLinkIsDeferredWhileLoggedOut() throws {
    let run = SessionHarness(["open", "--json", "myapp://orders/A-1/track"])
    #expect(run.status == 0)
    let line = try #require(try run.jsonLines().only)
    #expect(line["url"] as? String == "myapp://orders/A-1/track")
    #expect(line["outcome"] as? String == "deferred")
    #expect(line["reason"] as? String == "login required")
    #expect(line.tabs["orders"] == [])
    #expect(line.state["pendingDeepLink"] as? String == "myapp://orders/A-1/track")
    #expect(line.state["loggedIn"] as? Bool == false)
  }

  @Test func withLoggedInTheLoginLinkBuildsDetailAndTracking() throws {
    let run = SessionHarness(["open", "--json", "--logged-in", "myapp://orders/A-1/track"])
    #expect(run.status == 0)
    let line = try #require(try run.jsonLines().only)
    #expect(line["outcome"] as? String == "navigated")
    #expect(line["reason"] is NSNull)
    #expect(line.selectedTab == "orders")
    #expect(
      line.tabs["orders"] == [
        #"orders.detail(orderId: "A-1")"#, #"orders.tracking(orderId: "A-1")"#,
      ])
    #expect(line.state["pendingDeepLink"] is NSNull)
    #expect(line.state["loggedIn"] as? Bool == true)
  }

  @Test func urlsApplyInOrderAndAnyRejectionExitsOne() throws {
    let run = SessionHarness([
      "open", "--json", "myapp://catalog/category/kitchen", "https://evil.example.com/orders",
      "myapp://orders/A-2",
    ])
    #expect(run.status == 1)
    let lines = try run.jsonLines()
    #expect(lines.map { $0["outcome"] as? String } == ["navigated", "rejected", "navigated"])
    #expect(lines[1]["reason"] as? String == #"host not allowed: "evil.example.com""#)
    #expect(lines[1].selectedTab == "catalog")
    let last = try #require(lines.last)
    #expect(last.selectedTab == "orders")
    #expect(last.tabs["catalog"] == [#"catalog.grid(categoryId: "kitchen")"#])
    #expect(last.tabs["orders"] == [#"orders.detail(orderId: "A-2")"#])
  }

  @Test func aSheetRouteShowsTheSheetInTheState() throws {
    let run = SessionHarness(["open", "--json", "myapp://catalog/search?q=trail+tent"])
    let line = try #require(try run.jsonLines().only)
    let sheet = try #require(line.state["sheet"] as? JSONObject)
    #expect(sheet["root"] as? String == #"catalog.search(query: "trail tent")"#)
    #expect(line.tabs["catalog"] == [])
  }

  @Test func textModePrintsEachOutcomeThenTheFinalState() {
    let run = SessionHarness(["open", "myapp://orders/A-1/track", "myapp://nowhere"])
    #expect(run.status == 1)
    #expect(
      run.output.first?.hasPrefix(#"deferred "myapp://orders/A-1/track" until login"#) == true)
    #expect(run.output.dropFirst().first == #"rejected "myapp://nowhere": no route for "nowhere""#)
    #expect(
      run.output.suffix(2) == [
        #"Waiting for login: deep link "myapp://orders/A-1/track""#, "Logged in: no",
      ])
  }

  @Test func aHostileURLIsQuotedNotEchoedRaw() {
    let run = SessionHarness(["open", "myapp://orders/x%0AStatus:%20refunded"])
    #expect(run.status == 1)
    #expect(
      run.output.first
        == #"rejected "myapp://orders/x%0AStatus:%20refunded": invalid parameter 'orderId'"#)
    #expect(!run.output.contains { $0.hasPrefix("Status") })
  }
}

extension Array {
  /// The one element, or `nil` when there are none or several.
  var only: Element? { count == 1 ? first : nil }
}

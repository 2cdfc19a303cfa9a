import AppComposition
import Foundation
import NavigationKit
import Testing

@testable import AppTerminal

/// `App routes` and the session's deep-link commands.
@MainActor
@Suite(.needsValidComposition) struct RoutesCommandTests {
  @Test func routesPrintsAHeaderAndOneAlignedLinePerRoute() throws {
    let run = SessionHarness(["routes"])
    #expect(run.status == 0)
    let header = try #require(run.output.first)
    #expect(header.hasPrefix("PATTERN"))
    #expect(run.output.count == (try AppShape.routeCount()) + 1)
    let track = try #require(run.output.first { $0.hasPrefix("orders/{orderId}/track ") })
    #expect(track.contains("required"))
    #expect(
      track.hasSuffix(
        #"orders.detail(orderId: "{orderId}"), orders.tracking(orderId: "{orderId}")"#))
    let destinationsColumn = try #require(header.range(of: "DESTINATIONS")).lowerBound
    let column = header.distance(from: header.startIndex, to: destinationsColumn)
    for line in run.output.dropFirst() {
      #expect(line.dropFirst(column - 2).hasPrefix("  "), "misaligned: \(line)")
      #expect(!line.dropFirst(column).hasPrefix(" "), "misaligned: \(line)")
    }
  }

  @Test func routesAsJSONIsOneObjectPerRoute() throws {
    let run = SessionHarness(["routes", "--json"])
    let rows = try run.jsonLines()
    #expect(rows.count == (try AppShape.routeCount()))
    let search = try #require(rows.first { $0["pattern"] as? String == "catalog/search" })
    #expect(search["queryItems"] as? [String] == ["q"])
    #expect(search["presentation"] as? String == "sheet")
    #expect(search["requiresLogin"] as? Bool == false)
    #expect(search["module"] as? String == "catalog")
    let logins = rows.filter { $0["requiresLogin"] as? Bool == true }.map {
      $0["pattern"] as? String
    }
    let gated = try AppComposition.makeNavigator().routes.filter(\.requiresLogin).map(\.pattern)
    #expect(logins == gated)
    #expect(logins.contains("orders/{orderId}/track"))
  }

  @Test func theSessionOpensLinksAndLogsInAndOut() throws {
    let run = SessionHarness(
      ["--json"],
      input: [
        "open myapp://orders/A-1/track", "login", "login", "open myapp://orders/A-2/track",
        "logout", "logout", "open myapp://nowhere",
      ])
    let lines = try run.jsonLines()
    #expect(lines.count == 7)
    #expect(lines[0].state["pendingDeepLink"] as? String == "myapp://orders/A-1/track")
    #expect(lines[0].tabs["orders"] == [])
    #expect(lines[1].state["loggedIn"] as? Bool == true)
    #expect(lines[1].state["pendingDeepLink"] is NSNull)
    #expect(
      lines[1].tabs["orders"] == [
        #"orders.detail(orderId: "A-1")"#, #"orders.tracking(orderId: "A-1")"#,
      ])
    #expect(lines[2]["error"] as? String == "already logged in")
    #expect(
      lines[3].tabs["orders"] == [
        #"orders.detail(orderId: "A-2")"#, #"orders.tracking(orderId: "A-2")"#,
      ])
    #expect(lines[4].state["loggedIn"] as? Bool == false)
    #expect(lines[5]["error"] as? String == "not logged in")
    #expect(lines[6]["error"] as? String == #"deep link rejected: no route for "nowhere""#)
    #expect(lines[6].tabs == lines[5].tabs)
  }

  @Test func logoutDropsTheWaitingLink() throws {
    let run = SessionHarness(
      ["--json"], input: ["login", "logout", "open myapp://orders/A-1/track", "login", "logout"])
    let lines = try run.jsonLines()
    #expect(lines[2].state["pendingDeepLink"] as? String == "myapp://orders/A-1/track")
    #expect(lines[3].tabs["orders"]?.count == 2)
    let again = SessionHarness(
      ["--json"], input: ["open myapp://orders/A-1/track", "logout", "login"])
    let relog = try again.jsonLines()
    // Logging out while logged out is the sign-in screen's cancel: what waited is dropped.
    #expect(relog[1]["error"] is NSNull)
    #expect(relog[1].state["pendingDeepLink"] is NSNull)
    #expect(relog[2].tabs["orders"] == [])
    let nothingWaits = try SessionHarness(["--json"], input: ["logout"]).jsonLines()
    #expect(nothingWaits[0]["error"] as? String == "not logged in")
  }

  @Test func theSessionListsRoutesInBothFormats() throws {
    let json = SessionHarness(["--json"], input: ["routes"])
    let line = try #require(try json.jsonLines().only)
    #expect((line["routes"] as? [JSONObject])?.count == (try AppShape.routeCount()))
    let text = SessionHarness([], input: ["routes"])
    #expect(text.output.contains { $0.hasPrefix("PATTERN") })
  }

  @Test(arguments: ["open", "open a b", "login now", "logout x", "routes all"])
  func malformedDeepLinkCommandsAreUsageErrors(line: String) {
    let run = SessionHarness(["--json"], input: [line])
    #expect(run.errors.count == 1)
  }
}

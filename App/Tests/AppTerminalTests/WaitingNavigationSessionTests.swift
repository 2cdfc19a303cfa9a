import Foundation
import Testing

@testable import AppTerminal

/// What waits for login or for a lock, in the App as a user drives it: the reproductions of
/// the front-door redesign's bugs, each once a wrong result.
@MainActor
@Suite(.needsValidComposition) struct WaitingNavigationSessionTests {
  let detailA1 = #"orders.detail(orderId: "A-1")"#
  let trackingA1 = #"orders.tracking(orderId: "A-1")"#

  /// "Track shipment" on A-1 waits for login; the user opens A-3 and its "Cancel order"
  /// dialog. Logging in used to push the tracking screen under the open dialog, after which
  /// confirming it did nothing ("no screen carried out cancel(orderId: "A-3")").
  @Test func aPushWaitingForLoginRunsOnItsStackRebuiltNotUnderADialog() throws {
    let session = SessionHarness(
      ["--json"],
      input: [
        "action 2", "action 1", "back", "action 1", "action 3", "login", "action 1",
      ])
    let lines = try session.jsonLines()
    try #require(lines.count == 7)
    let beforeLogin = lines[4].state
    #expect(beforeLogin["confirmationDialog"] is [String: Any])
    #expect(lines[4].tabs["orders"] == [#"orders.detail(orderId: "A-3")"#])

    let afterLogin = lines[5].state
    #expect(afterLogin["confirmationDialog"] is NSNull)
    #expect(lines[5].tabs["orders"] == [detailA1, trackingA1])
    #expect(afterLogin["waitingForLogin"] is NSNull)
    // The user sees the tracking screen, so its first action, "Report a problem", runs next.
    #expect(lines[6].state["sheet"] is [String: Any])
    #expect(
      lines[6].state["navigationLock"] as? String == "the problem report for order A-1 is not sent")
    #expect(session.errors.isEmpty, "\(session.errors)")
  }

  /// The waiting push is replayed on the stack it was asked on, as it was then, not on
  /// whatever a link opened meanwhile (which used to give `detail(A-2) > tracking(A-1)`).
  @Test func aPushWaitingForLoginIgnoresWhatALinkOpenedMeanwhile() throws {
    let session = SessionHarness(
      ["--json"], input: ["action 2", "action 1", "open myapp://orders/A-2", "login"])
    let lines = try session.jsonLines()
    try #require(lines.count == 4)
    #expect(lines[2].tabs["orders"] == [#"orders.detail(orderId: "A-2")"#])
    #expect(lines[3].tabs["orders"] == [detailA1, trackingA1])
    #expect(lines[3].selectedTab == "orders")
  }

  /// The waiting push selects its tab: it used to land on the hidden Orders tab while the
  /// user stayed on Catalog.
  @Test func aPushWaitingForLoginSelectsTheTabItWasAskedOn() throws {
    let session = SessionHarness(
      ["--json"], input: ["action 2", "action 1", "tab catalog", "login"])
    let lines = try session.jsonLines()
    try #require(lines.count == 4)
    #expect(lines[2].selectedTab == "catalog")
    #expect(lines[3].selectedTab == "orders")
    #expect(lines[3].tabs["orders"] == [detailA1, trackingA1])
  }

  /// A link held by a navigation lock is dropped on logout, as everything waiting is: it used
  /// to survive logout and open after the next login.
  @Test func aLinkHeldByALockIsDroppedAtLogout() throws {
    let session = SessionHarness(
      ["--json"],
      input: [
        "login", "action 2", "action 1", "action 1", "open myapp://catalog/product/P-100",
        "logout", "login",
      ])
    let lines = try session.jsonLines()
    try #require(lines.count == 7)
    #expect(lines[4].state["lockedDeepLink"] as? String == "myapp://catalog/product/P-100")
    #expect(lines[5].state["lockedDeepLink"] is NSNull)
    #expect(lines[5].state["waitingForUnlock"] is NSNull)
    #expect(lines[6].tabs["catalog"] == [])
    #expect(lines[6].selectedTab == "orders")
  }
}

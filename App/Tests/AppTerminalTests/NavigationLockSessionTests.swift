import AppComposition
import Foundation
import NavigationKit
import Testing

@testable import AppTerminal

/// A link opened while the problem report form is open waits, is shown as waiting, and opens
/// when the form is dismissed.
@MainActor
@Suite(.needsValidComposition) struct NavigationLockSessionTests {
  /// Logged in, on order A-1's tracking screen, with the problem report form open.
  static let toTheForm = [
    "login", "open myapp://orders/A-1/track", "action 1",
  ]

  @Test func theJSONStateShowsTheLockAndTheWaitingLinkUntilTheFormIsDiscarded() throws {
    let run = SessionHarness(
      ["--json"], input: Self.toTheForm + ["open myapp://catalog/product/P-100", "action 2"])
    let lines = try run.jsonLines()
    #expect(run.errors == [])

    let form = lines[2].state
    #expect(form["navigationLock"] as? String == "the problem report for order A-1 is not sent")
    #expect(form["lockedDeepLink"] is NSNull)
    #expect(form["waitingForUnlock"] is NSNull)

    let deferred = lines[3].state
    #expect(deferred["lockedDeepLink"] as? String == "myapp://catalog/product/P-100")
    #expect(
      deferred["waitingForUnlock"] as? String == #"deep link "myapp://catalog/product/P-100""#)
    #expect(deferred["sheet"] is [String: Any])
    #expect(lines[3].selectedTab == "orders")

    let applied = lines[4]
    #expect(applied.state["navigationLock"] is NSNull)
    #expect(applied.state["lockedDeepLink"] is NSNull)
    #expect(applied.state["waitingForUnlock"] is NSNull)
    #expect(applied.selectedTab == "catalog")
    #expect(applied.tabs["catalog"] == [#"catalog.productDetail(productId: "P-100")"#])
    #expect(applied.tabs["orders"]?.count == 2)
  }

  @Test func theTextSessionSaysTheLinkWaitsAndThenOpens() {
    let run = SessionHarness(
      [], input: Self.toTheForm + ["open myapp://catalog/product/P-100", "state", "dismiss"])

    #expect(run.output.contains("Navigation locked: the problem report for order A-1 is not sent"))
    #expect(
      run.output.contains(#"Waiting for the lock: deep link "myapp://catalog/product/P-100""#))
    #expect(
      run.output.contains {
        $0.hasPrefix(
          #"  event: deep link deferred "myapp://catalog/product/P-100" while navigation is locked"#
        )
      })
    #expect(
      run.output.contains {
        $0.hasPrefix(#"  event: deep link navigated "myapp://catalog/product/P-100""#)
      })
    #expect(
      run.output.last { $0.hasPrefix("Stack: ") }
        == #"Stack: catalog.grid(categoryId: nil) > catalog.productDetail(productId: "P-100")"#)
  }

  @Test func aSecondLinkReplacesTheFirstWhichIsReportedDropped() throws {
    let run = SessionHarness(
      [],
      input: Self.toTheForm + ["open myapp://orders/A-2", "open myapp://orders/A-3", "action 1"])

    #expect(
      run.output.contains(
        #"  event: deep link "myapp://orders/A-2" discarded: replaced by a newer link"#))
    #expect(
      run.output.last { $0.hasPrefix("Stack: ") }
        == #"Stack: orders.list > orders.detail(orderId: "A-3")"#)
  }

  @Test func sendingTheReportAlsoReleasesTheLock() {
    let run = SessionHarness(
      [], input: Self.toTheForm + ["open myapp://orders", "action 1"])

    #expect(
      run.output.contains(
        "  event: orders/sheet: performed sendProblemReport(orderId: \"A-1\")"))
    #expect(run.output.last { $0.hasPrefix("Stack: ") } == "Stack: orders.list")
  }

  @Test func openOnTheCommandLineSaysWhyALinkWaits() throws {
    // The link as the app matches it: opened where no lock holds it, it navigates.
    let opened = try AppComposition.makeNavigator().open(.link("myapp://orders"))
    guard case .navigated(let match) = opened else {
      Issue.record("myapp://orders did not navigate: \(opened)")
      return
    }
    let outcome = OpenOutput(
      .deferredWhileLocked(match, lock: NavigationLock(reason: "a form is open")),
      state: StateDescription(try AppComposition.makeNavigator()))
    #expect(outcome.outcome == "deferred")
    #expect(outcome.reason == "navigation locked: a form is open")
  }
}

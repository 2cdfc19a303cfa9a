import AppComposition
import Foundation
import NavigationKit
import Testing

@testable import AppTerminal

/// `transitions ...`: a platform stand-in applies each change in the steps a device follows,
/// each ended by a completion the session holds on request, so `state` shows a change still
/// being applied.
@MainActor
@Suite(.needsValidComposition) struct TransitionsSessionTests {
  let search = #"catalog.search(query: "knife")"#
  let order = #"orders.detail(orderId: "A-1")"#

  /// The lines of the last `state` from its `Applying:` line on, or none.
  func applying(_ run: SessionHarness) -> [String] {
    let start = run.output.lastIndex { $0.hasPrefix("Selected tab: ") } ?? run.output.endIndex
    let state = run.output[start...]
    guard let first = state.firstIndex(where: { $0.hasPrefix("Applying: ") }) else { return [] }
    return Array(state[first...].prefix { $0.hasPrefix("Applying: ") || $0.hasPrefix("  ") })
  }

  /// A link into another tab while a sheet is up: the sheet is dismissed first, and stays
  /// shown until its dismissal ends; the tab is selected and its stack built after, one step
  /// per completion.
  @Test func stateShowsALinkIntoAnotherTabBeingAppliedStepByStep() {
    let link = [
      "open myapp://catalog/search?q=knife", "transitions hold", "open myapp://orders/A-1",
    ]
    let held = SessionHarness([], input: link + ["state"])
    #expect(
      applying(held) == [
        "Applying: dismiss the sheet \(search)",
        "  then: select the orders tab",
        "  then: show [\(order)] in the orders tab, animated",
        "  still shown until it ends: the sheet \(search)",
      ])
    // The model changed at once: the state above the platform's is the link's.
    #expect(held.output.contains("  orders: orders.list > \(order)"))

    let oneStep = SessionHarness([], input: link + ["transitions next", "state"])
    #expect(
      applying(oneStep) == [
        "Applying: select the orders tab",
        "  then: show [\(order)] in the orders tab, animated",
      ])
    let done = SessionHarness(
      [], input: link + ["transitions next", "transitions next", "transitions next", "state"])
    #expect(applying(done) == [])
    #expect(done.errors.isEmpty)
  }

  /// TCA #3779's sequence, in the terminal: a sheet up, a link to another sheet. The new sheet
  /// is presented only after the dismissal's completion.
  @Test func aLinkToAnotherSheetPresentsItOnlyAfterTheDismissalEnds() {
    let run = SessionHarness(
      [],
      input: [
        "open myapp://catalog/search?q=knife", "transitions hold",
        "open myapp://catalog/search?q=lamp", "state", "transitions next", "state",
      ])
    let lamp = #"catalog.search(query: "lamp")"#
    let states = run.output.filter { $0.hasPrefix("Applying: ") }
    #expect(
      states == [
        "Applying: dismiss the sheet \(search)", "Applying: present the sheet \(lamp)",
      ])
  }

  /// A completion that never comes: the step is taken as done at its deadline, reported as an
  /// event, and the next step starts.
  @Test func aStalledStepIsTakenAsDoneAndReported() {
    let run = SessionHarness(
      [],
      input: [
        "open myapp://catalog/search?q=knife", "transitions hold", "open myapp://orders/A-1",
        "transitions stall", "state",
      ])
    #expect(
      run.output.contains(
        "  event: transition step not reported done within 2.0 seconds, taken as done: "
          + "dismiss the sheet \(search)"))
    #expect(applying(run).first == "Applying: select the orders tab")
  }

  /// Without `transitions hold`, every step ends at once: `state` is as it always was.
  @Test func withoutHoldingNothingIsShownAsBeingApplied() {
    let run = SessionHarness([], input: ["open myapp://catalog/search?q=knife", "state"])
    #expect(applying(run) == [])
    #expect(!run.output.contains { $0.hasPrefix("Applying: ") })
  }

  @Test func finishEndsEveryStepAndStopsHolding() {
    let run = SessionHarness(
      [],
      input: [
        "transitions hold", "open myapp://catalog/search?q=knife", "transitions finish",
        "open myapp://orders/A-1", "state",
      ])
    #expect(applying(run) == [])
    #expect(run.errors.isEmpty)
  }

  @Test func stepsCannotBeEndedWhenNoneRunsAndTheCommandIsChecked() {
    let run = SessionHarness(
      [], input: ["transitions next", "transitions finish", "transitions bogus", "transitions"])
    #expect(
      run.errors == [
        "error: no change is being applied",
        "error: the transitions are not held; transitions hold holds them",
        "error: usage: transitions hold|next|finish|stall",
        "error: usage: transitions hold|next|finish|stall",
      ])
  }
}

/// With `--json`, `applying` shows the change still being applied once the transitions are
/// held, and is left out before.
@MainActor
@Suite(.needsValidComposition) struct TransitionsJSONTests {
  @Test func theJSONShowsTheStepRunningOnceTheTransitionsAreHeld() throws {
    let run = SessionHarness(
      ["--json"],
      input: [
        "open myapp://catalog/search?q=knife", "transitions hold", "open myapp://orders/A-1",
        "transitions next", "transitions next", "transitions next",
      ])
    let lines = try run.jsonLines()
    #expect(lines[0]["applying"] == nil)
    let held = try #require(lines[1]["applying"] as? JSONObject)
    #expect(held["step"] is NSNull)
    let applying = try #require(lines[2]["applying"] as? JSONObject)
    #expect(applying["step"] as? String == #"dismiss the sheet catalog.search(query: "knife")"#)
    #expect(
      applying["then"] as? [String] == [
        "select the orders tab",
        #"show [orders.detail(orderId: "A-1")] in the orders tab, animated"#,
      ])
    #expect(applying["leaving"] as? [String] == [#"the sheet catalog.search(query: "knife")"#])
    let done = try #require(lines[5]["applying"] as? JSONObject)
    #expect(done["step"] is NSNull)
    #expect(done["then"] as? [String] == [])
  }
}

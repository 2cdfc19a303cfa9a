import NavigationKit
import NavigationKitTesting
import Testing

/// In exhaustive mode every event of every step must be asserted before the next step and by
/// `finish()`; in the default mode nothing is demanded.
@MainActor
@Suite struct ExhaustiveHarnessTests {
  private func harness(_ exhaustivity: Exhaustivity) throws -> FeatureHarness {
    try FeatureHarness(
      NotesFeature.module(), root: NoteDestination.list, exhaustivity: exhaustivity)
  }

  private let pushed = NavigationEvent.pushed(
    [NoteDestination.note(id: "n1").erased], scope: .tab("notes"))

  @Test func assertedEventsLetTheNextStepRun() throws {
    let harness = try harness(.exhaustive)
    try harness.tap("Open note 1")
    try harness.expect([pushed])
    try harness.tap("Delete")
    #expect(harness.unassertedEvents.count == 1)
    harness.skipEvents()
    try harness.finish()
  }

  @Test func aStepAfterUnassertedEventsThrowsNamingThem() throws {
    let harness = try harness(.exhaustive)
    try harness.tap("Open note 1")
    #expect(throws: HarnessError.unassertedEvents([pushed.description])) {
      try harness.tap("Share")
    }
  }

  @Test func finishingWithUnassertedEventsThrows() throws {
    let harness = try harness(.exhaustive)
    try harness.logIn()
    try harness.tap("Open note 1")
    #expect(throws: HarnessError.self) { try harness.finish() }
    #expect(harness.unassertedEvents.isEmpty)
  }

  @Test func expectingOtherEventsThrowsWithBothLists() throws {
    let harness = try harness(.exhaustive)
    try harness.tap("Open note 1")
    #expect(throws: HarnessError.eventsDiffer(expected: [], actual: [pushed.description])) {
      try harness.expect([])
    }
    #expect(
      HarnessError.eventsDiffer(expected: [], actual: ["x"]).description
        == "the events differ from those expected; expected:\nactual:\n  - x")
  }

  @Test func theDefaultModeDemandsNothing() throws {
    let harness = try harness(.nonExhaustive)
    try harness.tap("Open note 1")
    try harness.tap("Share")
    try harness.finish()
  }

  @Test func logInAndLogOutAreSteps() throws {
    let harness = try harness(.nonExhaustive)
    #expect(try harness.logIn().changedNothing)
    #expect(harness.app.isLoggedIn)
    try harness.logOut()
    #expect(!harness.app.isLoggedIn)
  }

  @Test func aLinksDispositionIsAValue() throws {
    let harness = try harness(.nonExhaustive)
    #expect(try harness.open("myapp://notes/n7").disposition == .navigated)
    guard case .rejected = try harness.open("myapp://nowhere").disposition else {
      Issue.record("an unknown link was not rejected")
      return
    }
  }
}

import NavigationKit
import NavigationKitTesting
import Testing

/// The platform stand-in follows an app's navigation in the adapter's steps, each ended by a
/// completion it holds on request, and reports a completion that never came on the app's bus.
@MainActor
@Suite struct SimulatedTransitionsTests {
  func makeApp() throws -> AppNavigator {
    try AppNavigator(
      features: [
        NotesFeature.module(intents: NotesIntents(share: .push { _ in DoorDestination.hall })),
        FeatureModule(resolver: DoorResolver()),
      ],
      tabs: [
        NavigationTab("notes", root: NoteDestination.list),
        NavigationTab("doors", root: DoorDestination.hall),
      ])
  }

  /// Two sheets up, a different sheet asked for: both are dismissed, and the new one is
  /// presented only after the dismissal's completion (TCA #3779's sequence).
  @Test func aSheetReplacingTwoIsPresentedOnlyAfterTheirDismissalEnds() throws {
    let app = try makeApp()
    let notes = app.tabs.navigators[0]
    notes.present(NoteDestination.note(id: "n1"), as: .sheet)
    notes.presentation?.navigator.present(NoteDestination.note(id: "n2"), as: .sheet)
    let platform = SimulatedTransitions(app: app)
    platform.holdsCompletions = true

    notes.present(NoteDestination.drawing(scale: 2), as: .sheet)
    platform.follow()
    #expect(
      platform.currentStep
        == #"dismiss the sheet notes.note(id: "n1") and the sheet notes.note(id: "n2")"#)
    #expect(platform.remainingSteps == ["present the sheet notes.drawing(scale: 2.0)"])
    #expect(platform.leaving.count == 2)

    #expect(platform.completeStep())
    #expect(platform.currentStep == "present the sheet notes.drawing(scale: 2.0)")
    #expect(platform.completeStep())
    #expect(platform.currentStep == nil)
    #expect(!platform.isApplying)
    #expect(!platform.completeStep())
  }

  @Test func aCompletionThatNeverComesIsReportedOnTheAppsEvents() throws {
    let app = try makeApp()
    var events: [NavigationEvent] = []
    app.events.observe { events.append($0) }
    let platform = SimulatedTransitions(app: app, timeout: .seconds(3))
    platform.holdsCompletions = true
    app.tabs.navigators[0].push(NoteDestination.note(id: "n1"))
    platform.follow()

    #expect(platform.missCompletion())
    #expect(
      events.last
        == .transitionCompletionMissed(
          phase: #"show [notes.note(id: "n1")] in the notes tab, animated"#, waited: .seconds(3)))
    #expect(!platform.isApplying)
    #expect(!platform.missCompletion())
  }

  @Test func withoutHoldingEveryStepEndsAtOnce() throws {
    let app = try makeApp()
    let platform = SimulatedTransitions(app: app)
    app.tabs.navigators[0].present(NoteDestination.note(id: "n1"), as: .fullScreenCover)
    platform.follow()
    #expect(!platform.isApplying)
    #expect(platform.currentStep == nil)
  }
}

import NavigationKit
import NavigationKitTesting
import Testing

@MainActor
@Suite struct FeatureHarnessTests {
  private func harness() throws -> FeatureHarness {
    try FeatureHarness(NotesFeature.module(), root: NoteDestination.list)
  }

  @Test func aTapSaysWhatItPushed() throws {
    let harness = try harness()
    let effect = try harness.tap("Open note 1")
    #expect(effect.pushed == [NoteDestination.note(id: "n1").erased])
    #expect(effect.presented.isEmpty)
    #expect(effect.sentIntent == nil)
    #expect(harness.visibleDestination == NoteDestination.note(id: "n1").erased)
  }

  @Test func aTapSaysWhatItPresented() throws {
    let harness = try harness()
    let effect = try harness.tap("Draw")
    #expect(
      effect.presented == [.init(destination: NoteDestination.drawing(scale: 1), style: .sheet)])
    #expect(
      try harness.tap("Close").descriptions == ["notes: dismissed sheet notes.drawing(scale: 1.0)"])
  }

  @Test func aStubbedIntentIsSentAndSeen() throws {
    let harness = try harness()
    try harness.tap("Open note 1")
    let effect = try harness.tap("Share")
    #expect(effect.sent(ShareNote.self) == ShareNote(id: "n1"))
    let stub = IntentStubDestination.received(intent: #"ShareNote(id: "n1")"#).erased
    #expect(effect.pushed == [stub])
    #expect(harness.visibleDestination == stub)
  }

  @Test func dialogButtonsAreTappedByTitle() throws {
    let harness = try harness()
    try harness.tap("Open note 1")
    try harness.tap("Delete")
    #expect(harness.actionTitles == ["Delete", "Cancel"])
    let effect = try harness.tap("Cancel")
    #expect(effect.descriptions == [#"notes: chose "Cancel" in "Delete?""#])
    #expect(harness.actionTitles == ["Share", "Delete"])
  }

  @Test func aMissingTitleNamesWhatIsThere() throws {
    let harness = try harness()
    #expect(throws: HarnessError.noAction("Nope", available: ["Open note 1", "Draw"])) {
      try harness.tap("Nope")
    }
    #expect(
      HarnessError.noAction("Nope", available: []).description
        == #"no action "Nope"; the screen offers none"#)
  }

  @Test func deepLinksOpenInTheFeaturesTab() throws {
    let harness = try harness()
    guard case .navigated = try harness.open("myapp://notes/n7") else {
      Issue.record("the link did not navigate")
      return
    }
    #expect(harness.visibleDestination == NoteDestination.note(id: "n7").erased)
  }

  @Test func anIntentRoutedElsewhereCannotBeInstalledAlone() {
    let module = NotesFeature.module(
      intents: NotesIntents(share: .push { _ in ElsewhereDestination.place }))
    #expect(throws: CompositionError.self) {
      try FeatureHarness(module, root: NoteDestination.list)
    }
  }

  @Test func theRecorderRecordsUntilStopped() throws {
    let harness = try harness()
    let recorder = NavigationRecorder(harness.app.events)
    try harness.tap("Open note 1")
    recorder.stop()
    try harness.tap("Share")
    #expect(
      recorder.descriptions == [
        #"notes: pushed notes.note(id: "n1")"#, #"notes: showing notes.note(id: "n1")"#,
      ])
    recorder.removeAll()
    #expect(recorder.events.isEmpty)
  }
}

enum ElsewhereDestination: NavigationDestination, Codable {
  case place
  static let moduleName = "elsewhere"
  var access: AccessPolicy { .open }
}

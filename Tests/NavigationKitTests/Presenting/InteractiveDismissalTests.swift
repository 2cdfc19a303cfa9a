import Testing

@testable import NavigationKit

/// A swipe on a sheet goes through the front door, which refuses it while the sheet is locked.
@MainActor
@Suite struct InteractiveDismissalTests {
  let lock = NavigationLock(reason: "form F has unsaved input")

  @Test func aLockedSheetRefusesASwipeAndSaysSo() throws {
    let fixture = try DeskApp()
    fixture.desk.present(DeskDestination.form(id: "F"), as: .sheet)
    let sheet = try #require(fixture.desk.presentation)
    _ = fixture.recorder.drain()

    #expect(fixture.app.interactiveDismissalRefusal(of: sheet) == "navigation locked: \(lock)")
    #expect(!fixture.app.dismissInteractively(sheet))

    #expect(fixture.desk.presentation?.id == sheet.id)
    let event = NavigationEvent.interactiveDismissalRefused(
      DeskDestination.form(id: "F").erased, style: .sheet, lock: lock,
      scope: .tab("desk"))
    #expect(fixture.recorder.drain() == [event])
    #expect(
      event.description
        == #"desk: kept sheet desk.form(id: "F") the user swiped away: navigation locked: "#
        + "form F has unsaved input")
  }

  @Test func anUnlockedSheetIsSwipedAway() throws {
    let fixture = try DeskApp()
    fixture.draft.hasInput = false
    fixture.desk.present(DeskDestination.form(id: "F"), as: .sheet)
    let sheet = try #require(fixture.desk.presentation)
    _ = fixture.recorder.drain()

    #expect(fixture.app.interactiveDismissalRefusal(of: sheet) == nil)
    #expect(fixture.app.dismissInteractively(sheet))

    #expect(fixture.desk.presentation == nil)
    #expect(
      fixture.recorder.drain() == [
        .dismissed(DeskDestination.form(id: "F").erased, style: .sheet, scope: .tab("desk"))
      ])
  }

  @Test func theLockOfAScreenPushedInsideTheSheetOrPresentedAboveItCounts() throws {
    let fixture = try DeskApp()
    fixture.desk.present(DeskDestination.note(id: "1"), as: .sheet)
    let outer = try #require(fixture.desk.presentation)
    outer.navigator.push(DeskDestination.form(id: "F"))
    #expect(fixture.app.interactiveDismissalRefusal(of: outer) == "navigation locked: \(lock)")

    outer.navigator.pop()
    outer.navigator.present(DeskDestination.form(id: "G"), as: .sheet)
    let inner = try #require(outer.navigator.presentation)
    let innerLock = NavigationLock(reason: "form G has unsaved input")
    #expect(fixture.app.interactiveDismissalRefusal(of: outer) == "navigation locked: \(innerLock)")
    #expect(!fixture.app.dismissInteractively(outer))
    #expect(!fixture.app.dismissInteractively(inner))

    fixture.draft.hasInput = false
    #expect(fixture.app.dismissInteractively(inner))
    #expect(outer.navigator.presentation == nil)
    #expect(fixture.desk.presentation?.id == outer.id)
  }

  @Test func aSheetShownWithTheGestureDisabledRefusesIt() throws {
    let (app, recorder) = try makeApp()
    app.perform(
      .present(
        Beta.home, style: .sheet,
        options: PresentationOptions(detents: [.medium], interactiveDismissDisabled: true)))
    let sheet = try #require(app.tabs.navigators[0].presentation)
    _ = recorder.drain()

    #expect(app.interactiveDismissalRefusal(of: sheet) == "the presentation disables it")
    #expect(!app.dismissInteractively(sheet))
    #expect(
      recorder.drain() == [
        .interactiveDismissalRefused(
          Beta.home, style: .sheet, lock: nil,
          scope: .tab("alpha"))
      ])
  }

  @Test func dismissingInCodeIsNotAffected() throws {
    let fixture = try DeskApp()
    fixture.desk.present(
      DeskDestination.form(id: "F"), as: .sheet,
      options: PresentationOptions(interactiveDismissDisabled: true))

    fixture.app.perform(.dismiss)

    #expect(fixture.desk.presentation == nil)
  }

  @Test func aPresentationNoLongerShownIsNotDismissedTwice() throws {
    let (app, recorder) = try makeApp()
    app.perform(.present(Beta.home, style: .sheet))
    let first = try #require(app.tabs.navigators[0].presentation)
    app.perform(.present(Beta.detail("1"), style: .sheet), in: app.tabs.navigators[0])
    _ = recorder.drain()

    // SwiftUI may report the swipe of a sheet the app has already replaced.
    #expect(!app.dismissInteractively(first))

    #expect(app.tabs.navigators[0].presentation?.destination == Beta.detail("1"))
    #expect(recorder.drain() == [])
  }

  @Test func aSwipeThatDismissesReleasesTheLinkTheLockHeld() throws {
    let fixture = try DeskApp()
    fixture.desk.present(DeskDestination.form(id: "F"), as: .sheet)
    let sheet = try #require(fixture.desk.presentation)
    fixture.app.open(.link("myapp://desk/note/N-1"))
    #expect(!fixture.app.dismissInteractively(sheet))
    #expect(fixture.app.waitingForUnlock != nil)

    fixture.draft.hasInput = false
    #expect(fixture.app.dismissInteractively(sheet))

    #expect(fixture.desk.path == [DeskDestination.note(id: "N-1").erased])
    #expect(fixture.app.waitingForUnlock == nil)
  }
}

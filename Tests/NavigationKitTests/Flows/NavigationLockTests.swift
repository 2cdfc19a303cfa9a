import Testing

@testable import NavigationKit

@MainActor
@Suite struct NavigationLockTests {
  @Test func aLinkOpenedWhileAFormLocksIsDeferredWithTheLocksReasonAndChangesNothing() throws {
    let fixture = try DeskApp()
    fixture.presentForm()
    let lock = NavigationLock(reason: "form F has unsaved input")
    #expect(fixture.app.navigationLock == lock)
    _ = fixture.recorder.drain()

    let outcome = fixture.app.open(.link("myapp://desk/note/N-1"))

    guard case .deferredWhileLocked(let match, let reported) = outcome else {
      Issue.record("expected a deferral, got \(outcome)")
      return
    }
    #expect(reported == lock)
    #expect(match.url == "myapp://desk/note/N-1")
    #expect(outcome.name == "deferred")
    #expect(reported.description == "form F has unsaved input")
    #expect(fixture.app.waitingForUnlock?.deepLink?.url == "myapp://desk/note/N-1")
    #expect(fixture.desk.presentation?.style == .fullScreenCover)
    #expect(fixture.desk.presentation?.destination == DeskDestination.form(id: "F").erased)
    #expect(fixture.desk.path == [])
    #expect(fixture.recorder.drain() == [.deepLinkOpened(outcome)])
  }

  @Test func dismissingTheFormAppliesTheDeferredLinkOnce() throws {
    let fixture = try DeskApp()
    fixture.presentForm()
    fixture.app.open(.link("myapp://desk/note/N-1"))
    _ = fixture.recorder.drain()

    fixture.app.perform(.dismiss)

    #expect(fixture.desk.path == [DeskDestination.note(id: "N-1").erased])
    #expect(fixture.desk.presentation == nil)
    #expect(fixture.app.waitingForUnlock == nil)
    let opened = fixture.recorder.drain().filter {
      if case .deepLinkOpened(.navigated) = $0 { true } else { false }
    }
    #expect(opened.count == 1)
    fixture.desk.popToRoot()
    #expect(fixture.desk.path == [])
  }

  @Test func aFormWithoutInputDoesNotLock() throws {
    let fixture = try DeskApp()
    fixture.draft.hasInput = false
    fixture.presentForm()

    let outcome = fixture.app.open(.link("myapp://desk/note/N-1"))

    #expect(outcome.name == "navigated")
    #expect(fixture.desk.presentation == nil)
  }

  @Test func clearingTheInputReleasesTheLockAtTheNextOperation() throws {
    let fixture = try DeskApp()
    fixture.presentForm()
    fixture.app.open(.link("myapp://desk/note/N-1"))
    _ = fixture.recorder.drain()
    fixture.app.select("desk")  // any operation of the app settles it; the form still locks
    #expect(fixture.recorder.drain() == [])
    #expect(fixture.app.waitingForUnlock?.deepLink?.url == "myapp://desk/note/N-1")

    fixture.draft.hasInput = false
    fixture.app.select("desk")

    #expect(fixture.recorder.drain().compactMap(\.openedLink).map(\.name) == ["navigated"])
    #expect(fixture.desk.path == [DeskDestination.note(id: "N-1").erased])
    #expect(fixture.desk.presentation == nil)
    #expect(fixture.app.waitingForUnlock == nil)
    fixture.app.select("desk")
    #expect(fixture.recorder.drain() == [])
  }

  @Test func aSecondLinkWhileLockedReplacesTheFirstWhichIsReportedDropped() throws {
    let fixture = try DeskApp()
    fixture.presentForm()
    let first = fixture.app.open(.link("myapp://desk/note/N-1"))
    _ = fixture.recorder.drain()

    let second = fixture.app.open(.link("myapp://desk/note/N-2"))

    #expect(
      fixture.recorder.drain() == [
        .linkDiscarded(first, reason: .replaced),
        .deepLinkOpened(second),
      ])
    fixture.app.perform(.dismiss)
    #expect(fixture.desk.path == [DeskDestination.note(id: "N-2").erased])
  }

  @Test func aLockOnAnotherTabAlsoDefersALink() throws {
    let fixture = try DeskApp()
    fixture.presentForm()
    #expect(fixture.app.select("shelf"))

    let outcome = fixture.app.open(.link("myapp://desk/note/N-1"))

    #expect(outcome.name == "deferred")
    #expect(fixture.app.tabs.selectedTab == "shelf")
  }

  @Test func aLockInAPushedScreenOfASheetCounts() throws {
    let fixture = try DeskApp()
    fixture.desk.present(DeskDestination.note(id: "N-0"), as: .sheet)
    fixture.desk.topmost.push(DeskDestination.form(id: "G"))

    #expect(fixture.app.navigationLock == NavigationLock(reason: "form G has unsaved input"))
    #expect(fixture.app.open(.link("myapp://desk")).name == "deferred")
    fixture.app.perform(.pop)
    #expect(fixture.desk.presentation == nil)
    #expect(fixture.app.tabs.selectedTab == "desk")
  }

  @Test func aPushedFormOnATabsOwnStackDoesNotLock() throws {
    let fixture = try DeskApp()
    fixture.desk.push(DeskDestination.form(id: "F"))

    #expect(fixture.app.navigationLock == nil)
    #expect(fixture.app.open(.link("myapp://desk/note/N-1")).name == "navigated")
  }

  @Test func aRejectedLinkIsRejectedEvenWhileLocked() throws {
    let fixture = try DeskApp()
    fixture.presentForm()

    #expect(fixture.app.open(.link("myapp://desk/nowhere/x/y")).name == "rejected")
    #expect(fixture.app.waitingForUnlock == nil)
  }

  @Test func aFormPushedInsideASheetAlreadyAskedLocksTheNextLink() throws {
    let fixture = try DeskApp()
    fixture.desk.present(DeskDestination.note(id: "N-0"), as: .sheet)
    #expect(fixture.app.navigationLock == nil)  // the sheet's screens are learned: none locks

    fixture.desk.presentation?.navigator.push(DeskDestination.form(id: "F"))

    #expect(fixture.app.navigationLock == NavigationLock(reason: "form F has unsaved input"))
    #expect(fixture.app.open(.link("myapp://desk/note/N-1")).name == "deferred")
    fixture.desk.presentation?.navigator.pop()
    #expect(fixture.app.navigationLock == nil)
  }

  @Test func aLearnedFormIsAskedForItsLockEveryTime() throws {
    let fixture = try DeskApp()
    fixture.draft.hasInput = false
    fixture.presentForm()
    #expect(fixture.app.navigationLock == nil)

    fixture.draft.hasInput = true

    #expect(fixture.app.navigationLock == NavigationLock(reason: "form F has unsaved input"))
  }
}

import NavigationKit
import Testing

@MainActor
@Suite struct NavigationLockTests {
  @Test func aLinkOpenedWhileAFormLocksIsDeferredWithTheLocksReasonAndChangesNothing() throws {
    let fixture = try DeskApp()
    fixture.presentForm()
    let lock = NavigationLock(reason: "form F has unsaved input")
    #expect(fixture.app.navigationLock == lock)
    _ = fixture.recorder.drain()

    let outcome = fixture.app.deepLinks.open("myapp://desk/note/N-1")

    guard case .deferredWhileLocked(let match, let reported) = outcome else {
      Issue.record("expected a deferral, got \(outcome)")
      return
    }
    #expect(reported == lock)
    #expect(match.url == "myapp://desk/note/N-1")
    #expect(outcome.name == "deferred")
    #expect(outcome.deferralReason == "navigation locked: form F has unsaved input")
    #expect(fixture.app.deepLinks.lockedLink?.url == "myapp://desk/note/N-1")
    #expect(fixture.desk.fullScreenCover?.destination == DeskDestination.form(id: "F").erased)
    #expect(fixture.desk.path == [])
    #expect(fixture.recorder.drain() == [.deepLinkOpened(outcome)])
  }

  @Test func dismissingTheFormAppliesTheDeferredLinkOnce() throws {
    let fixture = try DeskApp()
    fixture.presentForm()
    fixture.app.deepLinks.open("myapp://desk/note/N-1")
    _ = fixture.recorder.drain()

    fixture.desk.dismiss()

    #expect(fixture.desk.path == [DeskDestination.note(id: "N-1").erased])
    #expect(fixture.desk.presentation == nil)
    #expect(fixture.app.deepLinks.lockedLink == nil)
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

    let outcome = fixture.app.deepLinks.open("myapp://desk/note/N-1")

    #expect(outcome.name == "navigated")
    #expect(fixture.desk.presentation == nil)
  }

  @Test func clearingTheInputReleasesTheLockWhenTheAppIsAskedOrAtTheNextChange() throws {
    let fixture = try DeskApp()
    fixture.presentForm()
    fixture.app.deepLinks.open("myapp://desk/note/N-1")
    #expect(fixture.app.deepLinks.applyLockedLink() == nil)

    fixture.draft.hasInput = false
    let outcome = try #require(fixture.app.deepLinks.applyLockedLink())

    #expect(outcome.name == "navigated")
    #expect(fixture.desk.path == [DeskDestination.note(id: "N-1").erased])
    #expect(fixture.desk.presentation == nil)
    #expect(fixture.app.deepLinks.applyLockedLink() == nil)
  }

  @Test func aSecondLinkWhileLockedReplacesTheFirstWhichIsReportedDropped() throws {
    let fixture = try DeskApp()
    fixture.presentForm()
    fixture.app.deepLinks.open("myapp://desk/note/N-1")
    _ = fixture.recorder.drain()

    let second = fixture.app.deepLinks.open("myapp://desk/note/N-2")

    #expect(
      fixture.recorder.drain() == [
        .deepLinkDiscarded(url: "myapp://desk/note/N-1", reason: .replaced),
        .deepLinkOpened(second),
      ])
    fixture.desk.dismiss()
    #expect(fixture.desk.path == [DeskDestination.note(id: "N-2").erased])
  }

  @Test func aLockOnAnotherTabAlsoDefersALink() throws {
    let fixture = try DeskApp()
    fixture.presentForm()
    try fixture.app.tabs.select("shelf")

    let outcome = fixture.app.deepLinks.open("myapp://desk/note/N-1")

    #expect(outcome.name == "deferred")
    #expect(fixture.app.tabs.selectedTab == "shelf")
  }

  @Test func aLockInAPushedScreenOfASheetCounts() throws {
    let fixture = try DeskApp()
    fixture.desk.present(DeskDestination.note(id: "N-0"), as: .sheet)
    fixture.desk.topmost.push(DeskDestination.form(id: "G"))

    #expect(fixture.app.navigationLock == NavigationLock(reason: "form G has unsaved input"))
    #expect(fixture.app.deepLinks.open("myapp://desk").name == "deferred")
    fixture.desk.topmost.pop()
    #expect(fixture.desk.presentation == nil)
    #expect(fixture.app.tabs.selectedTab == "desk")
  }

  @Test func aPushedFormOnATabsOwnStackDoesNotLock() throws {
    let fixture = try DeskApp()
    fixture.desk.push(DeskDestination.form(id: "F"))

    #expect(fixture.app.navigationLock == nil)
    #expect(fixture.app.deepLinks.open("myapp://desk/note/N-1").name == "navigated")
  }

  @Test func aRejectedLinkIsRejectedEvenWhileLocked() throws {
    let fixture = try DeskApp()
    fixture.presentForm()

    #expect(fixture.app.deepLinks.open("myapp://desk/nowhere/x/y").name == "rejected")
    #expect(fixture.app.deepLinks.lockedLink == nil)
  }
}

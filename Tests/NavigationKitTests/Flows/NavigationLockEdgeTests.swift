import NavigationKit
import Testing

/// How a lock composes with itself, with login and with links that present a form.
@MainActor
@Suite struct NavigationLockEdgeTests {
  /// The link deferred by the lock is what releases it: applying it tears the form down (its
  /// presentations are dismissed), which must not apply it again or re-enter.
  @Test func aLockReleasedByTheDeferredLinksOwnApplicationAppliesItExactlyOnce() throws {
    let fixture = try DeskApp()
    fixture.presentForm()
    fixture.app.deepLinks.open("myapp://desk/note/N-1")
    fixture.draft.hasInput = false
    _ = fixture.recorder.drain()

    let outcome = try #require(fixture.app.deepLinks.applyLockedLink())

    let events = fixture.recorder.drain()
    #expect(outcome.name == "navigated")
    #expect(events.filter { if case .deepLinkOpened = $0 { true } else { false } }.count == 1)
    #expect(
      events.contains(
        .dismissed(DeskDestination.form(id: "F").erased, style: .fullScreenCover, scope: "desk")))
    #expect(fixture.desk.path == [DeskDestination.note(id: "N-1").erased])
  }

  /// A deferred link that presents a locking form, applied on release, locks again: the next
  /// link waits for that form.
  @Test func aDeferredLinkThatPresentsAFormLocksAgainWhenApplied() throws {
    let fixture = try DeskApp()
    fixture.presentForm("F")
    fixture.app.deepLinks.open("myapp://desk/form/G")

    fixture.desk.dismiss()

    #expect(fixture.desk.fullScreenCover?.destination == DeskDestination.form(id: "G").erased)
    #expect(fixture.app.navigationLock == NavigationLock(reason: "form G has unsaved input"))
    #expect(fixture.app.deepLinks.open("myapp://desk/note/N-1").name == "deferred")
  }

  @Test func aGatedLinkWhileLockedAndLoggedOutWaitsForTheLockThenForLogin() throws {
    let fixture = try DeskApp(isLoggedIn: false)
    fixture.presentForm()

    let outcome = fixture.app.deepLinks.open("myapp://desk/vault/V-1")
    #expect(outcome.deferralReason == "navigation locked: form F has unsaved input")

    fixture.desk.dismiss()
    #expect(fixture.app.deepLinks.lockedLink == nil)
    #expect(fixture.app.deepLinks.pendingLink?.url == "myapp://desk/vault/V-1")
    #expect(fixture.desk.path == [])

    fixture.app.deepLinks.logIn()
    #expect(fixture.desk.path == [DeskDestination.vault(id: "V-1").erased])
  }

  /// A link deferred until login, replayed by logging in while a form locks, does not tear the
  /// form down: it waits for the lock, then opens.
  @Test func loggingInWhileLockedDefersTheWaitingLinkToTheLock() throws {
    let fixture = try DeskApp(isLoggedIn: false)
    fixture.app.deepLinks.open("myapp://desk/vault/V-1")
    fixture.presentForm()

    let outcome = try #require(fixture.app.deepLinks.logIn())

    #expect(outcome.deferralReason == "navigation locked: form F has unsaved input")
    #expect(fixture.desk.fullScreenCover != nil)
    #expect(fixture.app.deepLinks.pendingLink == nil)
    fixture.desk.dismiss()
    #expect(fixture.desk.path == [DeskDestination.vault(id: "V-1").erased])
  }

  @Test func loggingOutKeepsALinkThatNeedsNoLogin() throws {
    let fixture = try DeskApp()
    fixture.presentForm()
    fixture.app.deepLinks.open("myapp://desk/note/N-1")

    fixture.app.deepLinks.logOut()
    fixture.desk.dismiss()

    #expect(fixture.desk.path == [DeskDestination.note(id: "N-1").erased])
  }
}

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
    fixture.app.open(.link("myapp://desk/note/N-1"))
    fixture.draft.hasInput = false
    _ = fixture.recorder.drain()

    fixture.app.select("desk")  // any operation of the app settles it

    let events = fixture.recorder.drain()
    #expect(events.compactMap(\.openedLink).map(\.name) == ["navigated"])
    #expect(
      events.contains(
        .dismissed(
          DeskDestination.form(id: "F").erased, style: .fullScreenCover, scope: .tab("desk"))))
    #expect(fixture.desk.path == [DeskDestination.note(id: "N-1").erased])
  }

  /// A deferred link that presents a locking form, applied on release, locks again: the next
  /// link waits for that form.
  @Test func aDeferredLinkThatPresentsAFormLocksAgainWhenApplied() throws {
    let fixture = try DeskApp()
    fixture.presentForm("F")
    fixture.app.open(.link("myapp://desk/form/G"))

    fixture.app.perform(.dismiss)

    #expect(fixture.desk.presentation?.style == .fullScreenCover)
    #expect(fixture.desk.presentation?.destination == DeskDestination.form(id: "G").erased)
    #expect(fixture.app.navigationLock == NavigationLock(reason: "form G has unsaved input"))
    #expect(fixture.app.open(.link("myapp://desk/note/N-1")).name == "deferred")
  }

  @Test func aGatedLinkWhileLockedAndLoggedOutWaitsForTheLockThenForLogin() throws {
    let fixture = try DeskApp(isLoggedIn: false)
    fixture.presentForm()

    let outcome = fixture.app.open(.link("myapp://desk/vault/V-1"))
    #expect(outcome.lock?.description == "form F has unsaved input")

    fixture.app.perform(.dismiss)
    #expect(fixture.app.waitingForUnlock == nil)
    #expect(fixture.app.waitingForLogin?.deepLink?.url == "myapp://desk/vault/V-1")
    #expect(fixture.desk.path == [])

    fixture.app.logIn()
    #expect(fixture.desk.path == [DeskDestination.vault(id: "V-1").erased])
  }

  /// A link deferred until login, replayed by logging in while a form locks, does not tear the
  /// form down: it waits for the lock, then opens.
  @Test func loggingInWhileLockedDefersTheWaitingLinkToTheLock() throws {
    let fixture = try DeskApp(isLoggedIn: false)
    fixture.app.open(.link("myapp://desk/vault/V-1"))
    fixture.presentForm()
    _ = fixture.recorder.drain()

    #expect(fixture.app.logIn()?.deepLink?.url == "myapp://desk/vault/V-1")

    let outcome = try #require(fixture.recorder.drain().compactMap(\.openedLink).first)
    #expect(outcome.lock?.description == "form F has unsaved input")
    #expect(fixture.desk.presentation?.style == .fullScreenCover)
    #expect(fixture.app.waitingForLogin == nil)
    fixture.app.perform(.dismiss)
    #expect(fixture.desk.path == [DeskDestination.vault(id: "V-1").erased])
  }

  @Test func loggingOutDropsALinkThatNeedsNoLogin() throws {
    let fixture = try DeskApp()
    fixture.presentForm()
    let link = fixture.app.open(.link("myapp://desk/note/N-1"))
    _ = fixture.recorder.drain()

    fixture.app.logOut()
    #expect(
      fixture.recorder.drain() == [
        .linkDiscarded(link, reason: .loggedOut)
      ])
    #expect(fixture.app.waitingForUnlock == nil)
    fixture.app.perform(.dismiss)

    #expect(fixture.desk.path == [])
  }
}

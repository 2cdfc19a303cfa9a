import Testing

@testable import NavigationKit

/// Navigation that waits is kept as the request it was and run through the front door when it
/// can: after login on its own stack rebuilt, after a lock's release, or dropped.
@MainActor
@Suite struct WaitingNavigationReplayTests {
  /// Sends the app's one intent in these tests.
  struct OpenVault: NavigationIntent {
    let id: String
  }

  let openVault = IntentRoute<OpenVault>.push { DeskDestination.vault(id: $0.id) }

  @Test func aPushWaitingForLoginWaitsForTheLockWhenAFormLocksAtLogin() throws {
    let fixture = try DeskApp(isLoggedIn: false)
    let app = fixture.app
    app.perform(.push(DeskDestination.vault(id: "V")))
    let waiting = try #require(app.waitingForLogin)
    app.perform(.present(DeskDestination.form(id: "F").erased, style: .fullScreenCover))
    let lock = try #require(app.navigationLock)
    _ = fixture.recorder.drain()

    #expect(app.logIn() == waiting)

    let locked = try #require(app.waitingForUnlock)
    #expect(locked == waiting)
    #expect(app.waitingForLogin == nil)
    #expect(fixture.recorder.drain() == [.navigationDeferred(locked, lock: lock)])
    #expect(fixture.desk.path == [])

    // Discarding the form releases the lock: the push runs at the end of that operation.
    app.perform(.dismiss)

    #expect(app.waitingForUnlock == nil)
    #expect(fixture.desk.path == [DeskDestination.vault(id: "V").erased])
    #expect(
      fixture.recorder.drain() == [
        .dismissed(
          DeskDestination.form(id: "F").erased, style: .fullScreenCover, scope: .tab("desk")),
        .pushed([DeskDestination.vault(id: "V").erased], scope: .tab("desk")),
      ])
  }

  @Test func anIntentWaitingForLoginIsSentAgainFromItsStackAsItWas() throws {
    let fixture = try DeskApp(isLoggedIn: false)
    let app = fixture.app
    guard case .send(let sent) = openVault(OpenVault(id: "V")) else {
      Issue.record("an intent route makes a send action")
      return
    }
    let outcome = app.perform(.send(sent))
    #expect(outcome == app.waitingForLogin.map(NavigationOutcome.waiting))
    #expect(app.waitingForLogin == .intent(sent))
    app.perform(.push(DeskDestination.note(id: "N")))
    #expect(app.select("shelf"))

    app.logIn()

    #expect(app.tabs.selectedTab == "desk")
    #expect(fixture.desk.path == [DeskDestination.vault(id: "V").erased])
    #expect(
      fixture.recorder.events.contains(
        .intentHandled(
          SentIntent(
            intent: OpenVault(id: "V"), destination: DeskDestination.vault(id: "V").erased,
            presentation: .push))))
  }

  @Test func aPathWaitingForLoginIsFollowedOnItsStackAsItWas() throws {
    let fixture = try DeskApp(isLoggedIn: false)
    let app = fixture.app
    let path = [DeskDestination.note(id: "N").erased, DeskDestination.vault(id: "V").erased]
    app.setPath(path, of: fixture.desk)
    #expect(app.waitingForLogin == .path(path, scope: .tab("desk")))
    #expect(fixture.desk.path == [])
    app.perform(.showAlert(DialogState(title: "Hello")))
    _ = fixture.recorder.drain()

    app.logIn()

    #expect(fixture.desk.path == path)
    #expect(fixture.desk.alert == nil)
    #expect(
      fixture.recorder.drain() == [
        .dialogDismissed(title: "Hello", scope: .tab("desk")),
        .pushed(path, scope: .tab("desk")),
      ])
  }

  @Test func logOutDropsWhatWaitsForLoginAndWhatWaitsForTheLock() throws {
    let fixture = try DeskApp(isLoggedIn: true)
    let app = fixture.app
    fixture.presentForm()
    #expect(app.open(.link("myapp://desk/note/N")).name == "deferred")
    let link = try #require(app.waitingForUnlock)
    _ = fixture.recorder.drain()

    app.logOut()

    #expect(app.waitingForUnlock == nil)
    #expect(
      fixture.recorder.drain().contains(
        .navigationDiscarded(link, reason: .loggedOut)))
    app.perform(.dismiss)
    #expect(fixture.desk.path == [], "the dropped link never opens")
  }
}

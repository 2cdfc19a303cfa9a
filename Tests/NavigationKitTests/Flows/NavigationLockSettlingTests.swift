import NavigationKit
import Testing

/// A link deferred by a lock is applied once the change that releases the lock is over, never
/// between its steps: a restore or a tab re-tap that dismisses the form first and goes on after
/// must not be undone by, or undo, the link; a logout drops it. The model-based test found each
/// of these.
@MainActor
@Suite struct NavigationLockSettlingTests {
  static let note = DeskDestination.note(id: "N-1").erased

  @Test func aRestoreThatKeepsTheFormKeepsTheLinkWaiting() throws {
    let fixture = try DeskApp()
    fixture.presentForm()
    fixture.app.open(.link("myapp://desk/note/N-1"))
    let saved = fixture.app.snapshot

    let issues = fixture.app.restore(saved)

    #expect(issues.isEmpty)
    #expect(fixture.app.snapshot == saved)
    #expect(fixture.app.waitingForUnlock?.deepLink?.url == "myapp://desk/note/N-1")
  }

  @Test func aRestoreThatDropsTheFormAppliesTheLinkOverTheRestoredState() throws {
    let fixture = try DeskApp()
    fixture.shelf.push(ShelfDestination.box(id: "S-1"))
    let withoutForm = fixture.app.snapshot
    fixture.presentForm()
    fixture.app.open(.link("myapp://desk/note/N-1"))

    fixture.app.restore(withoutForm)

    #expect(fixture.desk.path == [Self.note])
    #expect(fixture.shelf.path == [ShelfDestination.box(id: "S-1").erased])
    #expect(fixture.app.waitingForUnlock == nil)
  }

  /// Logging out drops the link the form held, then pops the gated vault and dismisses the
  /// form over it; the link never opens.
  @Test func aLogoutThatTakesTheFormAwayDropsTheLinkBeforeItsRemovals() throws {
    let fixture = try DeskApp()
    fixture.desk.push(DeskDestination.vault(id: "V-1"))
    fixture.presentForm()
    let link = fixture.app.open(.link("myapp://desk/note/N-1"))
    _ = fixture.recorder.drain()

    fixture.app.logOut()

    #expect(fixture.desk.path == [])
    #expect(fixture.desk.presentation == nil)
    #expect(fixture.app.waitingForUnlock == nil)
    #expect(
      fixture.recorder.drain() == [
        .linkDiscarded(link, reason: .loggedOut),
        .dismissed(
          DeskDestination.form(id: "F").erased, style: .fullScreenCover, scope: .tab("desk")),
        .popped([DeskDestination.vault(id: "V-1").erased], scope: .tab("desk")),
      ])
  }

  /// A tab re-tap dismisses the form and pops to the root as one change; the link is applied
  /// after both, so its stack is what the user sees.
  @Test func aTabReTapThatDismissesTheFormAppliesTheLinkAfterThePops() throws {
    let fixture = try DeskApp()
    fixture.desk.push(DeskDestination.note(id: "N-0"))
    fixture.presentForm()
    fixture.app.open(.link("myapp://desk/note/N-1"))

    #expect(fixture.app.tap("desk"))

    #expect(fixture.desk.path == [Self.note])
    #expect(fixture.app.waitingForUnlock == nil)
  }
}

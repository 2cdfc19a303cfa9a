import NavigationKit
import Testing

/// A link deferred by a lock is applied once the change that releases the lock is over, never
/// between its steps: a restore or a logout that dismisses the form first and goes on after
/// must not be undone by, or undo, the link. The model-based test found each of these.
@MainActor
@Suite struct NavigationLockSettlingTests {
  static let note = DeskDestination.note(id: "N-1").erased

  @Test func aRestoreThatKeepsTheFormKeepsTheLinkWaiting() throws {
    let fixture = try DeskApp()
    fixture.presentForm()
    fixture.app.deepLinks.open("myapp://desk/note/N-1")
    let saved = fixture.app.tabs.snapshot

    let issues = fixture.app.tabs.restore(saved)

    #expect(issues.isEmpty)
    #expect(fixture.app.tabs.snapshot == saved)
    #expect(fixture.app.deepLinks.lockedLink?.url == "myapp://desk/note/N-1")
  }

  @Test func aRestoreThatDropsTheFormAppliesTheLinkOverTheRestoredState() throws {
    let fixture = try DeskApp()
    fixture.shelf.push(ShelfDestination.box(id: "S-1"))
    let withoutForm = fixture.app.tabs.snapshot
    fixture.presentForm()
    fixture.app.deepLinks.open("myapp://desk/note/N-1")

    fixture.app.tabs.restore(withoutForm)

    #expect(fixture.desk.path == [Self.note])
    #expect(fixture.shelf.path == [ShelfDestination.box(id: "S-1").erased])
    #expect(fixture.app.deepLinks.lockedLink == nil)
  }

  /// Logging out pops the gated vault and dismisses the form over it; the link then opens on
  /// the stack that is left, not on one the logout goes on to pop.
  @Test func aLogoutThatTakesTheFormAwayAppliesTheLinkAfterItsRemovals() throws {
    let fixture = try DeskApp()
    fixture.desk.push(DeskDestination.vault(id: "V-1"))
    fixture.presentForm()
    fixture.app.deepLinks.open("myapp://desk/note/N-1")
    _ = fixture.recorder.drain()

    fixture.app.deepLinks.logOut()

    #expect(fixture.desk.path == [Self.note])
    #expect(fixture.desk.fullScreenCover == nil)
    #expect(fixture.app.deepLinks.lockedLink == nil)
    let events = fixture.recorder.drain()
    let opened = events.firstIndex { if case .deepLinkOpened = $0 { true } else { false } }
    let popped = events.firstIndex {
      $0 == .popped([DeskDestination.vault(id: "V-1").erased], scope: "desk")
    }
    #expect(try #require(popped) < #require(opened))
  }

  /// A tab re-tap dismisses the form and pops to the root as one change; the link is applied
  /// after both, so its stack is what the user sees.
  @Test func aTabReTapThatDismissesTheFormAppliesTheLinkAfterThePops() throws {
    let fixture = try DeskApp()
    fixture.desk.push(DeskDestination.note(id: "N-0"))
    fixture.presentForm()
    fixture.app.deepLinks.open("myapp://desk/note/N-1")

    try fixture.app.tabs.tap("desk")

    #expect(fixture.desk.path == [Self.note])
    #expect(fixture.app.deepLinks.lockedLink == nil)
  }
}

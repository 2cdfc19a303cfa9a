import Testing

@testable import NavigationKit

/// Entries other than a link — a web-browsing activity, a shortcut — go the way a link goes.
@MainActor
@Suite struct NavigationEntryTests {
  @Test func aWebBrowsingActivityOpensItsUniversalLink() throws {
    let desk = try DeskApp()

    let outcome = desk.app.open(.webBrowsing(webpageURL: "https://myapp.example.com/desk/note/N-1"))

    #expect(outcome.name == "navigated")
    #expect(desk.desk.path == [DeskDestination.note(id: "N-1").erased])
    #expect(desk.recorder.events.last?.openedLink == outcome)
  }

  @Test(arguments: [
    ("myapp://desk/note/N-1", DeepLinkRejection.schemeNotAllowed("myapp")),
    ("http://myapp.example.com/desk/note/N-1", .schemeNotAllowed("http")),
    ("https://evil.example.com/desk/note/N-1", .hostNotAllowed("evil.example.com")),
    ("https", .schemeNotAllowed("https")),
  ])
  func aWebBrowsingActivityOfAnotherKindIsRejected(url: String, reason: DeepLinkRejection) throws {
    let desk = try DeskApp()

    #expect(desk.app.open(.webBrowsing(webpageURL: url)) == .rejected(url: url, reason: reason))
    #expect(desk.desk.path == [])
  }

  @Test func aWebBrowsingActivityWithoutAURLIsRejected() throws {
    let desk = try DeskApp()

    #expect(desk.app.open(.webBrowsing(webpageURL: nil)) == .rejected(url: "", reason: .missingURL))
    #expect(desk.recorder.drain() == [.deepLinkOpened(.rejected(url: "", reason: .missingURL))])
  }

  @Test func aShortcutOpensTheLinkOfItsDestination() throws {
    let desk = try DeskApp()

    let outcome = desk.app.open(.shortcut("open-note", showing: DeskDestination.note(id: "N-1")))

    #expect(outcome.url == "myapp://desk/note/N-1")
    #expect(outcome.name == "navigated")
    #expect(desk.desk.path == [DeskDestination.note(id: "N-1").erased])
  }

  @Test func aGatedShortcutWaitsForLoginAndRunsAtLogin() throws {
    let desk = try DeskApp(isLoggedIn: false)

    let outcome = desk.app.open(.shortcut("open-vault", showing: DeskDestination.vault(id: "V-1")))

    #expect(outcome.name == "deferred")
    #expect(desk.app.waitingForLogin?.deepLink?.url == "myapp://desk/vault/V-1")
    #expect(desk.desk.path == [])
    desk.app.logIn()
    #expect(desk.desk.path == [DeskDestination.vault(id: "V-1").erased])
  }

  @Test func aLockHoldsAShortcutUntilItIsReleased() throws {
    let desk = try DeskApp()
    desk.presentForm()

    let outcome = desk.app.open(.shortcut("open-note", showing: DeskDestination.note(id: "N-1")))

    guard case .deferredWhileLocked = outcome else {
      Issue.record("expected the lock to hold the shortcut, got \(outcome)")
      return
    }
    #expect(desk.desk.presentation != nil)
    desk.draft.hasInput = false
    desk.app.perform(.dismiss)
    #expect(desk.desk.path == [DeskDestination.note(id: "N-1").erased])
  }

  @Test(arguments: ["../etc", "V 1", "", String(repeating: "v", count: 65), "V-1/track"])
  func aShortcutWithAHostileIdIsRejectedBeforeAnyLinkIsMade(id: String) throws {
    let desk = try DeskApp()
    let vault = DeskDestination.vault(id: id).erased

    let outcome = desk.app.open(.shortcut("open-vault", destination: vault))

    #expect(
      outcome
        == .rejected(
          url: vault.description,
          reason: .invalidDestinationValue("id", destination: vault.description)))
    #expect(desk.desk.path == [])
    #expect(desk.app.waitingForLogin == nil)
  }

  @Test func aShortcutToADestinationNoRouteShowsIsRejected() throws {
    let desk = try DeskApp()
    let shelf = ShelfDestination.home.erased

    #expect(
      desk.app.open(.shortcut("open-shelf", destination: shelf))
        == .rejected(url: shelf.description, reason: .noLink(destination: shelf.description)))
  }

  @Test func anEntryDescribesItselfWithItsValuesQuoted() {
    #expect(NavigationEntry.link("myapp://x").description == #"link "myapp://x""#)
    #expect(
      NavigationEntry.webBrowsing(webpageURL: nil).description == "web browsing without a URL")
    #expect(
      NavigationEntry.shortcut("open-note", showing: DeskDestination.note(id: "N"))
        .description == #"shortcut "open-note" → desk.note(id: "N")"#)
  }
}

import NavigationKit
import Testing

@MainActor
@Suite struct DeepLinkLoginTests {
  @Test func loginRouteWhileLoggedOutIsDeferredAndReplayedExactlyOnceAtLogin() throws {
    let fixture = try DeepLinkAppFixture()
    let match = try TestDeepLinkRoutes.makeRouter().match("myapp://vip/B-7")

    let deferred = fixture.app.open(.link("myapp://vip/B-7"))

    #expect(deferred == .deferred(match))
    #expect(fixture.app.waitingForLogin?.deepLink == match)
    #expect(fixture.app.waitingForLogin?.deepLink?.url == "myapp://vip/B-7")
    #expect(fixture.app.waitingForLoginSince == fixture.clock.now)
    #expect(!fixture.app.isLoggedIn)
    #expect(fixture.app.tabs.selectedTab == "alpha")
    #expect(fixture.paths == [[], []])
    #expect(fixture.recorder.drain() == [.deepLinkOpened(.deferred(match))])

    let replayed = fixture.app.logIn()

    #expect(replayed == .deepLink(match))
    #expect(fixture.app.isLoggedIn)
    #expect(fixture.app.waitingForLogin == nil)
    #expect(fixture.app.tabs.selectedTab == "beta")
    #expect(fixture.beta.path == [Beta.vip("B-7")])
    #expect(
      fixture.recorder.drain() == [
        .tabSelected(from: "alpha", to: "beta"),
        .pushed([Beta.vip("B-7")], scope: .tab("beta")),
        .deepLinkOpened(.navigated(match)),
      ])

    fixture.beta.popToRoot()
    _ = fixture.recorder.drain()
    #expect(fixture.app.logIn() == nil)
    #expect(fixture.beta.path == [])
    #expect(fixture.recorder.events == [])
  }

  @Test func loginRouteWhileLoggedInNavigatesAtOnce() throws {
    let fixture = try DeepLinkAppFixture(isLoggedIn: true)

    #expect(fixture.app.open(.link("myapp://vip/B-7")).name == "navigated")
    #expect(fixture.app.waitingForLogin == nil)
    #expect(fixture.beta.path == [Beta.vip("B-7")])
  }

  @Test func logInWithoutPendingLinkDoesNothing() throws {
    let fixture = try DeepLinkAppFixture()

    #expect(fixture.app.logIn() == nil)
    #expect(fixture.app.isLoggedIn)
    #expect(fixture.recorder.events == [])
  }

  @Test func aNewerDeferredLinkReplacesTheOlder() throws {
    let fixture = try DeepLinkAppFixture()

    fixture.app.open(.link("myapp://vip/B-1"))
    let newer = fixture.app.open(.link("myapp://alpha/A-2/edit"))

    #expect(fixture.app.waitingForLogin?.deepLink?.url == "myapp://alpha/A-2/edit")
    _ = fixture.recorder.drain()
    #expect(fixture.app.logIn()?.deepLink?.url == "myapp://alpha/A-2/edit")
    let navigated = try #require(newer.navigatedVersion)
    #expect(fixture.recorder.events.compactMap(\.openedLink) == [navigated])
    #expect(fixture.paths == [[Alpha.detail("A-2")], []])
    #expect(fixture.alpha.presentation?.style == .sheet)
    #expect(fixture.alpha.presentation?.destination == Alpha.edit("A-2"))
  }

  @Test func theDiscardComesBetweenTheTwoOpenings() throws {
    let fixture = try DeepLinkAppFixture()

    let older = fixture.app.open(.link("myapp://vip/B-1"))
    let newer = fixture.app.open(.link("myapp://vip/B-2"))

    #expect(
      fixture.recorder.events == [
        .deepLinkOpened(older),
        .linkDiscarded(older, reason: .replaced),
        .deepLinkOpened(newer),
      ])
  }

  @Test func aPublicLinkWhileLoggedOutKeepsThePendingLink() throws {
    let fixture = try DeepLinkAppFixture()

    fixture.app.open(.link("myapp://vip/B-1"))
    fixture.app.open(.link("myapp://alpha/A-1"))

    #expect(fixture.app.waitingForLogin?.deepLink?.url == "myapp://vip/B-1")
    #expect(fixture.alpha.path == [Alpha.detail("A-1")])
  }

  @Test func logOutDropsThePendingLink() throws {
    let fixture = try DeepLinkAppFixture()
    let link = fixture.app.open(.link("myapp://vip/B-1"))
    _ = fixture.recorder.drain()

    fixture.app.logOut()

    #expect(fixture.app.waitingForLogin == nil)
    #expect(!fixture.app.isLoggedIn)
    #expect(
      fixture.recorder.drain() == [.linkDiscarded(link, reason: .loggedOut)]
    )
    #expect(fixture.app.logIn() == nil)
    #expect(fixture.paths == [[], []])
    #expect(fixture.app.tabs.selectedTab == "alpha")
    #expect(fixture.recorder.events == [])
  }

  @Test func logOutWithoutPendingLinkSendsNothingAndGatesLoginRoutesAgain() throws {
    let fixture = try DeepLinkAppFixture(isLoggedIn: true)

    fixture.app.logOut()

    #expect(fixture.recorder.events == [])
    #expect(fixture.app.open(.link("myapp://vip/B-1")).name == "deferred")
  }

  @Test func anExpiredLinkIsDroppedAndLogInNavigatesNothing() throws {
    let fixture = try DeepLinkAppFixture(expiry: .seconds(600))
    let link = fixture.app.open(.link("myapp://vip/B-1"))
    _ = fixture.recorder.drain()

    fixture.clock.advance(by: .seconds(600) + .nanoseconds(1))

    #expect(fixture.app.waitingForLogin == nil)
    #expect(fixture.app.logIn() == nil)
    #expect(fixture.app.isLoggedIn)
    #expect(fixture.paths == [[], []])
    #expect(fixture.app.tabs.selectedTab == "alpha")
    #expect(
      fixture.recorder.drain() == [.linkDiscarded(link, reason: .expired)])
    #expect(fixture.app.logIn() == nil)
    #expect(fixture.recorder.events == [])
  }

  @Test func aLinkExactlyAtTheExpiryStillReplays() throws {
    let fixture = try DeepLinkAppFixture(expiry: .seconds(600))
    fixture.app.open(.link("myapp://vip/B-1"))

    fixture.clock.advance(by: .seconds(600))

    #expect(fixture.app.waitingForLogin?.deepLink?.url == "myapp://vip/B-1")
    _ = fixture.recorder.drain()
    #expect(fixture.app.logIn()?.deepLink?.url == "myapp://vip/B-1")
    #expect(fixture.recorder.events.compactMap(\.openedLink).map(\.name) == ["navigated"])
    #expect(fixture.beta.path == [Beta.vip("B-1")])
  }

  @Test func anExpiredLinkReplacedByANewerOneIsDiscardedAsExpired() throws {
    let fixture = try DeepLinkAppFixture(expiry: .seconds(60))
    let older = fixture.app.open(.link("myapp://vip/B-1"))
    fixture.clock.advance(by: .seconds(61))
    _ = fixture.recorder.drain()

    let newer = fixture.app.open(.link("myapp://vip/B-2"))

    #expect(
      fixture.recorder.events == [
        .linkDiscarded(older, reason: .expired), .deepLinkOpened(newer),
      ])
    #expect(fixture.app.waitingForLogin?.deepLink?.url == "myapp://vip/B-2")
    #expect(fixture.app.waitingForLoginSince == fixture.clock.now)
  }

  @Test func anExpiredLinkDroppedAtLogOutIsDiscardedAsExpired() throws {
    let fixture = try DeepLinkAppFixture(expiry: .seconds(60))
    let link = fixture.app.open(.link("myapp://vip/B-1"))
    fixture.clock.advance(by: .seconds(61))
    _ = fixture.recorder.drain()

    fixture.app.logOut()

    #expect(
      fixture.recorder.events == [.linkDiscarded(link, reason: .expired)])
  }

  @Test(
    arguments: [
      "myapp://vip/B-1?after_login=1",
      "myapp://vip/B-1?requiresLogin=false",
      "myapp://vip/B-1?requiresLogin=0&login=false&public=true",
      "myapp://vip/B-1#requiresLogin=false",
      "myapp://vip/B-1/?skip_login#",
      "https://myapp.example.com/vip/B-1?requiresLogin=false",
      "myapp://alpha/A-1/edit?requiresLogin=false",
    ])
  func theURLCannotOpenALoginRouteWhileLoggedOut(url: String) throws {
    let fixture = try DeepLinkAppFixture()

    let outcome = fixture.app.open(.link(url))

    #expect(outcome.name == "deferred")
    #expect(fixture.app.waitingForLogin?.deepLink?.url == url)
    #expect(fixture.paths == [[], []])
    #expect(fixture.app.tabs.selectedTab == "alpha")
    #expect(fixture.alpha.presentation == nil && fixture.beta.presentation == nil)
  }

  @Test(
    arguments: [
      "myapp://beta/B-1?requiresLogin=true",
      "myapp://beta/B-1?after_login=1",
      "myapp://beta/B-1#login",
    ])
  func theURLCannotDeferAPublicRoute(url: String) throws {
    let fixture = try DeepLinkAppFixture()

    let outcome = fixture.app.open(.link(url))

    #expect(outcome.name == "navigated")
    #expect(fixture.app.waitingForLogin == nil)
    #expect(fixture.app.tabs.selectedTab == "beta")
  }
}

extension DeepLinkOutcome {
  /// A deferred outcome as the navigated one its login replay gives.
  fileprivate var navigatedVersion: DeepLinkOutcome? {
    if case .deferred(let match) = self { .navigated(match) } else { nil }
  }
}

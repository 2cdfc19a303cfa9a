import NavigationKit
import Testing

@MainActor
@Suite struct DeepLinkLoginTests {
  @Test func loginRouteWhileLoggedOutIsDeferredAndReplayedExactlyOnceAtLogin() throws {
    let fixture = try DeepLinkHandlerFixture()
    let match = try TestDeepLinkRoutes.makeRouter().match("myapp://vip/B-7")

    let deferred = fixture.handler.open("myapp://vip/B-7")

    #expect(deferred == .deferred(match))
    #expect(fixture.handler.pendingLink?.match == match)
    #expect(fixture.handler.pendingLink?.url == "myapp://vip/B-7")
    #expect(fixture.handler.pendingLink?.deferredAt == fixture.clock.now)
    #expect(!fixture.handler.isLoggedIn)
    #expect(fixture.tabs.selectedTab == "alpha")
    #expect(fixture.paths == [[], []])
    #expect(fixture.recorder.drain() == [.deepLinkOpened(.deferred(match))])

    let replayed = fixture.handler.logIn()

    #expect(replayed == .navigated(match))
    #expect(fixture.handler.isLoggedIn)
    #expect(fixture.handler.pendingLink == nil)
    #expect(fixture.tabs.selectedTab == "beta")
    #expect(fixture.beta.path == [Beta.vip("B-7")])
    #expect(
      fixture.recorder.drain() == [
        .tabSelected(from: "alpha", to: "beta"),
        .pathReplaced(from: [], to: [Beta.vip("B-7")], scope: "beta"),
        .deepLinkOpened(.navigated(match)),
      ])

    fixture.beta.popToRoot()
    _ = fixture.recorder.drain()
    #expect(fixture.handler.logIn() == nil)
    #expect(fixture.beta.path == [])
    #expect(fixture.recorder.events == [])
  }

  @Test func loginRouteWhileLoggedInNavigatesAtOnce() throws {
    let fixture = try DeepLinkHandlerFixture(isLoggedIn: true)

    #expect(fixture.handler.open("myapp://vip/B-7").name == "navigated")
    #expect(fixture.handler.pendingLink == nil)
    #expect(fixture.beta.path == [Beta.vip("B-7")])
  }

  @Test func logInWithoutPendingLinkDoesNothing() throws {
    let fixture = try DeepLinkHandlerFixture()

    #expect(fixture.handler.logIn() == nil)
    #expect(fixture.handler.isLoggedIn)
    #expect(fixture.recorder.events == [])
  }

  @Test func aNewerDeferredLinkReplacesTheOlder() throws {
    let fixture = try DeepLinkHandlerFixture()

    fixture.handler.open("myapp://vip/B-1")
    let newer = fixture.handler.open("myapp://alpha/A-2/edit")

    #expect(fixture.handler.pendingLink?.url == "myapp://alpha/A-2/edit")
    #expect(fixture.handler.logIn() == newer.navigatedVersion)
    #expect(fixture.paths == [[Alpha.detail("A-2")], []])
    #expect(fixture.alpha.sheet?.destination == Alpha.edit("A-2"))
  }

  @Test func theDiscardComesBetweenTheTwoOpenings() throws {
    let fixture = try DeepLinkHandlerFixture()

    let older = fixture.handler.open("myapp://vip/B-1")
    let newer = fixture.handler.open("myapp://vip/B-2")

    #expect(
      fixture.recorder.events == [
        .deepLinkOpened(older),
        .deepLinkDiscarded(url: "myapp://vip/B-1", reason: .replaced),
        .deepLinkOpened(newer),
      ])
  }

  @Test func aPublicLinkWhileLoggedOutKeepsThePendingLink() throws {
    let fixture = try DeepLinkHandlerFixture()

    fixture.handler.open("myapp://vip/B-1")
    fixture.handler.open("myapp://alpha/A-1")

    #expect(fixture.handler.pendingLink?.url == "myapp://vip/B-1")
    #expect(fixture.alpha.path == [Alpha.detail("A-1")])
  }

  @Test func logOutDropsThePendingLink() throws {
    let fixture = try DeepLinkHandlerFixture()
    fixture.handler.open("myapp://vip/B-1")
    _ = fixture.recorder.drain()

    fixture.handler.logOut()

    #expect(fixture.handler.pendingLink == nil)
    #expect(!fixture.handler.isLoggedIn)
    #expect(
      fixture.recorder.drain() == [.deepLinkDiscarded(url: "myapp://vip/B-1", reason: .loggedOut)])
    #expect(fixture.handler.logIn() == nil)
    #expect(fixture.paths == [[], []])
    #expect(fixture.tabs.selectedTab == "alpha")
    #expect(fixture.recorder.events == [])
  }

  @Test func logOutWithoutPendingLinkSendsNothingAndGatesLoginRoutesAgain() throws {
    let fixture = try DeepLinkHandlerFixture(isLoggedIn: true)

    fixture.handler.logOut()

    #expect(fixture.recorder.events == [])
    #expect(fixture.handler.open("myapp://vip/B-1").name == "deferred")
  }

  @Test func anExpiredLinkIsDroppedAndLogInNavigatesNothing() throws {
    let fixture = try DeepLinkHandlerFixture(expiry: .seconds(600))
    fixture.handler.open("myapp://vip/B-1")
    _ = fixture.recorder.drain()

    fixture.clock.advance(by: .seconds(600) + .nanoseconds(1))

    #expect(fixture.handler.pendingLink == nil)
    #expect(fixture.handler.logIn() == nil)
    #expect(fixture.handler.isLoggedIn)
    #expect(fixture.paths == [[], []])
    #expect(fixture.tabs.selectedTab == "alpha")
    #expect(
      fixture.recorder.drain() == [.deepLinkDiscarded(url: "myapp://vip/B-1", reason: .expired)])
    #expect(fixture.handler.logIn() == nil)
    #expect(fixture.recorder.events == [])
  }

  @Test func aLinkExactlyAtTheExpiryStillReplays() throws {
    let fixture = try DeepLinkHandlerFixture(expiry: .seconds(600))
    fixture.handler.open("myapp://vip/B-1")

    fixture.clock.advance(by: .seconds(600))

    #expect(fixture.handler.pendingLink?.url == "myapp://vip/B-1")
    #expect(fixture.handler.logIn()?.name == "navigated")
    #expect(fixture.beta.path == [Beta.vip("B-1")])
  }

  @Test func anExpiredLinkReplacedByANewerOneIsDiscardedAsExpired() throws {
    let fixture = try DeepLinkHandlerFixture(expiry: .seconds(60))
    fixture.handler.open("myapp://vip/B-1")
    fixture.clock.advance(by: .seconds(61))
    _ = fixture.recorder.drain()

    let newer = fixture.handler.open("myapp://vip/B-2")

    #expect(
      fixture.recorder.events == [
        .deepLinkDiscarded(url: "myapp://vip/B-1", reason: .expired), .deepLinkOpened(newer),
      ])
    #expect(fixture.handler.pendingLink?.url == "myapp://vip/B-2")
    #expect(fixture.handler.pendingLink?.deferredAt == fixture.clock.now)
  }

  @Test func anExpiredLinkDroppedAtLogOutIsDiscardedAsExpired() throws {
    let fixture = try DeepLinkHandlerFixture(expiry: .seconds(60))
    fixture.handler.open("myapp://vip/B-1")
    fixture.clock.advance(by: .seconds(61))
    _ = fixture.recorder.drain()

    fixture.handler.logOut()

    #expect(
      fixture.recorder.events == [.deepLinkDiscarded(url: "myapp://vip/B-1", reason: .expired)])
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
      "myapp://legacy/vault/V-9?requiresLogin=false#public",
    ])
  func theURLCannotOpenALoginRouteWhileLoggedOut(url: String) throws {
    let fixture = try DeepLinkHandlerFixture()

    let outcome = fixture.handler.open(url)

    #expect(outcome.name == "deferred")
    #expect(fixture.handler.pendingLink?.url == url)
    #expect(fixture.paths == [[], []])
    #expect(fixture.tabs.selectedTab == "alpha")
    #expect(fixture.alpha.presentation == nil && fixture.beta.presentation == nil)
  }

  @Test(
    arguments: [
      "myapp://beta/B-1?requiresLogin=true",
      "myapp://beta/B-1?after_login=1",
      "myapp://beta/B-1#login",
      "myapp://legacy/code/X1?requiresLogin=true",
    ])
  func theURLCannotDeferAPublicRoute(url: String) throws {
    let fixture = try DeepLinkHandlerFixture()

    let outcome = fixture.handler.open(url)

    #expect(outcome.name == "navigated")
    #expect(fixture.handler.pendingLink == nil)
    #expect(fixture.tabs.selectedTab == "beta")
  }
}

extension DeepLinkOutcome {
  /// A deferred outcome as the navigated one its login replay gives.
  fileprivate var navigatedVersion: DeepLinkOutcome? {
    if case .deferred(let match) = self { .navigated(match) } else { nil }
  }
}

import Testing

@testable import NavigationKit

@MainActor
@Suite struct DeepLinkHandlerTests {
  @Test func navigatedSelectsTheOwningTabAndReplacesItsStackInOneChange() throws {
    let fixture = try DeepLinkAppFixture(isLoggedIn: true)
    fixture.alpha.push(Alpha.detail("1"))
    fixture.alpha.present(Alpha.edit("1"), as: .sheet)
    fixture.alpha.topmost.push(Alpha.detail("2"))
    fixture.beta.push(contentsOf: [Beta.detail("x"), Beta.detail("y")])
    fixture.beta.showAlert(DialogState(title: "Old"))
    _ = fixture.recorder.drain()

    let outcome = fixture.app.open(.link("myapp://beta/B-1"))

    let match = try TestDeepLinkRoutes.makeRouter().match("myapp://beta/B-1")
    #expect(outcome == .navigated(match))
    #expect(fixture.app.tabs.selectedTab == "beta")
    #expect(fixture.beta.path == [Beta.detail("B-1")])
    #expect(fixture.beta.alert == nil)
    #expect(fixture.alpha.presentation == nil)
    #expect(fixture.alpha.path == [Alpha.detail("1")])
    #expect(
      fixture.recorder.events == [
        .dismissed(Alpha.edit("1"), style: .sheet, scope: .tab("alpha")),
        .dialogDismissed(title: "Old", scope: .tab("beta")),
        .tabSelected(from: "alpha", to: "beta"),
        .pathReplaced(
          from: [Beta.detail("x"), Beta.detail("y")], to: [Beta.detail("B-1")], scope: .tab("beta")),
        .deepLinkOpened(outcome),
      ])
  }

  @Test func aLeadingTabRootIsStripped() throws {
    let fixture = try DeepLinkAppFixture()
    fixture.alpha.push(Alpha.detail("old"))

    fixture.app.open(.link("myapp://alpha/A-1"))
    #expect(fixture.alpha.path == [Alpha.detail("A-1")])

    fixture.app.open(.link("myapp://alpha"))
    #expect(fixture.alpha.path == [])
    #expect(fixture.alpha.current == Alpha.list)
  }

  @Test func presentingRoutePushesAllButTheLastAndPresentsIt() throws {
    let fixture = try DeepLinkAppFixture(isLoggedIn: true)
    #expect(fixture.app.select("beta"))
    _ = fixture.recorder.drain()

    let outcome = fixture.app.open(.link("myapp://alpha/A-1/edit"))

    #expect(outcome.name == "navigated")
    #expect(fixture.app.tabs.selectedTab == "alpha")
    #expect(fixture.alpha.path == [Alpha.detail("A-1")])
    #expect(fixture.alpha.presentation?.style == .sheet)
    #expect(fixture.alpha.presentation?.destination == Alpha.edit("A-1"))
    #expect(fixture.app.tabs.visibleNavigator.current == Alpha.edit("A-1"))
    #expect(
      fixture.recorder.events == [
        .tabSelected(from: "beta", to: "alpha"),
        .pushed([Alpha.detail("A-1")], scope: .tab("alpha")),
        .presented(Alpha.edit("A-1"), style: .sheet, scope: .tab("alpha")),
        .deepLinkOpened(outcome),
      ])
  }

  @Test(
    arguments: [
      ("http://myapp.example.com/alpha/A-1", DeepLinkRejection.schemeNotAllowed("http")),
      ("myapp://nowhere", .noRoute(path: "nowhere")),
      ("myapp://alpha/a%2Fb", .invalidParameter("id")),
      ("myapp://alpha/A-1/edit/x", .noRoute(path: "alpha/A-1/edit/x")),
      ("myapp://zeta/search?q=a&q=b", .repeatedQueryItem("q", route: "zeta/search")),
      ("myapp://gamma", .noTab(module: "gamma")),
      ("myapp://zeta/page/3", .noTab(module: "zeta")),
    ])
  func rejectedChangesNothing(url: String, reason: DeepLinkRejection) throws {
    let fixture = try DeepLinkAppFixture(isLoggedIn: true)
    fixture.alpha.push(Alpha.detail("1"))
    fixture.alpha.present(Alpha.edit("1"), as: .sheet)
    fixture.beta.push(Beta.detail("2"))
    _ = fixture.recorder.drain()

    let outcome = fixture.app.open(.link(url))

    #expect(outcome == .rejected(url: url, reason: reason))
    #expect(outcome.url == url)
    #expect(fixture.recorder.events == [.deepLinkOpened(outcome)])
    #expect(fixture.app.tabs.selectedTab == "alpha")
    #expect(fixture.paths == [[Alpha.detail("1")], [Beta.detail("2")]])
    #expect(fixture.alpha.presentation?.style == .sheet)
    #expect(fixture.alpha.presentation?.destination == Alpha.edit("1"))
  }
}

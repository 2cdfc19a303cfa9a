import Testing

@testable import NavigationKit

/// Logging out takes every gated destination off every stack and presentation.
@MainActor
@Suite struct LogoutTests {
  @Test func logoutRemovesGatedScreensFromEveryStackAndPresentation() throws {
    let (app, recorder) = try makeApp(isLoggedIn: true)
    let alpha = app.tabs.navigators[0]
    let beta = app.tabs.navigators[1]
    alpha.push(contentsOf: [Alpha.detail("1"), Alpha.edit("1"), Alpha.detail("2")])
    beta.present(Beta.detail("B-1"), as: .sheet)
    beta.topmost.push(Beta.vip("B-1"))
    beta.topmost.present(Beta.detail("B-2"), as: .fullScreenCover)
    _ = recorder.drain()

    app.logOut()

    #expect(alpha.path == [Alpha.detail("1")])
    #expect(beta.presentation?.navigator.path == [])
    #expect(beta.presentation?.navigator.presentation == nil)
    #expect(
      recorder.drain() == [
        .popped([Alpha.detail("2"), Alpha.edit("1")], scope: .tab("alpha")),
        .dismissed(Beta.detail("B-2"), style: .fullScreenCover, scope: .tab("beta", .sheet)),
        .popped([Beta.vip("B-1")], scope: .tab("beta", .sheet)),
      ])
    #expect(!app.isLoggedIn)
  }

  @Test func logoutDismissesAPresentationRootedAtAGatedScreen() throws {
    let (app, recorder) = try makeApp(isLoggedIn: true)
    let alpha = app.tabs.navigators[0]
    alpha.present(Alpha.edit("1"), as: .sheet)
    alpha.topmost.push(Alpha.detail("2"))
    _ = recorder.drain()

    app.logOut()

    #expect(alpha.presentation == nil)
    #expect(recorder.drain() == [.dismissed(Alpha.edit("1"), style: .sheet, scope: .tab("alpha"))])
  }

  @Test func logoutDropsWhatWaitsForLogin() throws {
    let clock = ManualClock()
    let (app, recorder) = try makeApp(isLoggedIn: false, clock: clock)
    app.tabs.navigators[1].push(Beta.vip("B-1"))
    app.logIn()
    app.logOut()
    app.tabs.navigators[0].push(Alpha.edit("1"))
    _ = recorder.drain()

    app.logOut()

    #expect(
      recorder.drain() == [
        .navigationDiscarded(
          .push([Alpha.edit("1")], scope: .tab("alpha")), reason: .loggedOut)
      ])
    #expect(app.logIn() == nil)
    #expect(app.tabs.navigators[0].path == [])
  }

  @Test func nestedPresentationsAreWalkedAndReleasedWithoutRecursion() throws {
    let (navigator, _) = makeNavigator()
    var innermost = navigator
    // Each presented navigator's scope spells its presenter's (`alpha/sheet/sheet/…`), so the
    // chain holds O(depth²) bytes of names: 20,000 levels take 1.2 GB, which the sanitizers'
    // allocators still serve (50,000 took 7 GB, and ThreadSanitizer ran out of mappings).
    // `present` stops at NavigationLimit.presentationDepth.maximum; the unchecked
    // presentation builds a chain far deeper, to show no walk of one recurses.
    for index in 0..<20_000 {
      innermost.setPresentation(Alpha.detail("\(index)"), as: .sheet)
      innermost = try #require(innermost.presentation?.navigator)
    }

    #expect(navigator.topmost === innermost)
    #expect(navigator.presentations.count == 20_000)
    #expect(navigator.dismiss())  // the innermost
    #expect(navigator.presentations.count == 19_999)
    navigator.dismissAll()
    #expect(navigator.presentation == nil)
  }
}

import Testing

@testable import NavigationKit

/// Pushes, presentations and paths of a destination that needs login, asked for while logged
/// out: deferred, replayed once at login, never shown before.
@MainActor
@Suite struct AccessGatePushTests {
  @Test func aGatedPushWaitsAndHappensOnceAtLogin() throws {
    let clock = ManualClock()
    let (app, recorder) = try makeApp(isLoggedIn: false, clock: clock)
    let alpha = app.tabs.navigators[0]
    alpha.push(Alpha.detail("1"))
    _ = recorder.drain()

    alpha.push(Alpha.edit("1"))

    #expect(alpha.path == [Alpha.detail("1")])
    let waiting = WaitingNavigation.push([Alpha.edit("1")], scope: .tab("alpha"))
    #expect(app.waitingForLogin == waiting)
    #expect(recorder.drain() == [.navigationDeferred(waiting, lock: nil)])

    #expect(app.logIn() == waiting)
    #expect(alpha.path == [Alpha.detail("1"), Alpha.edit("1")])
    #expect(recorder.drain() == [.pushed([Alpha.edit("1")], scope: .tab("alpha"))])
    #expect(app.waitingForLogin == nil)

    app.logOut()
    _ = recorder.drain()
    #expect(app.logIn() == nil)
    #expect(alpha.path == [Alpha.detail("1")])
  }

  @Test func aGatedPresentationAndAGatedPathWait() throws {
    let clock = ManualClock()
    let (app, recorder) = try makeApp(isLoggedIn: false, clock: clock)
    let alpha = app.tabs.navigators[0]

    alpha.present(Alpha.edit("2"), as: .sheet)
    #expect(alpha.presentation == nil)
    app.setPath([Alpha.detail("1"), Alpha.edit("1")], of: alpha)  // as NavigationStack sets it
    #expect(alpha.path == [])
    alpha.push(contentsOf: [Alpha.detail("3"), Alpha.edit("3")])
    #expect(alpha.path == [])

    let present = WaitingNavigation.present(Alpha.edit("2"), style: .sheet, scope: .tab("alpha"))
    let path = WaitingNavigation.path([Alpha.detail("1"), Alpha.edit("1")], scope: .tab("alpha"))
    #expect(
      recorder.drain() == [
        .navigationDeferred(present, lock: nil),
        .navigationDiscarded(present, reason: .replaced),
        .navigationDeferred(path, lock: nil),
        .navigationDiscarded(path, reason: .replaced),
        .navigationDeferred(
          .push([Alpha.detail("3"), Alpha.edit("3")], scope: .tab("alpha")), lock: nil),
      ])
    app.logIn()
    #expect(alpha.path == [Alpha.detail("3"), Alpha.edit("3")])
    #expect(alpha.presentation == nil)
  }

  @Test func theSignInScreensCancelDropsWhatWaits() throws {
    let clock = ManualClock()
    let (app, recorder) = try makeApp(isLoggedIn: false, clock: clock)
    app.tabs.navigators[0].push(Alpha.edit("1"))
    _ = recorder.drain()

    app.cancelSignIn()

    let waiting = WaitingNavigation.push([Alpha.edit("1")], scope: .tab("alpha"))
    #expect(recorder.drain() == [.navigationDiscarded(waiting, reason: .cancelled)])
    #expect(app.logIn() == nil)
    #expect(app.tabs.navigators[0].path == [])
  }

  @Test func aPushForASheetDismissedBeforeLoginIsDropped() throws {
    let clock = ManualClock()
    let (app, recorder) = try makeApp(isLoggedIn: false, clock: clock)
    let alpha = app.tabs.navigators[0]
    alpha.present(Alpha.detail("1"), as: .sheet)
    alpha.topmost.push(Alpha.edit("1"))
    alpha.dismiss()
    _ = recorder.drain()

    let waiting = WaitingNavigation.push([Alpha.edit("1")], scope: .tab("alpha", .sheet))
    #expect(app.logIn() == waiting)

    #expect(recorder.drain() == [.navigationDiscarded(waiting, reason: .stackGone)])
    #expect(alpha.presentation == nil && alpha.path == [])
  }

  @Test func aPushOlderThanTheExpiryIsDroppedAtLogin() throws {
    let clock = ManualClock()
    let app = try AppNavigator(
      router: try DeepLinkRouter(sources: []),
      tabs: [NavigationTab("alpha", root: AlphaDestination.list)],
      waitingExpiry: .seconds(60), now: { clock.now })
    let recorder = EventRecorder(app.events)
    app.tabs.navigators[0].push(Alpha.edit("1"))
    let waiting = WaitingNavigation.push([Alpha.edit("1")], scope: .tab("alpha"))
    clock.advance(by: .seconds(61))

    #expect(app.waitingForLogin == nil)
    #expect(app.logIn() == nil)
    #expect(app.tabs.navigators[0].path == [])
    #expect(recorder.events.last == .navigationDiscarded(waiting, reason: .expired))
  }

  @Test func loggedInAGatedPushHappensAtOnce() throws {
    let (app, recorder) = try makeApp(isLoggedIn: true)

    app.tabs.navigators[0].push(Alpha.edit("1"))

    #expect(app.tabs.navigators[0].path == [Alpha.edit("1")])
    #expect(recorder.events == [.pushed([Alpha.edit("1")], scope: .tab("alpha"))])
  }
}

import NavigationKit
import Testing

/// Pushes, presentations and paths of a destination that needs login, asked for while logged
/// out: deferred, replayed once at login, never shown before.
@MainActor
@Suite struct AccessGatePushTests {
  @Test func aGatedPushWaitsAndHappensOnceAtLogin() throws {
    let (tabs, recorder) = try makeTabs(isLoggedIn: false)
    let alpha = tabs.navigators[0]
    alpha.push(Alpha.detail("1"))
    _ = recorder.drain()

    alpha.push(Alpha.edit("1"))

    #expect(alpha.path == [Alpha.detail("1")])
    let target = PendingNavigation.Target.push([Alpha.edit("1")], scope: "alpha")
    #expect(tabs.access.pendingNavigation?.target == target)
    #expect(recorder.drain() == [.navigationDeferred(target)])

    #expect(tabs.access.logIn() == target)
    #expect(alpha.path == [Alpha.detail("1"), Alpha.edit("1")])
    #expect(recorder.drain() == [.pushed([Alpha.edit("1")], scope: "alpha")])
    #expect(tabs.access.pendingNavigation == nil)

    tabs.access.logOut()
    _ = recorder.drain()
    #expect(tabs.access.logIn() == nil)
    #expect(alpha.path == [Alpha.detail("1")])
  }

  @Test func aGatedPresentationAndAGatedPathWait() throws {
    let (tabs, recorder) = try makeTabs(isLoggedIn: false)
    let alpha = tabs.navigators[0]

    alpha.present(Alpha.edit("2"), as: .sheet)
    #expect(alpha.presentation == nil)
    alpha.path = [Alpha.detail("1"), Alpha.edit("1")]  // as NavigationStack sets it
    #expect(alpha.path == [])
    alpha.push(contentsOf: [Alpha.detail("3"), Alpha.edit("3")])
    #expect(alpha.path == [])

    let path = PendingNavigation.Target.path([Alpha.detail("1"), Alpha.edit("1")], scope: "alpha")
    #expect(
      recorder.drain() == [
        .navigationDeferred(.present(Alpha.edit("2"), style: .sheet, scope: "alpha")),
        .navigationDiscarded(
          .present(Alpha.edit("2"), style: .sheet, scope: "alpha"), reason: .replaced),
        .navigationDeferred(path),
        .navigationDiscarded(path, reason: .replaced),
        .navigationDeferred(.push([Alpha.detail("3"), Alpha.edit("3")], scope: "alpha")),
      ])
    tabs.access.logIn()
    #expect(alpha.path == [Alpha.detail("3"), Alpha.edit("3")])
    #expect(alpha.presentation == nil)
  }

  @Test func theSignInScreensCancelDropsWhatWaits() throws {
    let (tabs, recorder) = try makeTabs(isLoggedIn: false)
    tabs.navigators[0].push(Alpha.edit("1"))
    _ = recorder.drain()

    tabs.access.discardPendingNavigation()

    let target = PendingNavigation.Target.push([Alpha.edit("1")], scope: "alpha")
    #expect(recorder.drain() == [.navigationDiscarded(target, reason: .cancelled)])
    #expect(tabs.access.logIn() == nil)
    #expect(tabs.navigators[0].path == [])
  }

  @Test func aPushForASheetDismissedBeforeLoginIsDropped() throws {
    let (tabs, recorder) = try makeTabs(isLoggedIn: false)
    let alpha = tabs.navigators[0]
    alpha.present(Alpha.detail("1"), as: .sheet)
    alpha.topmost.push(Alpha.edit("1"))
    alpha.dismiss()
    _ = recorder.drain()

    #expect(tabs.access.logIn() == nil)

    #expect(
      recorder.drain() == [
        .navigationDiscarded(.push([Alpha.edit("1")], scope: "alpha/sheet"), reason: .stackGone)
      ])
    #expect(alpha.presentation == nil && alpha.path == [])
  }

  @Test func aPushOlderThanTheExpiryIsDroppedAtLogin() throws {
    var now = ContinuousClock.now
    let tabs = try TabNavigator(
      tabs: [NavigationTab("alpha", root: AlphaDestination.list)],
      access: AccessGate(expiry: .seconds(60), now: { now }))
    let recorder = EventRecorder(tabs.events)
    tabs.navigators[0].push(Alpha.edit("1"))
    now += .seconds(61)

    #expect(tabs.access.pendingNavigation == nil)
    #expect(tabs.access.logIn() == nil)
    #expect(tabs.navigators[0].path == [])
    #expect(
      recorder.events.last
        == .navigationDiscarded(.push([Alpha.edit("1")], scope: "alpha"), reason: .expired))
  }

  @Test func loggedInAGatedPushHappensAtOnce() throws {
    let (tabs, recorder) = try makeTabs(isLoggedIn: true)

    tabs.navigators[0].push(Alpha.edit("1"))

    #expect(tabs.navigators[0].path == [Alpha.edit("1")])
    #expect(recorder.events == [.pushed([Alpha.edit("1")], scope: "alpha")])
  }
}

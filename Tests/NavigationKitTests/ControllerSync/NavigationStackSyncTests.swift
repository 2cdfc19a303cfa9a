import Testing

@testable import NavigationKit

/// What a navigation controller kept in sync with a navigator does for each change, from
/// either side.
@Suite struct NavigationStackSyncTests {
  let root = Alpha.list
  let a = Alpha.detail("a")
  let b = Alpha.detail("b")
  let c = Beta.detail("c")

  @Test func aPushIsShownAnimatedKeepingTheScreensBelow() {
    var sync = NavigationStackSync(root: root, path: [a])
    #expect(
      sync.step(navigatorPath: [a, b], controllerStack: [root, a])
        == .show(stack: [root, a, b], animated: true, reusing: [0, 1, nil]))
    #expect(sync.agreedStack == [root, a, b])
  }

  @Test func popAndPopToRootAreShownAnimated() {
    var sync = NavigationStackSync(root: root, path: [a, b])
    #expect(
      sync.step(navigatorPath: [a], controllerStack: [root, a, b])
        == .show(stack: [root, a], animated: true, reusing: [0, 1]))
    var toRoot = NavigationStackSync(root: root, path: [a, b])
    #expect(
      toRoot.step(navigatorPath: [], controllerStack: [root, a, b])
        == .show(stack: [root], animated: true, reusing: [0]))
  }

  @Test func aChangeBelowTheTopIsNotAnimated() {
    var sync = NavigationStackSync(root: root, path: [a, b])
    #expect(
      sync.step(navigatorPath: [c, b], controllerStack: [root, a, b])
        == .show(stack: [root, c, b], animated: false, reusing: [0, nil, 2]))
  }

  @Test func aReplacedPathMakesNewScreensAboveTheCommonBottom() {
    var sync = NavigationStackSync(root: root, path: [a, b])
    #expect(
      sync.step(navigatorPath: [c], controllerStack: [root, a, b])
        == .show(stack: [root, c], animated: true, reusing: [0, nil]))
  }

  @Test func theBackButtonIsReportedAsThePathLeft() {
    var sync = NavigationStackSync(root: root, path: [a, b])
    sync.beginTransition()
    #expect(sync.step(navigatorPath: [a, b], controllerStack: [root, a]) == nil)
    sync.endTransition()
    #expect(sync.step(navigatorPath: [a, b], controllerStack: [root, a]) == .reportPath([a]))
    // The navigator takes it; its observation's echo changes nothing.
    #expect(sync.step(navigatorPath: [a], controllerStack: [root, a]) == nil)
  }

  @Test func theBackMenuIsReportedAsOnePop() {
    var sync = NavigationStackSync(root: root, path: [a, b, c])
    #expect(sync.step(navigatorPath: [a, b, c], controllerStack: [root]) == .reportPath([]))
  }

  @Test func aCancelledSwipeReportsNothing() {
    var sync = NavigationStackSync(root: root, path: [a, b])
    sync.beginTransition()
    sync.endTransition()
    #expect(sync.step(navigatorPath: [a, b], controllerStack: [root, a, b]) == nil)
  }

  @Test func ourOwnPushIsNotReportedBack() {
    var sync = NavigationStackSync(root: root, path: [])
    guard case .show = sync.step(navigatorPath: [a], controllerStack: [root]) else {
      Issue.record("expected the push to be shown")
      return
    }
    // The controller's delegate reports the animation; its end is the push, not a user change.
    sync.beginTransition()
    sync.endTransition()
    #expect(sync.step(navigatorPath: [a], controllerStack: [root, a]) == nil)
  }

  @Test func aPopDuringAPushAnimationWaitsAndIsThenShown() {
    var sync = NavigationStackSync(root: root, path: [a])
    #expect(
      sync.step(navigatorPath: [a, b], controllerStack: [root, a])
        == .show(stack: [root, a, b], animated: true, reusing: [0, 1, nil]))
    sync.beginTransition()
    // The navigator pops while the push animates: nothing now...
    #expect(sync.step(navigatorPath: [a], controllerStack: [root, a, b]) == nil)
    sync.endTransition()
    // ... and the pop when the push ends, not a report of the pushed stack.
    #expect(
      sync.step(navigatorPath: [a], controllerStack: [root, a, b])
        == .show(stack: [root, a], animated: true, reusing: [0, 1]))
  }

  @Test func aLinkDuringAUserSwipeWins() {
    var sync = NavigationStackSync(root: root, path: [a, b])
    sync.beginTransition()
    // A link replaces the path while the user swipes back from b.
    #expect(sync.step(navigatorPath: [c], controllerStack: [root, a]) == nil)
    sync.endTransition()
    #expect(
      sync.step(navigatorPath: [c], controllerStack: [root, a])
        == .show(stack: [root, c], animated: true, reusing: [0, nil]))
  }

  @Test func aRefusedUserChangeIsUndone() {
    var sync = NavigationStackSync(root: root, path: [a, b])
    #expect(sync.step(navigatorPath: [a, b], controllerStack: [root, a]) == .reportPath([a]))
    // The app kept [a, b]: the controller shows it again, b rebuilt.
    #expect(
      sync.step(navigatorPath: [a, b], controllerStack: [root, a])
        == .show(stack: [root, a, b], animated: true, reusing: [0, 1, nil]))
  }

  @Test func aStackWithoutTheRootIsReplacedNotReported() {
    var sync = NavigationStackSync(root: root, path: [a])
    #expect(
      sync.step(navigatorPath: [a], controllerStack: [a])
        == .show(stack: [root, a], animated: false, reusing: [nil, 0]))
    #expect(
      sync.step(navigatorPath: [a], controllerStack: [])
        == .show(stack: [root, a], animated: true, reusing: [nil, nil]))
  }

  @Test(
    arguments: [
      ([Alpha.list, Alpha.detail("a")], [Alpha.list, Alpha.detail("a")], [0, 1]),
      (
        [Alpha.list, Alpha.detail("a"), Alpha.detail("a")], [Alpha.list, Alpha.detail("a")], [0, 1]
      ),
      (
        [Alpha.list, Alpha.detail("a")], [Alpha.list, Alpha.detail("a"), Alpha.detail("a")],
        [0, 1, nil]
      ),
      (
        [Alpha.list, Alpha.detail("a"), Alpha.detail("b")],
        [Alpha.list, Alpha.detail("b"), Alpha.detail("a")], [0, 2, nil]
      ),
      ([Alpha.list], [Beta.home], [nil]),
    ] as [([AnyDestination], [AnyDestination], [Int?])])
  func screensAreKeptInOrderAndNeverTwice(
    old: [AnyDestination], new: [AnyDestination], expected: [Int?]
  ) {
    #expect(NavigationStackSync.reusedScreens(from: old, for: new) == expected)
  }
}

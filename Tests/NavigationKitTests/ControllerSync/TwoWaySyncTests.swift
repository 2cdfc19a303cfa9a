import Testing

@testable import NavigationKit

/// The rules every controller sync follows, on plain integers: who changed, who wins, what is
/// an echo, and what waits for a transition.
@Suite struct TwoWaySyncTests {
  @Test func sidesThatAgreeNeedNothing() {
    var sync = TwoWaySync(agreed: 1)
    #expect(sync.step(navigator: 1, controller: 1) == nil)
    #expect(sync.agreed == 1)
  }

  @Test func aNavigatorChangeIsShown() {
    var sync = TwoWaySync(agreed: 1)
    #expect(sync.step(navigator: 2, controller: 1) == .show(2))
    #expect(sync.agreed == 2)
    // The controller then shows it: agreement, and the observation's echo changes nothing.
    #expect(sync.step(navigator: 2, controller: 2) == nil)
  }

  @Test func aUserChangeIsReportedOnce() {
    var sync = TwoWaySync(agreed: 1)
    #expect(sync.step(navigator: 1, controller: 0) == .report(0))
    // The navigator takes the report; the echo of its change reports nothing.
    #expect(sync.step(navigator: 0, controller: 0) == nil)
    #expect(sync.agreed == 0)
  }

  @Test func aRefusedReportIsUndoneOnTheController() {
    var sync = TwoWaySync(agreed: 1)
    #expect(sync.step(navigator: 1, controller: 0) == .report(0))
    // The app refused: the navigator still holds 1, so the controller shows 1 again.
    #expect(sync.step(navigator: 1, controller: 0) == .show(1))
  }

  @Test func whenBothChangedTheNavigatorWins() {
    var sync = TwoWaySync(agreed: 1)
    #expect(sync.step(navigator: 5, controller: 0) == .show(5))
    #expect(sync.agreed == 5)
  }

  @Test func aValueThatCannotBeReportedIsReplaced() {
    var sync = TwoWaySync(agreed: 1)
    #expect(sync.step(navigator: 1, controller: 0, canReport: false) == .show(1))
  }

  @Test func nothingIsDoneDuringATransition() {
    var sync = TwoWaySync(agreed: 1)
    sync.beginTransition()
    #expect(sync.isTransitioning)
    #expect(sync.step(navigator: 2, controller: 0) == nil)
    #expect(sync.agreed == 1)
    sync.endTransition()
    #expect(!sync.isTransitioning)
    #expect(sync.step(navigator: 2, controller: 0) == .show(2))
  }
}

import Testing

@testable import NavigationKit

/// The phases in which an adapter applies a change the platform cannot take in one step, each
/// started by a simulated completion of the one before.
@Suite struct TransitionSequencerTests {
  let orders: TabID = "orders"
  let catalog: TabID = "catalog"
  let a = Alpha.detail("a")
  let b = Alpha.detail("b")
  let c = Beta.detail("c")
  let clock = TestClock()

  func sheet(_ id: UInt64, _ path: [AnyDestination] = []) -> ShownPresentation {
    ShownPresentation(id: id, style: .sheet, path: path)
  }

  func shown(
    _ tab: TabID, orders: [AnyDestination] = [], catalog: [AnyDestination] = [],
    _ presentations: [ShownPresentation] = []
  ) -> ShownNavigation {
    ShownNavigation(
      selectedTab: tab, paths: [self.orders: orders, self.catalog: catalog],
      presentations: presentations)
  }

  func sequencer(showing state: ShownNavigation) -> TransitionSequencer {
    let clock = clock
    return TransitionSequencer(shown: state, timeout: .seconds(2), clock: { clock.now })
  }

  /// TCA #3779: two sheets up, a link to a different sheet. Both are dismissed as one phase,
  /// and the new sheet is presented only once the platform reports the dismissal's end.
  @Test func twoSheetsAreDismissedBeforeTheLinkedSheetIsPresented() throws {
    var sequencer = sequencer(showing: shown(orders, [sheet(1), sheet(2)]))
    sequencer.target = shown(orders, [sheet(3, [a])])

    let dismissalStarted = sequencer.start()
    let dismissal = try #require(dismissalStarted)
    #expect(dismissal.phase == .dismiss(keeping: 0))
    #expect(sequencer.leaving.presentations == [sheet(1), sheet(2)])
    #expect(sequencer.displayed.presentations.isEmpty)
    // Until the platform says the dismissal ended, nothing else starts.
    #expect(sequencer.start() == nil)
    #expect(sequencer.remainingPhases == [.present(sheet(3, [a]))])

    let presentationStarted = sequencer.complete(dismissal.number)
    let presentation = try #require(presentationStarted)
    #expect(presentation.phase == .present(sheet(3, [a])))
    #expect(sequencer.leaving.isEmpty)
    #expect(sequencer.complete(presentation.number) == nil)
    #expect(sequencer.shown == shown(orders, [sheet(3, [a])]))
    #expect(!sequencer.isApplying)
    #expect(sequencer.events.isEmpty)
  }

  /// A link into another tab while a full-screen cover is up: the cover is dismissed, then
  /// the tab selected, then its stack built (animated: it is the top stack), then the sheet
  /// the link ends on presented over it — each after the previous phase's end.
  @Test func aLinkIntoAnotherTabUnderACoverDismissesSwitchesBuildsThenPresents() {
    let cover = ShownPresentation(id: 1, style: .fullScreenCover, path: [a])
    var sequencer = sequencer(showing: shown(orders, orders: [a], [cover]))
    sequencer.target = shown(catalog, orders: [a], catalog: [c, b], [sheet(2)])

    var phases: [TransitionPhase] = []
    var running = sequencer.start()
    while let phase = running {
      phases.append(phase.phase)
      running = sequencer.complete(phase.number)
    }
    #expect(
      phases == [
        .dismiss(keeping: 0), .selectTab(catalog),
        .setPath([c, b], at: .tab(catalog), animated: false), .present(sheet(2)),
      ])
    #expect(sequencer.shown == sequencer.target)
  }

  @Test func aStackBuiltInAnotherTabWithNothingOverItIsAnimated() {
    var sequencer = sequencer(showing: shown(orders))
    sequencer.target = shown(catalog, catalog: [c])
    #expect(sequencer.start()?.phase == .selectTab(catalog))
    #expect(sequencer.complete(1)?.phase == .setPath([c], at: .tab(catalog), animated: true))
  }

  /// A pop while a push animates: the pop waits for the push's end, then pops what the push
  /// showed — which stays renderable while the pop runs.
  @Test func aPopDuringAPushWaitsForThePushThenPops() throws {
    var sequencer = sequencer(showing: shown(orders, orders: [a]))
    sequencer.target = shown(orders, orders: [a, b])
    let pushStarted = sequencer.start()
    let push = try #require(pushStarted)
    #expect(push.phase == .setPath([a, b], at: .tab(orders), animated: true))

    sequencer.target = shown(orders, orders: [a])  // the pop, while the push animates
    #expect(sequencer.start() == nil)
    #expect(sequencer.displayed.paths[orders] == [a, b])

    let popStarted = sequencer.complete(push.number)
    let pop = try #require(popStarted)
    #expect(pop.phase == .setPath([a], at: .tab(orders), animated: true))
    #expect(sequencer.leaving.destinations == [.tab(orders): [b]])
    #expect(sequencer.complete(pop.number) == nil)
    #expect(sequencer.shown.paths[orders] == [a])
    #expect(sequencer.leaving.isEmpty)
  }

  /// Several targets while a phase runs are coalesced: only the last is applied.
  @Test func targetsArrivingMidTransitionAreCoalescedToTheLast() throws {
    var sequencer = sequencer(showing: shown(orders, [sheet(1)]))
    sequencer.target = shown(orders)
    let dismissalStarted = sequencer.start()
    let dismissal = try #require(dismissalStarted)
    sequencer.target = shown(orders, [sheet(2)])
    sequencer.target = shown(orders, orders: [a], [sheet(3)])
    #expect(
      sequencer.complete(dismissal.number)?.phase
        == .setPath([a], at: .tab(orders), animated: false))
    #expect(sequencer.complete(2)?.phase == .present(sheet(3)))
  }

  /// A completion that never comes: the phase is taken as done at its deadline, not before,
  /// the next one starts, and the miss is reported as an event.
  @Test func aCompletionThatNeverArrivesIsTakenAsDoneAtTheDeadlineAndReported() throws {
    var sequencer = sequencer(showing: shown(orders, [sheet(1)]))
    sequencer.target = shown(orders, [sheet(2)])
    let dismissalStarted = sequencer.start()
    let dismissal = try #require(dismissalStarted)
    #expect(dismissal.deadline == .seconds(2))

    clock.now = .milliseconds(1999)
    #expect(sequencer.checkDeadline() == nil)
    #expect(sequencer.events.isEmpty)

    clock.now = .seconds(2)
    let nextStarted = sequencer.checkDeadline()
    let next = try #require(nextStarted)
    #expect(next.phase == .present(sheet(2)))
    #expect(next.deadline == .seconds(4))
    #expect(sequencer.events == [.completionMissed(.dismiss(keeping: 0), waited: .seconds(2))])
    // The late completion of the missed phase does not end the one now running.
    #expect(sequencer.complete(dismissal.number) == nil)
    #expect(sequencer.running == next)

    sequencer.removeEvents()
    #expect(sequencer.events.isEmpty)
  }

  /// The user swipes the sheet down while a push runs in it, and the app accepts: the
  /// dismissal the platform already did is not replayed once the push ends.
  @Test func aSheetSwipedDownMidTransitionIsNotDismissedAgain() throws {
    var sequencer = sequencer(showing: shown(orders, [sheet(1)]))
    sequencer.target = shown(orders, [sheet(1, [a])])
    let pushStarted = sequencer.start()
    let push = try #require(pushStarted)
    #expect(push.phase == .setPath([a], at: .presentation(id: 1), animated: true))

    sequencer.platformDidShow(shown(orders))  // swiped down
    sequencer.target = shown(orders)  // the app took the dismissal
    #expect(sequencer.complete(push.number) == nil)
    #expect(!sequencer.isApplying)
  }

  /// A swipe back while nothing runs, which the app accepts: no phase. Which it refuses: the
  /// screen is pushed back.
  @Test func aSwipeBackIsTakenAsDoneOrPutBackWhenTheAppRefuses() {
    var accepted = sequencer(showing: shown(orders, orders: [a, b]))
    accepted.platformDidShow(shown(orders, orders: [a]))
    accepted.target = shown(orders, orders: [a])
    #expect(accepted.start() == nil)

    var refused = sequencer(showing: shown(orders, orders: [a, b]))
    refused.platformDidShow(shown(orders, orders: [a]))
    #expect(refused.start()?.phase == .setPath([a, b], at: .tab(orders), animated: true))
  }

  /// A swipe back during a dismissal down to the sheet it happens in: the dismissal still
  /// waits for its completion, and the path the user left is kept.
  @Test func aSwipeBackUnderARunningDismissalIsKept() throws {
    var sequencer = sequencer(showing: shown(orders, [sheet(1, [a, b]), sheet(2)]))
    sequencer.target = shown(orders, [sheet(1, [a])])
    let dismissalStarted = sequencer.start()
    let dismissal = try #require(dismissalStarted)
    #expect(dismissal.phase == .dismiss(keeping: 1))
    sequencer.platformDidShow(shown(orders, [sheet(1, [a]), sheet(2)]))
    #expect(sequencer.start() == nil)
    #expect(sequencer.complete(dismissal.number) == nil)
    #expect(sequencer.shown == sequencer.target)
  }

  @Test func aPathChangedUnderANewPresentationIsSetWithoutAnimationBeforeIt() {
    var sequencer = sequencer(showing: shown(orders, orders: [a]))
    sequencer.target = shown(orders, orders: [a, b], catalog: [c], [sheet(5)])
    #expect(
      sequencer.remainingPhases == [
        .setPath([a, b], at: .tab(orders), animated: false), .present(sheet(5)),
        .setPath([c], at: .tab(catalog), animated: false),
      ])
  }

  @Test func phasesDescribeThemselves() {
    #expect(TransitionPhase.dismiss(keeping: 0).description == "dismiss every presentation")
    #expect(TransitionPhase.selectTab(catalog).description == "select tab catalog")
    #expect(
      TransitionPhase.setPath([a], at: .presentation(id: 4), animated: true).description
        == "set path of presentation #4 to [\(a)] animated")
    #expect(TransitionPhase.present(sheet(3, [a])).description == "present sheet #3 with [\(a)]")
  }
}

/// A clock the test moves by hand.
final class TestClock: @unchecked Sendable {
  // Unchecked: each test owns its clock and reads and moves it on one task.
  var now: Duration = .zero
}

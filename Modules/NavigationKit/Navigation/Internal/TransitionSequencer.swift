/// Applies a change of an app's navigation that a platform cannot take in one step in phases,
/// each started when the platform reports the previous one's end.
///
/// The model changes atomically: a deep link can dismiss two sheets, switch tab, push three
/// screens and present a sheet in one state change. UIKit and SwiftUI cannot follow that at
/// once: presenting while a dismissal animates freezes apps on iOS 26 (TCA #3779), and content
/// popped from the state goes blank before its animation ends (TCA #3789). Peers wait a fixed
/// delay (Navigator 0.3 s, FlowStacks 0.65 s, TCA 300 ms); this waits for the platform's own
/// completion signal instead — a UIKit completion handler or transition coordinator, SwiftUI's
/// `onDismiss` or a transaction's completion — and only falls back on a deadline when that
/// signal never comes.
///
/// The adapter gives it the model's state as the ``target`` whenever the model changes and
/// tells it what the user did to the platform (``platformDidShow(_:)``); it asks for the
/// ``start()``ed phase, applies it, and reports its end with ``complete(_:)``:
///
/// ```swift
/// var sequencer = TransitionSequencer(shown: shown, clock: { clock.now })
/// sequencer.target = ShownNavigation(of: app)        // two sheets up, a link to another
/// sequencer.start()     // .dismiss(keeping: 0): the adapter dismisses both
/// sequencer.complete(1) // the dismissal ended: .present(the new sheet) starts
/// ```
///
/// A target that arrives while a phase runs replaces the one before (the phases are planned
/// again from what the platform shows once the running one ends), what a phase removes stays in
/// ``leaving`` until it ends, so the adapter can keep rendering it, and a phase whose completion
/// does not come by its deadline is taken as done and reported in ``events``.
package struct TransitionSequencer {
  /// A phase the adapter applies, with the number its completion names.
  package struct Running: Hashable, Sendable {
    /// Increases with each phase, so a late completion of an earlier one is told apart.
    package let number: UInt64
    package let phase: TransitionPhase
    /// When the phase is taken as done if the platform has not reported its end.
    package let deadline: Duration
  }

  /// What the sequencer reports for the app to observe.
  package enum Event: Hashable, Sendable {
    /// The platform did not report the end of `phase` within `waited`: it was taken as done,
    /// and the next phase started.
    case completionMissed(TransitionPhase, waited: Duration)
  }

  /// What the platform shows, as far as the sequencer knows: the end of every completed phase
  /// and what the user did.
  package private(set) var shown: ShownNavigation
  /// The model's state, which the phases lead to; the latest replaces any earlier one.
  package var target: ShownNavigation
  /// The phase the platform is applying, if any.
  package private(set) var running: Running?
  /// What the running phase removes (screens popped, presentations dismissed), which the
  /// adapter keeps rendering until the phase ends.
  package private(set) var leaving = Leaving()
  /// Every event so far, oldest first; the adapter forwards them and calls
  /// ``removeEvents()``.
  package private(set) var events: [Event] = []
  /// How long a phase may run before it is taken as done.
  package let timeout: Duration
  private let clock: () -> Duration
  private var lastNumber: UInt64 = 0

  /// Creates the sequencer of a platform showing `shown`, which is also the first target.
  ///
  /// - Parameters:
  ///   - shown: What the platform shows now.
  ///   - timeout: How long a phase may run without reporting its end; far longer than any
  ///     animation, as it only guards against a completion that never comes.
  ///   - clock: The time now, on any fixed origin: the adapter's clock, or a test's.
  package init(
    shown: ShownNavigation, timeout: Duration = .seconds(2),
    clock: @escaping () -> Duration
  ) {
    self.shown = shown
    self.target = shown
    self.timeout = timeout
    self.clock = clock
  }

  /// What the adapter should show now: what the platform shows, with the running phase's end.
  package var displayed: ShownNavigation {
    running.map { $0.phase.applied(to: shown) } ?? shown
  }

  /// Whether the platform still has a change to apply: a phase runs or one is due.
  package var isApplying: Bool {
    running != nil || shown != target
  }

  /// The ids of the presentations the adapter may still show: those the platform shows, the
  /// running phase's end shows or leaves renderable, and the target's. An adapter keeps the
  /// presented stacks of these, and forgets the rest.
  package var presentationIDsInUse: Set<UInt64> {
    Set(
      (shown.presentations + displayed.presentations + target.presentations
        + leaving.presentations).map(\.id))
  }

  /// The phases still to apply after the running one, as planned now.
  package var remainingPhases: [TransitionPhase] {
    var state = displayed
    var phases: [TransitionPhase] = []
    while let phase = state.nextPhase(towards: target), phases.count < 64 {
      phases.append(phase)
      state = phase.applied(to: state)
    }
    return phases
  }

  /// Starts the next phase when none runs and the platform does not show the target yet.
  ///
  /// - Returns: The phase the adapter must apply now, or `nil` when it has nothing new to do.
  @discardableResult
  package mutating func start() -> Running? {
    guard running == nil, let phase = shown.nextPhase(towards: target) else { return nil }
    lastNumber += 1
    let started = Running(number: lastNumber, phase: phase, deadline: clock() + timeout)
    running = started
    leaving = Leaving(removedBy: phase, from: shown)
    return started
  }

  /// The platform reported the end of phase `number`; the next phase starts.
  ///
  /// A completion of a phase that no longer runs (reported late, after its deadline) is
  /// ignored.
  ///
  /// - Returns: The phase to apply next, if any.
  @discardableResult
  package mutating func complete(_ number: UInt64) -> Running? {
    guard let running, running.number == number else { return nil }
    finish(running)
    return start()
  }

  /// The user changed the platform: a sheet swiped down, a swipe back. It is taken as done,
  /// never replayed: the phases are planned from it.
  ///
  /// A running phase goes on: its end is still the platform's to report (a dismissal the user
  /// finished still animates).
  package mutating func platformDidShow(_ shown: ShownNavigation) {
    self.shown = shown
  }

  /// Takes the running phase as done when its deadline passed without a completion, and
  /// reports it.
  ///
  /// - Returns: The phase to apply next, if one started.
  @discardableResult
  package mutating func checkDeadline() -> Running? {
    guard let running, clock() >= running.deadline else { return nil }
    events.append(.completionMissed(running.phase, waited: timeout))
    finish(running)
    return start()
  }

  /// Forgets the events reported so far, once the adapter forwarded them.
  package mutating func removeEvents() {
    events.removeAll()
  }

  private mutating func finish(_ running: Running) {
    shown = running.phase.applied(to: shown)
    self.running = nil
    leaving = Leaving()
  }
}

/// What a running phase takes off the screen, which stays renderable until the phase ends.
package struct Leaving: Hashable, Sendable {
  /// The presentations being dismissed, outermost first.
  package var presentations: [ShownPresentation] = []
  /// The destinations being popped, in each stack, bottom first.
  package var destinations: [StackLocation: [AnyDestination]] = [:]

  package init() {}

  init(removedBy phase: TransitionPhase, from shown: ShownNavigation) {
    switch phase {
    case .dismiss(let keeping):
      presentations = Array(shown.presentations.dropFirst(keeping))
    case .setPath(let path, let location, _):
      let old = shown.path(at: location) ?? []
      let common = zip(old, path).prefix { $0 == $1 }.count
      let popped = old.dropFirst(common).filter { !path.contains($0) }
      if !popped.isEmpty {
        destinations[location] = Array(popped)
      }
    case .selectTab, .present:
      break
    }
  }

  /// Whether nothing is leaving.
  package var isEmpty: Bool { presentations.isEmpty && destinations.isEmpty }
}

/// Applies in phases a change of an app's navigation that a platform cannot take in one step,
/// each phase started when the platform reports the previous one's end.
///
/// UIKit and SwiftUI cannot follow an atomic change at once: presenting while a dismissal
/// animates freezes apps on iOS 26 (TCA #3779), and content popped from the state goes blank
/// before its animation ends (TCA #3789). Rather than a fixed delay, this waits for the
/// platform's completion signal, and falls back on a deadline only when none comes.
package struct TransitionSequencer {
  /// A phase the adapter applies, with the number its completion names.
  package struct Running: Hashable, Sendable {
    /// Increases with each phase, so a late completion of an earlier one is told apart.
    package let number: UInt64
    package let phase: TransitionPhase
    package let deadline: Duration
  }

  /// Indirect, so that a copy is one reference: less code wherever one is copied.
  package indirect enum Event: Hashable, Sendable {
    /// The platform did not report the end of `phase` within `waited`: it was taken as done.
    case completionMissed(TransitionPhase, waited: Duration)
  }

  /// What the platform shows: the end of every completed phase and what the user did.
  package private(set) var shown: ShownNavigation
  /// The model's state, which the phases lead to.
  package var target: ShownNavigation
  package private(set) var running: Running?
  package private(set) var leaving = Leaving()
  /// Every event so far, oldest first, until ``removeEvents()``.
  package private(set) var events: [Event] = []
  package let timeout: Duration
  private let clock: () -> Duration
  private var lastNumber: UInt64 = 0

  /// Creates the sequencer of a platform showing `shown`; `timeout` only guards against a
  /// completion that never comes.
  package init(
    shown: ShownNavigation, timeout: Duration = .seconds(2),
    clock: @escaping () -> Duration
  ) {
    self.shown = shown
    self.target = shown
    self.timeout = timeout
    self.clock = clock
  }

  /// What the platform shows, with the running phase's end.
  package var displayed: ShownNavigation {
    running.map { $0.phase.applied(to: shown) } ?? shown
  }

  package var isApplying: Bool {
    running != nil || shown != target
  }

  /// The ids of the presentations the adapter may still show; it forgets the others' stacks.
  package var presentationIDsInUse: [UInt64] {
    (shown.presentations + displayed.presentations + target.presentations
      + leaving.presentations).map(\.id)
  }

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
  @discardableResult
  package mutating func start() -> Running? {
    guard running == nil, let phase = shown.nextPhase(towards: target) else { return nil }
    lastNumber += 1
    let started = Running(number: lastNumber, phase: phase, deadline: clock() + timeout)
    running = started
    leaving = Leaving(removedBy: phase, from: shown)
    return started
  }

  /// The platform reported the end of phase `number`; the next phase starts. A late
  /// completion, of a phase that no longer runs, is ignored.
  @discardableResult
  package mutating func complete(_ number: UInt64) -> Running? {
    guard let running, running.number == number else { return nil }
    finish(running)
    return start()
  }

  /// The user changed the platform: taken as done, never replayed. A running phase goes on:
  /// its end is still the platform's to report.
  package mutating func platformDidShow(_ shown: ShownNavigation) {
    self.shown = shown
  }

  /// Takes the running phase as done, and reports it, when its deadline passed.
  @discardableResult
  package mutating func checkDeadline() -> Running? {
    guard let running, clock() >= running.deadline else { return nil }
    events.append(.completionMissed(running.phase, waited: timeout))
    finish(running)
    return start()
  }

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

  package var isEmpty: Bool { presentations.isEmpty && destinations.isEmpty }
}

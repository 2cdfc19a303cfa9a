public import NavigationKit

/// A platform stand-in that follows an app's navigation as the SwiftUI adapter does: a change
/// the platform cannot take in one step (dismissing sheets then presenting another, switching
/// tab under a cover, a pop while a push animates) is applied in steps, each started when the
/// previous one's completion is reported. For tests and terminal front ends, which have no
/// animations: hold the completions to see what a device shows while a change is applied.
///
/// ```swift
/// let platform = SimulatedTransitions(app: app)
/// platform.holdsCompletions = true
/// app.open(.link("myapp://catalog/products/7"))   // while two sheets are up
/// platform.follow()
/// platform.currentStep      // "dismiss every presentation"
/// platform.completeStep()   // the dismissal ended: "present sheet catalog.product(7)"
/// ```
///
/// A step whose completion is not reported within the timeout is taken as done, and the app's
/// `AppNavigator.events` get `NavigationEvent.transitionCompletionMissed(phase:waited:)`,
/// as on a device.
@MainActor
public final class SimulatedTransitions {
  private var transitions: AppTransitions
  private var sequencer: TransitionSequencer { transitions.sequencer }
  private let time = Clock()

  /// Whether step completions wait for ``completeStep()``; when `false`, every step ends as
  /// soon as it starts, as if the platform had no animations.
  public var holdsCompletions = false

  /// Creates the stand-in of a platform showing `app` as it is now.
  ///
  /// - Parameters:
  ///   - app: The app whose navigation the platform shows.
  ///   - timeout: How long a step may go without its completion before it is taken as done.
  public init(app: AppNavigator, timeout: Duration = .seconds(2)) {
    let time = self.time
    transitions = AppTransitions(app: app, timeout: timeout, clock: { time.now })
  }

  /// Takes the app's navigation now as what the platform must show, and starts the next step
  /// if none runs; completes every step at once unless ``holdsCompletions``.
  public func follow() {
    transitions.follow()
    if !holdsCompletions {
      completeAll()
    }
  }

  /// Whether the platform still applies a change.
  public var isApplying: Bool { sequencer.isApplying }

  /// The step the platform is applying, described, or `nil`.
  public var currentStep: String? { sequencer.running.map { transitions.describe($0.phase) } }

  /// The steps still to apply after the current one, as planned now.
  public var remainingSteps: [String] { sequencer.remainingPhases.map(transitions.describe) }

  /// What the current step takes off the screen and the platform keeps showing until it ends:
  /// presentations being dismissed and screens being popped.
  public var leaving: [String] {
    let leaving = sequencer.leaving
    return leaving.presentations.map { transitions.describe($0) }
      + leaving.destinations.values.flatMap { $0.map(\.description) }
  }

  /// Reports the end of the current step, as the platform's completion signal does, and starts
  /// the next; `false` when no step runs.
  @discardableResult
  public func completeStep() -> Bool {
    guard let running = sequencer.running else { return false }
    transitions.complete(running.number)
    return true
  }

  /// Reports the end of every step, the ones still to come included.
  public func completeAll() {
    while completeStep() {}
  }

  /// Lets the current step's deadline pass without its completion: it is taken as done, the
  /// event is sent, and the next step starts. `false` when no step runs.
  @discardableResult
  public func missCompletion() -> Bool {
    guard let running = sequencer.running else { return false }
    time.now = running.deadline
    transitions.passDeadline()
    return true
  }

  /// The simulated time: moved only by ``missCompletion()``.
  private final class Clock {
    var now: Duration = .zero
  }
}

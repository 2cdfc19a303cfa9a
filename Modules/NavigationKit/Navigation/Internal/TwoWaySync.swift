/// Keeps one value that two sides show in step, when either side can change it: the app's
/// ``Navigator`` (the source of truth, changed through the front door) and a platform's
/// controller (a `UINavigationController` whose user taps back, swipes, picks from the back
/// menu or swipes a sheet away).
///
/// The adapter calls ``step(navigator:controller:canReport:)`` whenever either side may have
/// changed — the navigator's observation fired, a transition ended, the user dismissed — with
/// both sides' current values, and does what the step says until it says nothing. The sync
/// remembers the value both sides last ``agreed`` on, which tells the two kinds of difference
/// apart:
///
/// * the controller still shows the agreed value: the navigator changed, so the controller must
///   ``Step/show(_:)`` the navigator's value;
/// * the navigator still holds the agreed value: the user changed the controller, so the change
///   is ``Step/report(_:)``ed to the navigator, through the app. When the app refuses it (or
///   changes it), the next step shows the navigator's value again;
/// * both changed (a link replaced the stack while the user was swiping back): the navigator
///   wins, since the user acted on a screen the app has already left;
/// * both hold the same value: nothing to do — this is how an echo of the adapter's own change,
///   reported back by the controller or the navigator's observation, is ignored.
///
/// While the controller animates a change (``beginTransition()`` ... ``endTransition()``), no
/// step is taken: a change that arrives meanwhile — a pop while a push animates — waits for
/// the animation's end, when the adapter steps again with both sides' values then.
///
/// Every step ends in agreement or in one more step that does: the sync never reports a value
/// the navigator already holds, and never asks the controller to show what it shows.
package struct TwoWaySync<Value: Equatable> {
  /// What one step asks the adapter to do.
  package enum Step: Equatable {
    /// Make the controller show this value, the navigator's.
    case show(Value)
    /// Tell the navigator, through the app's front door, that the user made the controller
    /// show this value.
    case report(Value)
  }

  /// The value both sides last showed, or that the adapter was last told to show or report.
  package private(set) var agreed: Value
  /// Whether the controller is animating a change; steps wait for its end.
  package private(set) var isTransitioning = false

  /// Creates a sync whose sides both show `agreed`, as when the adapter made its controller
  /// from the navigator.
  package init(agreed: Value) {
    self.agreed = agreed
  }

  /// Notes that the controller started animating a change: its values are not final until
  /// ``endTransition()``.
  package mutating func beginTransition() {
    isTransitioning = true
  }

  /// Notes that the controller's animation ended (completed or cancelled); the adapter steps
  /// next, with the controller's value then.
  package mutating func endTransition() {
    isTransitioning = false
  }

  /// What to do, given what each side shows now; `nil` when they agree or a transition runs.
  ///
  /// - Parameters:
  ///   - navigator: The navigator's value.
  ///   - controller: The controller's value.
  ///   - canReport: Whether the controller's value can be reported to the navigator at all; a
  ///     value the navigator cannot hold (a stack whose root is not the navigator's) is
  ///     replaced by the navigator's instead.
  /// - Returns: The step to take, after which the adapter steps again.
  package mutating func step(navigator: Value, controller: Value, canReport: Bool = true) -> Step? {
    guard !isTransitioning else { return nil }
    if navigator == controller {
      agreed = navigator
      return nil
    }
    if controller == agreed || navigator != agreed || !canReport {
      agreed = navigator
      return .show(navigator)
    }
    agreed = controller
    return .report(controller)
  }
}

/// Keeps one value in step between the app's ``Navigator`` (the source of truth) and a
/// platform's controller, whose user can change it too. The adapter steps whenever either side
/// may have changed, until the step says nothing; the value both last ``agreed`` on tells the
/// differences apart:
///
/// * the controller still shows the agreed value: the navigator changed, so the controller must
///   ``Step/show(_:)`` the navigator's value;
/// * the navigator still holds the agreed value: the user changed the controller, so the change
///   is ``Step/report(_:)``ed to the navigator, through the app; if the app refuses it, the next
///   step shows the navigator's value again;
/// * both changed (a link replaced the stack while the user was swiping back): the navigator
///   wins, since the user acted on a screen the app has already left;
/// * both hold the same value: nothing to do, which is how an echo of the adapter's own change
///   is ignored.
///
/// While the controller animates a change (``beginTransition()`` ... ``endTransition()``), no
/// step is taken: a change that arrives meanwhile waits for the animation's end.
package struct TwoWaySync<Value: Equatable> {
  /// What one step asks the adapter to do.
  /// Indirect, so that a copy is one reference: less code wherever one is copied.
  package indirect enum Step: Equatable {
    /// Make the controller show this value, the navigator's.
    case show(Value)
    /// Tell the navigator, through the app, that the user made the controller show this value.
    case report(Value)
  }

  /// The value both sides last showed, or that the adapter was last told to show or report.
  package private(set) var agreed: Value
  /// Whether the controller is animating a change; steps wait for its end.
  package private(set) var isTransitioning = false

  /// Creates a sync whose sides both show `agreed`.
  package init(agreed: Value) {
    self.agreed = agreed
  }

  /// Notes that the controller started animating a change.
  package mutating func beginTransition() {
    isTransitioning = true
  }

  /// Notes that the controller's animation ended, completed or cancelled.
  package mutating func endTransition() {
    isTransitioning = false
  }

  /// What to do, given what each side shows now; `nil` when they agree or a transition runs.
  /// A controller's value that cannot be reported (`canReport` false) is replaced by the
  /// navigator's.
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

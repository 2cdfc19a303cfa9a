extension TabNavigator {
  /// Performs a screen action on what the user sees: the ``visibleNavigator``.
  ///
  /// Each action is one state change; actions with nothing to act on (popping at the root,
  /// dismissing when nothing is shown) change nothing. A feature's own action needs the screen
  /// that offered it, which only ``AppNavigator/perform(_:)`` has: here it is reported as
  /// unhandled.
  ///
  /// - Parameter action: The action to perform.
  public func perform(_ action: NavigationAction) {
    let navigator = visibleNavigator
    switch action {
    case .push(let destination): navigator.push(destination)
    case .present(let destination, let style): navigator.present(destination, as: style)
    case .send(let intent): send(intent)
    case .showAlert(let alert): navigator.showAlert(alert)
    case .showConfirmationDialog(let dialog): navigator.showConfirmationDialog(dialog)
    case .pop: navigator.pop()
    case .popToRoot: navigator.popToRoot()
    case .dismiss: selectedNavigator.dismiss()
    case .returnToTabRoot: returnToTabRoot()
    case .featureAction(let action):
      events.send(.featureActionUnhandled(action, scope: navigator.scope))
    case .answerRequest(let answer):
      events.send(.answerUnmatched(answer, reason: "only the app's navigator tracks requests"))
    case .returnToCheckpoint(let target):
      events.send(
        .checkpointReturnRefused(
          target.name, reason: "only the app's navigator tracks checkpoints"))
    }
  }
}

/// What a screen's action does to navigation, as a value a UI performs.
///
/// Screens describe their buttons with these values instead of calling a navigator, so a test
/// can assert what a button would do without pressing it. ``AppNavigator/perform(_:in:)``
/// applies one.
public indirect enum NavigationAction: Hashable, Sendable, CustomStringConvertible {
  // Indirect for code size; NavigationEvent says how much.
  /// Push a destination of the same module (or any module the screen already knows). A push of
  /// the destination already on top of the stack is ignored as a double tap
  /// (``NavigationEvent/duplicateNavigationIgnored(_:scope:)``) unless `allowsDuplicate`.
  case push(
    AnyDestination, transition: ScreenTransition = .automatic, allowsDuplicate: Bool = false)
  /// Present a destination over the visible stack.
  case present(
    AnyDestination, style: PresentationStyle, options: PresentationOptions = .automatic,
    transition: ScreenTransition = .automatic)
  /// Send a cross-module intent, made by the sending module's ``IntentRoute``: the
  /// composition root decided where it leads.
  case send(SentIntent)
  /// Show an alert.
  case showAlert(DialogState)
  /// Show a confirmation dialog.
  case showConfirmationDialog(DialogState)
  /// Pop the visible stack by one.
  case pop
  /// Pop the visible stack to its root.
  case popToRoot
  /// Dismiss the innermost dialog or presentation.
  case dismiss
  /// Dismiss everything the selected tab presents and pop it to its root.
  case returnToTabRoot
  /// Carry out a feature's own action, such as cancelling an order: the screen that offered it
  /// handles it (``ScreenModel/handle(_:)``).
  case featureAction(AnyFeatureAction)
  /// Answer the request this screen was shown for: its providing screen goes away and the
  /// sender receives the result (``NavigationRequest``).
  case answerRequest(RequestAnswer)
  /// Return to a checkpoint set on a screen below the visible one, handing a value, if any, to
  /// whoever set it (``AppNavigator/setCheckpoint(_:)``).
  case returnTo(CheckpointName, value: RequestAnswer? = nil)

  /// Returns to the checkpoint `name`, handing `value` to whoever set it.
  public static func returnTo(
    _ name: CheckpointName, with value: some Hashable & Sendable
  ) -> NavigationAction {
    .returnTo(name, value: RequestAnswer(value))
  }

  /// Answers the request the visible screen was shown for.
  public static func answer(_ value: some Hashable & Sendable) -> NavigationAction {
    .answerRequest(RequestAnswer(value))
  }

  /// Carries out a feature's own action.
  public static func feature(_ action: some FeatureAction) -> NavigationAction {
    .featureAction(AnyFeatureAction(action))
  }

  /// Pushes a destination of a concrete type, coming in with `transition`; a push of the
  /// destination already on top is ignored unless `allowsDuplicate`.
  public static func push(
    _ destination: some NavigationDestination, transition: ScreenTransition = .automatic,
    allowsDuplicate: Bool = false
  ) -> NavigationAction {
    .push(AnyDestination(destination), transition: transition, allowsDuplicate: allowsDuplicate)
  }

  /// The source the destination this action shows zooms from: what the button offering it is
  /// marked with.
  public var transitionSourceID: TransitionSourceID? {
    switch self {
    case .push(_, let transition, _), .present(_, _, _, let transition): transition.sourceID
    case .send(let sent): sent.transition.sourceID
    default: nil
    }
  }

  /// A short description, such as `push orders.tracking(orderId: "A-1")`.
  public var description: String {
    switch self {
    case .push(let destination, let transition, let allowsDuplicate):
      "push \(destination)" + (transition == .automatic ? "" : " with \(transition)")
        + (allowsDuplicate ? ", even if on top" : "")
    case .present(let destination, let style, let options, let transition):
      "present \(destination) as \(Presentation.present(style, options: options))"
        + (transition == .automatic ? "" : " with \(transition)")
    case .send(let intent): "send \(intent)"
    case .showAlert(let alert): "alert \"\(alert.title)\""
    case .showConfirmationDialog(let dialog): "confirmation dialog \"\(dialog.title)\""
    case .pop: "pop"
    case .popToRoot: "pop to root"
    case .dismiss: "dismiss"
    case .returnToTabRoot: "return to the tab's root"
    case .featureAction(let action): "perform \(action)"
    case .answerRequest(let answer): "answer \(answer)"
    case .returnTo(let name, let value):
      "return to checkpoint \(name)" + (value.map { " with \($0)" } ?? "")
    }
  }
}

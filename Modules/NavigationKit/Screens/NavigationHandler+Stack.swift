extension NavigationHandler {
  /// A handler that acts on one stack: the stack a view is shown in, rather than whatever the
  /// user sees on top.
  ///
  /// A view inside a sheet pushes onto the sheet's stack with it, even while something else is
  /// shown above; a view of a tab acts on that tab. Pushes, presentations, dialogs and pops go
  /// to `stack`; ``NavigationAction/dismiss`` closes the stack's dialog, or else what the
  /// stack presents, or else the sheet or cover the stack is shown in. Intents, feature
  /// actions, answers and ``NavigationAction/returnToTabRoot`` concern the whole app and go to
  /// `app`.
  ///
  /// ```swift
  /// let inSheet = NavigationHandler(app: app, stack: sheetNavigator)
  /// inSheet(.push(OrdersDestination.tracking(orderId: "A-1")))   // onto the sheet's stack
  /// ```
  ///
  /// - Parameters:
  ///   - app: The app, for what concerns all of it.
  ///   - stack: The navigator of the stack the view is in.
  @MainActor
  public init(app: AppNavigator, stack: Navigator) {
    self.init { [weak app, weak stack] action in
      guard let app, let stack else { return }
      switch action {
      case .push(let destination): stack.push(destination)
      case .present(let destination, let style): stack.present(destination, as: style)
      case .showAlert(let alert): stack.showAlert(alert)
      case .showConfirmationDialog(let dialog): stack.showConfirmationDialog(dialog)
      case .pop: stack.pop()
      case .popToRoot: stack.popToRoot()
      case .dismiss:
        if !stack.dismissDialog(), !stack.dismissPresentation() {
          app.tabs.presenter(of: stack)?.dismissPresentation()
        }
      case .send, .featureAction, .answerRequest, .returnToTabRoot, .returnToCheckpoint:
        app.perform(action)
      }
    }
  }
}

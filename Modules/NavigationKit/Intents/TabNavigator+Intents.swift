extension TabNavigator {
  /// Maps an intent to its destination and shows it, reporting the outcome as an event.
  ///
  /// An intent whose type has no handler, or whose destination's module has no tab when the
  /// presentation needs one, navigates nowhere: the outcome says why, and a
  /// ``NavigationEvent/intentUnhandled(intent:reason:)`` event is sent so it is never lost silently.
  ///
  /// - Parameter intent: The intent to handle.
  /// - Returns: Whether and where the intent navigated.
  @discardableResult
  public func send(_ intent: some NavigationIntent) -> IntentOutcome {
    let name = String(describing: intent)
    guard let (destination, presentation) = intents.route(for: intent) else {
      return unhandled(name, reason: "no handler is registered for \(type(of: intent).typeName)")
    }
    switch presentation {
    case .push:
      visibleNavigator.push(destination)
    case .present(let style):
      visibleNavigator.present(destination, as: style)
    case .selectOwningTab:
      guard show(destination) else {
        return unhandled(name, reason: "no tab owns module '\(destination.moduleName)'")
      }
    }
    events.send(.intentHandled(intent: name, destination: destination, presentation: presentation))
    return .handled(destination, presentation: presentation)
  }

  private func unhandled(_ intent: String, reason: String) -> IntentOutcome {
    events.send(.intentUnhandled(intent: intent, reason: reason))
    return .unhandled(intent: intent, reason: reason)
  }
}

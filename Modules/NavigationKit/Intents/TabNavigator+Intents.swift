extension TabNavigator {
  /// Shows where a sent intent leads, reporting the outcome as an event.
  ///
  /// An intent whose destination's module has no tab, when its route selects the owning tab,
  /// navigates nowhere: the outcome says why, and a
  /// ``NavigationEvent/intentUnhandled(intent:reason:)`` event is sent so it is never lost
  /// silently.
  ///
  /// - Parameter sent: The intent and its route, from an ``IntentRoute``.
  /// - Returns: Whether and where the intent navigated.
  @discardableResult
  public func send(_ sent: SentIntent) -> IntentOutcome {
    let name = sent.description
    let destination = sent.destination
    switch access.decision(for: destination) {
    case .allowed:
      break
    case .refused(_, let invalid):
      let reason = "\(UntrustedText.quoted(invalid.name)) is not a valid value of \(destination)"
      events.send(.intentUnhandled(intent: name, reason: reason))
      return .unhandled(intent: name, reason: reason)
    case .needsLogin:
      access.deferUntilLogin(.intent(name, destination: destination)) { [weak self] in
        guard let self else { return false }
        self.send(sent)
        return true
      }
      return .deferredUntilLogin(intent: name)
    }
    switch sent.presentation {
    case .push:
      visibleNavigator.push(destination)
    case .present(let style):
      visibleNavigator.present(destination, as: style)
    case .selectOwningTab:
      guard show(destination) else {
        let reason = "no tab owns module '\(destination.moduleName)'"
        events.send(.intentUnhandled(intent: name, reason: reason))
        return .unhandled(intent: name, reason: reason)
      }
    }
    events.send(
      .intentHandled(intent: name, destination: destination, presentation: sent.presentation))
    return .handled(destination, presentation: sent.presentation)
  }
}

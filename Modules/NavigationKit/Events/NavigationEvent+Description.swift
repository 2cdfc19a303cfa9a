extension NavigationEvent: CustomStringConvertible {
  /// A one-line account of the change, such as `orders: pushed orders.detail(orderId: "A-1")`.
  public var description: String {
    switch self {
    case .pushed(let destinations, let scope):
      "\(scope): pushed \(list(destinations))"
    case .popped(let destinations, let scope):
      "\(scope): popped \(list(destinations))"
    case .pathReplaced(let old, let new, let scope):
      "\(scope): path replaced [\(list(old))] with [\(list(new))]"
    case .presented(let destination, let style, let scope):
      "\(scope): presented \(destination) as \(style)"
    case .dismissed(let destination, let style, let scope):
      "\(scope): dismissed \(style) \(destination)"
    case .duplicateNavigationIgnored(let destination, let scope):
      "\(scope): ignored \(destination), already shown"
    case .screenViewed(let destination, let scope):
      "\(scope): showing \(destination)"
    case .interactiveDismissalRefused(let destination, let style, let lock, let scope):
      "\(scope): kept \(style) \(destination) the user swiped away: "
        + swipeRefusal(lock: lock)
    case .alertPresented(let alert, let scope):
      "\(scope): alert \"\(alert.title)\""
    case .confirmationDialogPresented(let dialog, let scope):
      "\(scope): confirmation dialog \"\(dialog.title)\""
    case .dialogDismissed(let title, let scope):
      "\(scope): dismissed dialog \"\(title)\""
    case .dialogActionSelected(let action, let dialog, let scope):
      "\(scope): chose \"\(action.title)\" in \"\(dialog)\""
    case .tabSelected(let from, let to):
      "tab \(from) -> \(to)"
    case .tabReselected(let tab):
      "tab \(tab) tapped again: back to its root"
    case .tabsCustomized(let customization):
      "tabs customized: "
        + (customization.hiddenTabs.isEmpty
          ? "none hidden"
          : "hidden " + customization.hiddenTabs.map(\.rawValue).sorted().joined(separator: ", "))
    case .intentHandled(let sent):
      "intent \(sent) handled: \(sent.presentation) \(sent.destination)"
    case .intentUnhandled(let sent, let reason):
      "intent \(sent) unhandled: \(reason)"
    case .featureActionPerformed(let action, let scope):
      "\(scope): performed \(action)"
    case .featureActionUnhandled(let action, let scope):
      "\(scope): no screen carried out \(action)"
    case .requestCompleted(let sent, let result):
      "request \(sent) completed: \(result)"
    case .requestCancelled(let sent):
      "request \(sent) cancelled"
    case .answerUnmatched(let answer, let reason):
      "answer \(answer) unmatched: \(reason)"
    case .deepLinkOpened(let outcome):
      "deep link \(outcome)"
    case .navigationDeferred(let waiting, let lock):
      "\(waiting) waits for " + (lock.map { "navigation locked: \($0)" } ?? "login")
    case .navigationDiscarded(let waiting, let reason):
      "\(waiting) discarded: \(reason)"
    case .navigationRefused(let destination, let value, let scope):
      "\(scope): refused \(destination): \(UntrustedText.quoted(value)) is not a valid value"
    case .navigationRefusedAtLimit(let destination, let limit, let scope):
      "\(scope): refused \(destination): \(limit)"
    case .checkpointSet(let name, let destination, let scope):
      "\(scope): checkpoint \(name) set on \(destination)"
    case .checkpointReturned(let name, let destination, let value, let scope):
      "\(scope): returned to checkpoint \(name) on \(destination)"
        + (value.map { " with \($0)" } ?? "")
    case .checkpointRemoved(let name, let scope):
      "\(scope): checkpoint \(name) removed"
    case .checkpointReturnRefused(let name, let reason):
      "return to checkpoint \(name) refused: \(reason)"
    case .transitionCompletionMissed(let phase, let waited):
      "transition step not reported done within \(waited), taken as done: \(phase)"
    }
  }

  private func list(_ destinations: [AnyDestination]) -> String {
    destinations.map(\.description).joined(separator: ", ")
  }
}

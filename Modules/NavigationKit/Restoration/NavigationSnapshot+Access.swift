extension NavigationSnapshot {
  /// This state as a logged-out user may see it, and what was dropped: in each stack, from the
  /// first destination that needs login (or carries an invalid value) everything above. What
  /// logging out does to a window not shown (a disconnected scene's state, a state file).
  @MainActor
  package func removingScreensNeedingLogin() -> (
    snapshot: NavigationSnapshot, dropped: [RestorationIssue]
  ) {
    let loggedOut = AccessGate(
      isLoggedIn: false,
      waiting: WaitingNavigations(
        expiry: .zero, now: { ContinuousClock.now }, events: NavigationEventBus()))
    let admitted = tabs.map { $0.admitted(by: loggedOut) }
    var cleared = self
    cleared.tabs = admitted.map(\.0)
    return (cleared, admitted.flatMap(\.1))
  }
}

extension NavigationSnapshot.Tab {
  /// This tab's state, and what was dropped: from the first destination with an invalid
  /// value, needing login while logged out, or beyond a ``NavigationLimit``, everything above.
  @MainActor
  func admitted(by access: AccessGate) -> (NavigationSnapshot.Tab, [RestorationIssue]) {
    var admitted = self
    var scope = id.rawValue
    let (path, pathIssue) = Self.admitted(path, scope: scope, by: access)
    admitted.path = path
    admitted.pathTransitions = pathTransitions.filter { $0.key < path.count }
    admitted.presentations = []
    if let pathIssue { return (admitted, [pathIssue]) }
    for (index, presentation) in presentations.enumerated() {
      scope += "/\(presentation.style)"
      if let reason = index < NavigationLimit.presentationDepth.maximum
        ? Self.refusal(of: presentation.root, by: access) : .beyondLimit(.presentationDepth)
      {
        return (admitted, [.dropped(scope, from: 0, of: presentations.count - index, reason)])
      }
      let (path, issue) = Self.admitted(presentation.path, scope: scope, by: access)
      var kept = presentation
      kept.path = path
      kept.pathTransitions = presentation.pathTransitions.filter { $0.key < path.count }
      admitted.presentations.append(kept)
      if let issue { return (admitted, [issue]) }
    }
    return (admitted, [])
  }

  @MainActor
  private static func admitted(
    _ path: [AnyDestination], scope: String, by access: AccessGate
  ) -> ([AnyDestination], RestorationIssue?) {
    for (position, destination) in path.enumerated() {
      let reason =
        position < NavigationLimit.stackDepth.maximum
        ? refusal(of: destination, by: access) : .beyondLimit(.stackDepth)
      if let reason {
        return (Array(path[..<position]), .dropped(scope, from: position, of: path.count, reason))
      }
    }
    return (path, nil)
  }

  @MainActor
  private static func refusal(
    of destination: AnyDestination, by access: AccessGate
  ) -> RestorationIssue.Reason? {
    switch access.decision(for: destination) {
    case .allowed: nil
    case .refused(_, let invalid): .invalidValue(invalid.name)
    case .needsLogin: .needsLogin
    }
  }
}

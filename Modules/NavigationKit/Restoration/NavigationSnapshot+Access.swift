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
    var cleared = self
    var dropped: [RestorationIssue] = []
    for index in tabs.indices {
      let issues: [RestorationIssue]
      (cleared.tabs[index], issues) = tabs[index].admitted(by: loggedOut)
      dropped += issues
    }
    return (cleared, dropped)
  }
}

extension NavigationSnapshot.Tab {
  /// This tab's state, and what was dropped: from the first destination with an invalid
  /// value, needing login while logged out, or beyond a ``NavigationLimit``, everything above.
  @MainActor
  func admitted(by access: AccessGate) -> (NavigationSnapshot.Tab, [RestorationIssue]) {
    var admitted = self
    var scope = id.rawValue
    let pathIssue: RestorationIssue?
    (admitted.path, admitted.pathTransitions, pathIssue) = Self.admitted(
      path, pathTransitions, scope: scope, by: access)
    admitted.presentations = []
    if let pathIssue { return (admitted, [pathIssue]) }
    for (index, presentation) in presentations.enumerated() {
      scope += "/\(presentation.style)"
      if let reason = index < NavigationLimit.presentationDepth.maximum
        ? Self.refusal(of: presentation.root, by: access) : .beyondLimit(.presentationDepth)
      {
        return (admitted, [.dropped(scope, from: 0, of: presentations.count - index, reason)])
      }
      var kept = presentation
      let issue: RestorationIssue?
      (kept.path, kept.pathTransitions, issue) = Self.admitted(
        presentation.path, presentation.pathTransitions, scope: scope, by: access)
      admitted.presentations.append(kept)
      if let issue { return (admitted, [issue]) }
    }
    return (admitted, [])
  }

  /// The destinations of `path` below the first refused one, with their transitions.
  @MainActor
  private static func admitted(
    _ path: [AnyDestination], _ transitions: [Int: ScreenTransition], scope: String,
    by access: AccessGate
  ) -> ([AnyDestination], [Int: ScreenTransition], RestorationIssue?) {
    var end = path.count
    var issue: RestorationIssue?
    for (position, destination) in path.enumerated() {
      let reason =
        position < NavigationLimit.stackDepth.maximum
        ? refusal(of: destination, by: access) : .beyondLimit(.stackDepth)
      if let reason {
        (end, issue) = (position, .dropped(scope, from: position, of: path.count, reason))
        break
      }
    }
    return (Array(path[..<end]), transitions.filter { $0.key < end }, issue)
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

extension NavigationSnapshot {
  /// This state as a logged-out user may see it: in each stack and presentation, from the
  /// first destination that needs login (or carries a value not of its kind) everything above
  /// is dropped, as restoring it while logged out drops it. The selected tab, the split view's
  /// columns, the hidden tabs and the members this version does not know are kept.
  ///
  /// What logging out does to the state of a window that is not shown — the state
  /// ``AppScenes`` keeps for a disconnected scene, or a window's state file
  /// (`StateFileStore.removeScreensNeedingLogin(coder:at:)` in `NavigationStateStore`) — and
  /// what ``AppNavigator/restore(_:)`` does to a state stored before a logout: the library's
  /// stores call it, so an app never needs to.
  ///
  /// ```swift
  /// let (cleared, dropped) = snapshot.removingScreensNeedingLogin()
  /// ```
  ///
  /// - Returns: The state without those screens, and what was dropped (empty when nothing
  ///   was).
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
    for index in cleared.tabs.indices {
      let (admitted, issues) = tabs[index].admitted(by: loggedOut)
      cleared.tabs[index].path = admitted.path
      cleared.tabs[index].pathTransitions = admitted.pathTransitions
      cleared.tabs[index].presentations = admitted.presentations
      dropped += issues
    }
    return (cleared, dropped)
  }
}

extension NavigationSnapshot.Tab {
  /// This tab's state without what `access` refuses now, nor what lies beyond the limits a
  /// navigator keeps to (``NavigationLimit``): from the first destination with an invalid
  /// value, needing login while logged out, or beyond a limit, everything above is dropped.
  ///
  /// - Returns: The state that may be shown, and what was dropped.
  @MainActor
  func admitted(by access: AccessGate) -> (NavigationSnapshot.Tab, [RestorationIssue]) {
    var admitted = NavigationSnapshot.Tab(id: id)
    var scope = id.rawValue
    let (path, pathIssue) = Self.admitted(path, scope: scope, by: access)
    admitted.path = path
    admitted.pathTransitions = pathTransitions.filter { $0.key < path.count }
    if let pathIssue { return (admitted, [pathIssue]) }
    for (index, presentation) in presentations.enumerated() {
      scope += "/\(presentation.style)"
      guard index < NavigationLimit.presentationDepth.maximum else {
        let dropped = presentations.count - index
        let reason = RestorationIssue.Reason.beyondLimit(.presentationDepth)
        return (admitted, [.dropped(scope: scope, position: 0, count: dropped, reason: reason)])
      }
      if let reason = Self.refusal(of: presentation.root, by: access) {
        let dropped = presentations.count - index
        return (admitted, [.dropped(scope: scope, position: 0, count: dropped, reason: reason)])
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
        let issue = RestorationIssue.dropped(
          scope: scope, position: position, count: path.count - position, reason: reason)
        return (Array(path[..<position]), issue)
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

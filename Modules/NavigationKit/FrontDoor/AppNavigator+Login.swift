extension AppNavigator {
  /// The navigation waiting for login, or `nil` when none waits or it has expired.
  ///
  /// A link, push, presentation, path or intent that shows a destination needing login,
  /// asked for while logged out, waits here instead of showing (a newer one replaces it). It
  /// runs once at ``logIn()``, and is dropped on ``logOut()``, on ``cancelSignIn()`` and once
  /// it is older than the app's expiry.
  public var waitingForLogin: WaitingNavigation? {
    guard let waiting = gate.waiting, !gate.isExpired(waiting) else { return nil }
    return waiting.navigation
  }

  /// Logs the user in and runs the navigation waiting for login, if one waits and has not
  /// expired, as the request it was.
  ///
  /// A link is opened again; a push, presentation, path or intent goes back to the stack it
  /// was asked on, rebuilt as it was then — its tab selected, what covers it dismissed, its
  /// path as it was — and is asked for again there. When that stack is gone (its sheet was
  /// dismissed), it is dropped with ``WaitingNavigation/DiscardReason/stackGone``. When a
  /// presented screen locks navigation now, it waits for the lock's release instead. Events
  /// report each of these.
  ///
  /// Login is app-wide: in an app of several scenes (``AppScenes``), logging in here logs
  /// every scene in, and each runs the navigation waiting for login in it.
  ///
  /// - Returns: The navigation that waited for login in this scene, or `nil` when none did.
  @discardableResult
  public func logIn() -> WaitingNavigation? {
    guard let scenes else { return logInHere() }
    return scenes.logIn(from: self)
  }

  /// Logs this navigation in and runs what waits for login in it; ``AppScenes`` calls it for
  /// each scene.
  @discardableResult
  func logInHere() -> WaitingNavigation? {
    operation {
      gate.isLoggedIn = true
      guard let waiting = gate.takeWaiting() else { return nil }
      run(waiting)
      return waiting.navigation
    }
  }

  /// Logs the user out: drops every waiting navigation — for login and for a lock — and takes
  /// every destination that needs login off every stack and presentation, with everything
  /// above it, each change reported as usual.
  ///
  /// Login is app-wide: in an app of several scenes (``AppScenes``), logging out here logs
  /// every scene out, and each drops what waits in it and takes its gated screens away.
  public func logOut() {
    guard let scenes else { return logOutHere() }
    scenes.logOut()
  }

  /// Logs this navigation out; ``AppScenes`` calls it for each scene.
  func logOutHere() {
    operation {
      gate.isLoggedIn = false
      gate.discard(.loggedOut)
      dropLockedNavigation(.loggedOut)
      tabs.removeGatedDestinations()
    }
  }

  /// Drops the navigation waiting for login, as a sign-in screen's cancel does; nothing else
  /// changes.
  public func cancelSignIn() {
    operation { gate.discard(.cancelled) }
  }

  /// Runs a navigation that waited, through the front door, as part of the operation under
  /// way: or keeps it waiting for a lock, or drops it when its stack is gone.
  func run(_ waiting: Waiting) {
    if case .deepLink(let match) = waiting.navigation.target {
      events.send(.deepLinkOpened(apply(match)))
      return
    }
    if let lock = navigationLock {
      keepUntilUnlocked(waiting.waiting(for: .lock(lock), since: gate.now()))
      return
    }
    guard let origin = waiting.origin, let navigator = rebuild(origin) else {
      gate.report(waiting, discarded: .stackGone)
      return
    }
    switch waiting.navigation.target {
    case .push(let destinations, _) where destinations.count == 1:
      navigator.push(destinations[0], transition: origin.transition)
    case .push(let destinations, _): navigator.push(contentsOf: destinations)
    case .present(let destination, let style, _):
      navigator.present(
        destination, as: style, options: origin.options, transition: origin.transition)
    case .path(let destinations, _): navigator.follow(destinations)
    case .intent:
      if let intent = waiting.intent {
        send(intent, from: navigator)
      }
    case .deepLink:
      break
    }
  }

  /// Puts the stack a navigation was asked on back as it was then: its tab selected, what
  /// covers it dismissed, its path as it was.
  ///
  /// - Returns: The stack, or `nil` when it is no longer shown.
  private func rebuild(_ origin: Origin) -> Navigator? {
    guard let navigator = origin.navigator, let tab = tabs.tab(showing: navigator) else {
      return nil
    }
    tabs.select(tab)
    navigator.dismissAll()
    navigator.setStack(origin.path)
    return navigator
  }
}

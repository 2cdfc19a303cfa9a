extension AppNavigator {
  /// The navigation waiting for login, or `nil` when none waits or it has expired: what was
  /// asked for while logged out and shows a destination needing login (a newer one replaces
  /// it). It runs at ``logIn()``, and is dropped on ``logOut()`` and ``cancelSignIn()``.
  public var waitingForLogin: WaitingNavigation? {
    waiting.navigation(waitingFor: .login)
  }

  /// When the navigation waiting for login started waiting, expired or not.
  package var waitingForLoginSince: ContinuousClock.Instant? {
    waiting[kept: .login]?.since
  }

  /// The navigation waiting for a presented screen to release its lock, or `nil` when none
  /// waits or it has expired. It runs when an operation ends with nothing locked, as if asked
  /// for then (so it may wait for login next). It is dropped on logout.
  public var waitingForUnlock: WaitingNavigation? {
    waiting.navigation(waitingFor: .unlock)
  }

  /// Logs the user in, in every scene of ``AppScenes``, and runs the navigation waiting for
  /// login as the request it was (``WaitingNavigation``): if its stack is gone, it is dropped;
  /// if a presented screen locks navigation now, it waits for the lock instead.
  ///
  /// - Returns: The navigation that waited for login in this scene, or `nil` when none did.
  @discardableResult
  public func logIn() -> WaitingNavigation? {
    guard let scenes else { return logInHere() }
    return scenes.logIn(from: self)
  }

  @discardableResult
  func logInHere() -> WaitingNavigation? {
    operation {
      gate.isLoggedIn = true
      guard let login = waiting.take(.login) else { return nil }
      run(login)
      return login.navigation
    }
  }

  /// Logs the user out, in every scene of ``AppScenes``: drops every waiting navigation and
  /// takes every destination that needs login, with everything above it, off every stack.
  public func logOut() {
    if let scenes { scenes.logOut() } else { logOutHere() }
  }

  func logOutHere() {
    operation {
      gate.isLoggedIn = false
      waiting.drop(.login, .loggedOut)
      waiting.drop(.unlock, .loggedOut)
      tabs.removeGatedDestinations()
    }
  }

  /// Drops the navigation waiting for login, in every scene of ``AppScenes``, as a sign-in
  /// screen's cancel does; nothing else changes.
  public func cancelSignIn() {
    if let scenes { scenes.cancelSignIn() } else { cancelSignInHere() }
  }

  func cancelSignInHere() {
    operation { waiting.drop(.login, .cancelled) }
  }

  /// Runs the navigation a lock held, if one waits and nothing locks now: part of settling.
  ///
  /// - Returns: Whether anything ran or was dropped, so the app settles again.
  func runNavigationWaitingForUnlock() -> Bool {
    guard waiting[kept: .unlock] != nil, navigationLock == nil else { return false }
    if let unlocked = waiting.take(.unlock) { run(unlocked) }
    return true
  }

  /// The one way a waiting navigation runs, as part of the operation under way: through the
  /// front door on the stack it was asked on, rebuilt; or kept for a lock; or dropped when its
  /// stack is gone.
  func run(_ waited: Waiting) {
    let target = waited.navigation
    if case .deepLink(let match) = target {
      events.send(.deepLinkOpened(apply(match)))
      return
    }
    if let lock = navigationLock {
      waiting.keep(target, lock: lock, origin: waited.origin)
      return
    }
    guard let origin = waited.origin, let navigator = origin.navigator,
      let tab = tabs.tab(showing: navigator)
    else {
      waiting.report(waited, discarded: .stackGone)
      return
    }
    tabs.select(tab)
    navigator.dismissAll()
    navigator.setStack(origin.path)
    switch target {
    case .push(let destinations, _) where destinations.count == 1:
      navigator.push(destinations[0], transition: origin.transition)
    case .push(let destinations, _): navigator.push(contentsOf: destinations)
    case .present(let destination, let style, _):
      navigator.present(
        destination, as: style, options: origin.options, transition: origin.transition)
    case .path(let destinations, _): navigator.setPath(destinations)
    case .intent(let sent): send(sent, from: navigator)
    case .deepLink: break
    }
  }
}

// MARK: - Locks

/// Which screens of one stack can lock navigation, learned once per change of the stack, so
/// a link resolves only those to read their lock rather than every presented screen.
struct LockingScreens {
  /// The ``Navigator/stackRevision`` these positions were learned at.
  let revision: UInt64
  /// The positions whose screen is a ``NavigationLockingScreen``: 0 for the root, *i* + 1 for
  /// the path's *i*-th entry.
  let positions: [Int]
}

extension AppNavigator {
  /// The first lock a presented screen on any tab holds now (a link would dismiss them),
  /// outermost first, or `nil` when navigation is free.
  ///
  /// - Complexity: O(*p*) for *p* presentations while nothing presented has changed.
  public var navigationLock: NavigationLock? {
    for navigator in tabs.navigators {
      for presented in navigator.stacks.dropFirst() {
        if let lock = lock(shownIn: presented) { return lock }
      }
    }
    return nil
  }

  /// The lock a screen of `stack` holds now, its root's first, not asking what it presents.
  func lock(shownIn stack: Navigator) -> NavigationLock? {
    for position in lockingScreens(of: stack).positions {
      let destination = position == 0 ? stack.root : stack.destination(at: position - 1)
      if let destination,
        let lock = (screen(for: destination) as? any NavigationLockingScreen)?.navigationLock
      {
        return lock
      }
    }
    return nil
  }

  /// Learns which screens can lock in every presented stack that changed: what an operation
  /// does last, so the link that follows only reads locks.
  func learnLockingScreens() {
    for navigator in tabs.navigators {
      for presented in navigator.stacks.dropFirst() {
        _ = lockingScreens(of: presented)
      }
    }
  }

  private func lockingScreens(of stack: Navigator) -> LockingScreens {
    let revision = stack.stackRevision
    if let known = stack.lockingScreens, known.revision == revision {
      return known
    }
    let shown = [stack.root] + stack.path
    let positions = shown.indices.filter { screen(for: shown[$0]) is any NavigationLockingScreen }
    let learned = LockingScreens(revision: revision, positions: positions)
    stack.lockingScreens = learned
    return learned
  }
}

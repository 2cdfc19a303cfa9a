extension AppNavigator {
  /// The navigation waiting for login, or `nil` when none waits or it has expired.
  ///
  /// A link, push, presentation, path or intent that shows a destination needing login,
  /// asked for while logged out, waits here instead of showing (a newer one replaces it). It
  /// runs once at ``logIn()``, and is dropped on ``logOut()``, on ``cancelSignIn()`` and once
  /// it is older than the app's expiry.
  public var waitingForLogin: WaitingNavigation? {
    waiting.navigation(waitingFor: .login)
  }

  /// When the navigation waiting for login started waiting, on the app's clock, expired or
  /// not; `nil` when none waits.
  package var waitingForLoginSince: ContinuousClock.Instant? {
    waiting.since(waitingFor: .login)
  }

  /// The navigation waiting for a presented screen to release its lock, or `nil` when none
  /// waits or it has expired.
  ///
  /// It runs when an operation ends with nothing locked, as if it were asked for then: a link
  /// that needs login while logged out then waits for login. A newer one replaces it (the
  /// older is reported as discarded); it is dropped on logout and once older than the app's
  /// expiry.
  public var waitingForUnlock: WaitingNavigation? {
    waiting.navigation(waitingFor: .unlock)
  }

  /// Logs the user in and runs the navigation waiting for login, if one waits and has not
  /// expired, as the request it was.
  ///
  /// A link is opened again; a push, presentation, path or intent goes back to the stack it
  /// was asked on, rebuilt as it was then — its tab selected, what covers it dismissed, its
  /// path as it was — and is asked for again there. When that stack is gone (its sheet was
  /// dismissed), it is dropped, reported with the reason "its stack is gone". When a
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
      guard let login = waiting.take(.login) else { return nil }
      run(login)
      return login.navigation
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
      waiting.drop(.login, .loggedOut)
      waiting.drop(.unlock, .loggedOut)
      tabs.removeGatedDestinations()
    }
  }

  /// Drops the navigation waiting for login, as a sign-in screen's cancel does; nothing else
  /// changes.
  ///
  /// Signing in is app-wide, and so is giving up on it: in an app of several scenes
  /// (``AppScenes``), cancelling here drops what waits for login in every scene, so a link
  /// another window took does not open at the next login.
  public func cancelSignIn() {
    guard let scenes else { return cancelSignInHere() }
    scenes.cancelSignIn()
  }

  /// Drops the navigation waiting for login in this navigation; ``AppScenes`` calls it for
  /// each scene.
  func cancelSignInHere() {
    operation { waiting.drop(.login, .cancelled) }
  }

  /// Runs the navigation a lock held, if one waits and nothing locks now: part of settling.
  ///
  /// - Returns: Whether anything ran or was dropped, so the app settles again.
  func runNavigationWaitingForUnlock() -> Bool {
    guard waiting.isWaiting(for: .unlock), navigationLock == nil else { return false }
    if let unlocked = waiting.take(.unlock) {
      run(unlocked)
    }
    return true
  }

  /// Runs a navigation that waited — for login or for a lock — through the front door, as part
  /// of the operation under way: or keeps it waiting for a lock, or drops it when its stack is
  /// gone. The one way a waiting navigation runs.
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
    guard let origin = waited.origin, let navigator = rebuild(origin) else {
      waiting.report(waited, discarded: .stackGone)
      return
    }
    switch target {
    case .push(let destinations, _) where destinations.count == 1:
      navigator.push(destinations[0], transition: origin.transition)
    case .push(let destinations, _): navigator.push(contentsOf: destinations)
    case .present(let destination, let style, _):
      navigator.present(
        destination, as: style, options: origin.options, transition: origin.transition)
    case .path(let destinations, _): navigator.setPath(destinations)
    case .intent(let sent):
      send(sent, from: navigator)
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

// MARK: - Locks

/// Which screens of one stack can lock navigation: the positions whose screen is a
/// ``NavigationLockingScreen`` (0 for the root, *i* + 1 for the path's *i*-th entry), learned
/// for one revision of the stack.
///
/// A link asks every presented screen for its lock. Resolving each one and casting it to
/// ``NavigationLockingScreen`` every time made a link's cost grow with what is presented; a
/// stack now learns which of its screens can lock once per change, and a link resolves only
/// those to read their lock, as it is now.
struct LockingScreens {
  /// The stack's ``Navigator/stackRevision`` these positions were learned at.
  let revision: UInt64
  /// The positions whose screen can lock, bottom first; usually none.
  let positions: [Int]
}

extension AppNavigator {
  /// The first lock a screen of any tab's presentations holds, outermost first.
  func presentedLock() -> NavigationLock? {
    for navigator in tabs.navigators {
      for presented in navigator.stacks.dropFirst() {
        if let lock = lock(shownIn: presented) {
          return lock
        }
      }
    }
    return nil
  }

  /// The lock a screen of `stack` holds now — its root's, else the first of its path's — not
  /// asking what it presents.
  func lock(shownIn stack: Navigator) -> NavigationLock? {
    let screens = lockingScreens(of: stack)
    for position in screens.positions {
      let destination = position == 0 ? stack.root : stack.destination(at: position - 1)
      if let destination,
        let lock = (screen(for: destination) as? any NavigationLockingScreen)?.navigationLock
      {
        return lock
      }
    }
    return nil
  }

  /// Learns which screens can lock in every presented stack that changed since it was last
  /// asked: what an operation does last, so the link that follows only reads locks.
  ///
  /// - Complexity: O(*t* + *p*) for *t* tabs and *p* presentations when nothing changed, plus
  ///   one resolution per screen of a changed stack.
  func learnLockingScreens() {
    for navigator in tabs.navigators {
      for presented in navigator.stacks.dropFirst() {
        _ = lockingScreens(of: presented)
      }
    }
  }

  /// The screens of `stack` that can lock, learned again only when the stack has changed.
  private func lockingScreens(of stack: Navigator) -> LockingScreens {
    let revision = stack.stackRevision
    if let known = stack.lockingScreens, known.revision == revision {
      return known
    }
    var positions: [Int] = []
    var position = 0
    var destination: AnyDestination? = stack.root
    while let shown = destination {
      if screen(for: shown) is any NavigationLockingScreen {
        positions.append(position)
      }
      destination = stack.destination(at: position)
      position += 1
    }
    let learned = LockingScreens(revision: revision, positions: positions)
    stack.lockingScreens = learned
    return learned
  }
}

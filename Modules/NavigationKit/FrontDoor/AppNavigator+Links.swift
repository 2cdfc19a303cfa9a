extension AppNavigator {
  /// Opens a deep link: selects the tab that owns its module, dismisses everything presented,
  /// and replaces that tab's stack, all in one synchronous call — no sleeps, no intermediate
  /// screens. Other tabs keep their stacks.
  ///
  /// A link is rejected when the router does not accept it, or a destination it builds carries
  /// a value that is not of its kind (the destination's ``AccessPolicy``, whatever the route's
  /// parameters said). A link that shows a destination needing login, opened while logged out,
  /// waits for login (``waitingForLogin``); only the destinations decide that, never the URL.
  /// While a presented screen locks navigation (``NavigationLockingScreen``), such as a form
  /// with input not sent yet, a link waits for the lock's release instead
  /// (``waitingForUnlock``). Every outcome is returned and reported as
  /// ``NavigationEvent/deepLinkOpened(_:)``.
  ///
  /// - Parameter url: The URL as received, such as `URL.absoluteString`.
  /// - Returns: Whether it navigated, waits, or was rejected, and why.
  @discardableResult
  public func open(_ url: String) -> DeepLinkOutcome {
    operation {
      let outcome: DeepLinkOutcome
      do throws(DeepLinkRejection) {
        outcome = apply(try router.match(url))
      } catch {
        outcome = .rejected(url: url, reason: error)
      }
      events.send(.deepLinkOpened(outcome))
      return outcome
    }
  }

  /// The lock a presented screen holds now, or `nil` when navigation is free.
  ///
  /// Every screen of every presentation, on every tab (each presentation's root and the
  /// screens pushed inside it), is asked, outermost first, and the first lock found is
  /// returned: those are the screens a link would dismiss. It is asked when a link arrives,
  /// and at the end of each operation while a navigation waits for it.
  ///
  /// - Complexity: O(*p*) for *p* presentations while nothing presented has changed: a stack
  ///   learns which of its screens can lock (``NavigationLockingScreen``) once per change, and
  ///   only those are resolved to read their lock.
  public var navigationLock: NavigationLock? {
    presentedLock()
  }

  /// The navigation waiting for a presented screen to release its lock, or `nil` when none
  /// waits or it has expired.
  ///
  /// It runs when an operation ends with nothing locked, as if it were asked for then: a link
  /// that needs login while logged out then waits for login. A newer one replaces it (the
  /// older is reported as discarded); it is dropped on logout and once older than the app's
  /// expiry.
  public var waitingForUnlock: WaitingNavigation? {
    guard let lockedNavigation, !gate.isExpired(lockedNavigation) else { return nil }
    return lockedNavigation.navigation
  }

  /// Shows a match, or keeps it waiting: while navigation is locked, or until login.
  ///
  /// A link refused by the access check is rejected even while locked.
  func apply(_ match: DeepLinkMatch) -> DeepLinkOutcome {
    let destinations = match.destinations
    let decision = gate.decision(for: destinations)
    if case .refused(let destination, let invalid) = decision {
      return .rejected(
        url: match.url,
        reason: .invalidDestinationValue(invalid.name, destination: destination.description))
    }
    if isTooDeep(match, destinations) {
      return .rejected(url: match.url, reason: .beyondLimit(.stackDepth))
    }
    if let lock = navigationLock {
      keepUntilUnlocked(Waiting(.deepLink(match), reason: .lock(lock), since: gate.now()))
      return .deferredWhileLocked(match, lock: lock)
    }
    guard case .needsLogin = decision else { return show(match, destinations) }
    gate.waitForLogin(.deepLink(match))
    return .deferred(match)
  }

  /// Keeps `waiting` as the one navigation waiting for a lock's release; an older one is
  /// dropped and reported. A link reports its own outcome.
  func keepUntilUnlocked(_ waiting: Waiting) {
    dropLockedNavigation(.replaced)
    lockedNavigation = waiting
    if waiting.navigation.deepLink == nil {
      events.send(.navigationDeferred(waiting.navigation))
    }
  }

  /// Drops the navigation waiting for a lock, reporting why (or that it expired).
  func dropLockedNavigation(_ reason: WaitingNavigation.DiscardReason) {
    guard let waiting = lockedNavigation else { return }
    lockedNavigation = nil
    gate.report(waiting, discarded: gate.isExpired(waiting) ? .expired : reason)
  }

  /// Runs the navigation a lock held, if one waits and nothing locks now: part of settling.
  ///
  /// - Returns: Whether anything ran or was dropped, so the app settles again.
  func runUnlockedNavigation() -> Bool {
    guard let waiting = lockedNavigation, navigationLock == nil else { return false }
    lockedNavigation = nil
    guard !gate.isExpired(waiting) else {
      gate.report(waiting, discarded: .expired)
      return true
    }
    run(waiting)
    return true
  }

  /// Whether the stack `match` shows, `destinations` without the presented last one and the
  /// tab's root, is deeper than a stack may be (a link's presentation is never nested).
  private func isTooDeep(_ match: DeepLinkMatch, _ destinations: [AnyDestination]) -> Bool {
    var depth = destinations.count
    if case .present = match.presentation, depth > 0 { depth -= 1 }
    if depth > 0, destinations.first == tabs.tab(owning: match.module)?.root { depth -= 1 }
    return depth > NavigationSnapshot.maximumStackDepth
  }

  /// Shows `match`, whose `destinations` the caller has read (each read erases them again).
  private func show(_ match: DeepLinkMatch, _ destinations: [AnyDestination]) -> DeepLinkOutcome {
    var path = destinations
    var presented: (destination: AnyDestination, style: PresentationStyle)?
    if case .present(let style, _) = match.presentation, let last = path.popLast() {
      presented = (last, style)
    }
    guard
      tabs.show(
        path, presenting: presented, options: match.presentation.options,
        inTabOwning: match.module)
    else {
      return .rejected(url: match.url, reason: .noTab(module: match.module))
    }
    return .navigated(match)
  }
}

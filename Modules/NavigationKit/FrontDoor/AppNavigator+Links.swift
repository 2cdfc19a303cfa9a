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
      waiting.keep(.deepLink(match), for: .lock(lock), origin: nil)
      return .deferredWhileLocked(match, lock: lock)
    }
    guard case .needsLogin = decision else { return show(match, destinations) }
    waiting.keep(.deepLink(match), for: .login, origin: nil)
    return .deferred(match)
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

extension AppNavigator {
  /// Opens a way into the app: a deep link, a universal link handed over as an activity, or a
  /// shortcut to a destination, such as `app.open(.link(url.absoluteString))`. It selects the
  /// tab that owns the link's module, dismisses everything presented, and replaces that tab's
  /// stack. Other tabs keep theirs.
  ///
  /// A link is rejected when the router does not accept it, or a destination it builds carries
  /// a value not of its kind (its ``AccessPolicy``, whatever the route's parameters said). A
  /// link to a destination needing login, opened while logged out, waits for login
  /// (``waitingForLogin``); only the destinations decide that, never the URL. While a
  /// presented screen locks navigation, it waits for the lock's release (``waitingForUnlock``).
  /// Every outcome is reported as ``NavigationEvent/deepLinkOpened(_:)``.
  ///
  /// - A web-browsing activity opens only with an `https` URL (of one of the policy's
  ///   universal-link hosts, as the router checks).
  /// - A shortcut is rejected when its destination carries a value not of its kind or no
  ///   route shows it; otherwise the link the router makes for it is opened, and waits as that
  ///   link would.
  @discardableResult
  public func open(_ entry: NavigationEntry) -> DeepLinkOutcome {
    switch entry {
    case .link(let url):
      return open(url)
    case .webBrowsing(let url?):
      let scheme = url.prefix { $0 != ":" }
      guard scheme.lowercased() == "https", scheme.count < url.count else {
        return reject(url, .schemeNotAllowed(String(scheme)))
      }
      return open(url)
    case .webBrowsing(nil):
      return reject("", .missingURL)
    case .shortcut(_, let destination):
      if case .refused(_, let invalid) = gate.decision(for: destination) {
        return reject(
          destination.description,
          .invalidDestinationValue(invalid.name, destination: destination.description))
      }
      guard let url = router.url(for: destination) else {
        return reject(destination.description, .noLink(destination: destination.description))
      }
      return open(url)
    }
  }

  private func open(_ url: String) -> DeepLinkOutcome {
    operation {
      do throws(DeepLinkRejection) {
        return report(apply(try router.match(url)))
      } catch {
        return report(.rejected(url: url, reason: error))
      }
    }
  }

  private func report(_ outcome: DeepLinkOutcome) -> DeepLinkOutcome {
    events.send(.deepLinkOpened(outcome))
    return outcome
  }

  /// Shows a match, or keeps it waiting for a lock or login; one the access check refuses is
  /// rejected even while locked.
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
      waiting.keep(.deepLink(match), lock: lock, origin: nil)
      return .deferredWhileLocked(match, lock: lock)
    }
    guard case .needsLogin = decision else { return show(match, destinations) }
    waiting.keep(.deepLink(match), lock: nil, origin: nil)
    return .deferred(match)
  }

  /// Whether the stack `match` shows, `destinations` without the presented last one and the
  /// tab's root, is deeper than a stack may be (a link's presentation is never nested).
  private func isTooDeep(_ match: DeepLinkMatch, _ destinations: [AnyDestination]) -> Bool {
    var depth = destinations.count
    if case .present = match.presentation, depth > 0 { depth -= 1 }
    if depth > 0, destinations.first == tabs.tab(owning: match.module)?.root { depth -= 1 }
    return depth > NavigationLimit.stackDepth.maximum
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

  /// Rejects an entry before it reaches the router, reporting it as a link's rejection.
  private func reject(_ url: String, _ reason: DeepLinkRejection) -> DeepLinkOutcome {
    operation { report(.rejected(url: url, reason: reason)) }
  }
}

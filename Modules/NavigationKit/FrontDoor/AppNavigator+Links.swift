extension AppNavigator {
  /// Opens a way into the app: a deep link, a universal link handed over as an activity, a
  /// shortcut to a destination, a tapped notification, a Handoff or Spotlight activity, or a
  /// widget's link, such as `app.open(.link(url.absoluteString))`. It selects the
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
  /// - A notification or an activity opens, as a shortcut does, the destination that the one
  ///   feature declaring its category or type (``EntryRoute``) maps its payload to. It is
  ///   rejected when no feature declares it, the mapping returns `nil`, or the payload is over
  ///   its limits (32 values; keys of at most 64 bytes; values of at most the policy's
  ///   `maximumLength` bytes) or holds a control character.
  /// - A widget's link opens as a link.
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
      return open(linkTo: destination, received: destination.description)
    case .notification, .activity:
      switch routedDestination(of: entry) {
      case .success(let destination): return open(linkTo: destination, received: entry.description)
      case .failure(let reason): return reject(entry.description, reason)
      }
    case .widget(let url):
      return open(url)
    }
  }

  /// Opens the link the router makes for `destination`, or rejects `received` (what the entry
  /// carried, for the report) when the destination carries a value not of its kind or no route
  /// shows it.
  private func open(linkTo destination: AnyDestination, received: String) -> DeepLinkOutcome {
    if case .refused(_, let invalid) = gate.decision(for: destination) {
      return reject(
        received, .invalidDestinationValue(invalid.name, destination: destination.description))
    }
    guard let url = router.url(for: destination) else {
      return reject(received, .noLink(destination: destination.description))
    }
    return open(url)
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

public import Observation

/// Opens deep links: reads them with a ``DeepLinkRouter`` and shows what they match.
///
/// A match selects the tab that owns its module, dismisses everything presented, and replaces
/// that tab's stack, all in one synchronous call: no sleeps, no intermediate screens. Other
/// tabs keep their stacks.
///
/// A link that builds a destination needing login (its ``AccessPolicy``), opened while logged
/// out, is deferred by the tabs' ``AccessGate``: it becomes the one pending navigation (a newer
/// one replaces it), opens exactly once when the user logs in, and is dropped on logout or once
/// it is older than the gate's expiry. Only the destinations decide whether login is needed;
/// nothing in the URL can.
///
/// While a presented screen locks navigation (``NavigationLockingScreen``), such as a form with
/// input not sent yet, a link is deferred instead: it becomes the one ``lockedLink`` (a newer
/// one replaces it) and is applied, once, when the lock is released.
///
/// Every outcome is returned and sent to the tabs' event bus as
/// ``NavigationEvent/deepLinkOpened(_:)``; a dropped pending link as
/// ``NavigationEvent/deepLinkDiscarded(url:reason:)``.
@Observable
@MainActor
public final class DeepLinkHandler {
  /// The matcher of every feature's routes.
  @ObservationIgnored public let router: DeepLinkRouter
  /// The tabs links are shown in.
  @ObservationIgnored package let tabs: TabNavigator
  /// The outcome of the pending link shown at the last login.
  @ObservationIgnored private var replayed: DeepLinkOutcome?
  /// The lock a presented screen holds now; the app's navigator sets it
  /// (`DeepLinkHandler+Locks.swift`).
  @ObservationIgnored var navigationLock: @MainActor () -> NavigationLock? = { nil }
  /// The link deferred while navigation is locked (`DeepLinkHandler+Locks.swift`).
  var locked: PendingDeepLink?

  /// Creates a handler.
  ///
  /// - Parameters:
  ///   - router: The matcher of every feature's routes.
  ///   - tabs: The tabs links are shown in; their ``TabNavigator/access`` gate holds the login
  ///     state and the pending link.
  package init(router: DeepLinkRouter, tabs: TabNavigator) {
    self.router = router
    self.tabs = tabs
  }

  /// Whether the user is logged in: the tabs' ``AccessGate/isLoggedIn``.
  public var isLoggedIn: Bool { tabs.access.isLoggedIn }

  /// The link waiting for login, or `nil` when none is (another navigation may be; see
  /// ``AccessGate/pendingNavigation``) or it has expired.
  public var pendingLink: PendingDeepLink? {
    guard let pending = tabs.access.pendingNavigation, let match = pending.deepLink else {
      return nil
    }
    return PendingDeepLink(match: match, deferredAt: pending.deferredAt)
  }

  /// Opens a link.
  ///
  /// A link is rejected when a destination it builds carries a value that is not of its kind
  /// (the destination's ``AccessPolicy``, whatever the route's parameters said).
  ///
  /// - Parameter url: The URL as received, such as `URL.absoluteString`.
  /// - Returns: Whether it navigated, was deferred until login, or was rejected, and why.
  @discardableResult
  public func open(_ url: String) -> DeepLinkOutcome {
    let outcome: DeepLinkOutcome
    do {
      outcome = apply(try router.match(url))
    } catch {
      outcome = .rejected(url: url, reason: error)
    }
    tabs.events.send(.deepLinkOpened(outcome))
    return outcome
  }

  /// Shows a match, or defers it: while navigation is locked, or until login.
  ///
  /// A link refused by the access gate is rejected even while locked; at login, a link that
  /// waited for it is deferred again if navigation is locked then.
  func apply(_ match: DeepLinkMatch) -> DeepLinkOutcome {
    let decision = tabs.access.decision(for: match.destinations)
    if case .refused(let destination, let invalid) = decision {
      return .rejected(
        url: match.url,
        reason: .invalidDestinationValue(invalid.name, destination: destination.description))
    }
    if let lock = navigationLock() {
      return deferUntilUnlocked(match, lock: lock)
    }
    guard case .needsLogin = decision else { return show(match) }
    tabs.access.deferUntilLogin(.deepLink(match)) { [weak self] in
      guard let self else { return false }
      let outcome =
        self.navigationLock().map { self.deferUntilUnlocked(match, lock: $0) } ?? self.show(match)
      self.replayed = outcome
      self.tabs.events.send(.deepLinkOpened(outcome))
      return true
    }
    return .deferred(match)
  }

  /// Logs the user in through the tabs' ``AccessGate`` and shows what waits for login.
  ///
  /// - Returns: The pending link's outcome, or `nil` when no link was waiting (another
  ///   pending navigation is shown all the same).
  @discardableResult
  public func logIn() -> DeepLinkOutcome? {
    replayed = nil
    tabs.access.logIn()
    defer { replayed = nil }
    return replayed
  }

  /// Logs the user out through the tabs' ``AccessGate``: drops the pending navigation and
  /// takes every gated destination off screen.
  public func logOut() {
    tabs.access.logOut()
  }

  private typealias Presentation = (destination: AnyDestination, style: PresentationStyle)

  private func show(_ match: DeepLinkMatch) -> DeepLinkOutcome {
    var path = match.destinations
    var presented: Presentation?
    if case .present(let style) = match.presentation, let last = path.popLast() {
      presented = (last, style)
    }
    guard tabs.show(path, presenting: presented, inTabOwning: match.module) else {
      return .rejected(url: match.url, reason: .noTab(module: match.module))
    }
    return .navigated(match)
  }
}

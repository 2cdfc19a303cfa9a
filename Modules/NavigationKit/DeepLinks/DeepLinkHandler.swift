public import Observation

/// Opens deep links: reads them with a ``DeepLinkRouter`` and shows what they match.
///
/// A match selects the tab that owns its module, dismisses everything presented, and replaces
/// that tab's stack, all in one synchronous call: no sleeps, no intermediate screens. Other
/// tabs keep their stacks.
///
/// A link whose route needs login, opened while logged out, is deferred: it becomes the one
/// pending link (a newer one replaces it), opens exactly once when the user logs in, and is
/// dropped on logout or once it is older than ``expiry``. Only the route decides whether login
/// is needed; nothing in the URL can.
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
  /// How long a deferred link waits for login before it is dropped.
  @ObservationIgnored public let expiry: Duration
  @ObservationIgnored private let now: @MainActor () -> ContinuousClock.Instant

  /// Whether the user is logged in.
  public private(set) var isLoggedIn: Bool
  private var pending: PendingDeepLink?

  /// Creates a handler.
  ///
  /// - Parameters:
  ///   - router: The matcher of every feature's routes.
  ///   - tabs: The tabs links are shown in.
  ///   - isLoggedIn: Whether the user starts logged in.
  ///   - expiry: How long a deferred link waits for login; 10 minutes by default.
  ///   - now: The clock; tests pass their own.
  package init(
    router: DeepLinkRouter,
    tabs: TabNavigator,
    isLoggedIn: Bool = false,
    expiry: Duration = .seconds(600),
    now: @escaping @MainActor () -> ContinuousClock.Instant = { ContinuousClock.now }
  ) {
    self.router = router
    self.tabs = tabs
    self.isLoggedIn = isLoggedIn
    self.expiry = expiry
    self.now = now
  }

  /// The link waiting for login, or `nil` when there is none or it has expired.
  public var pendingLink: PendingDeepLink? {
    guard let pending, !isExpired(pending) else { return nil }
    return pending
  }

  /// Opens a link.
  ///
  /// - Parameter url: The URL as received, such as `URL.absoluteString`.
  /// - Returns: Whether it navigated, was deferred until login, or was rejected, and why.
  @discardableResult
  public func open(_ url: String) -> DeepLinkOutcome {
    let outcome: DeepLinkOutcome
    do {
      let match = try router.match(url)
      if match.requiresLogin && !isLoggedIn {
        discardPending(.replaced)
        pending = PendingDeepLink(match: match, deferredAt: now())
        outcome = .deferred(match)
      } else {
        outcome = show(match)
      }
    } catch {
      outcome = .rejected(url: url, reason: error)
    }
    tabs.events.send(.deepLinkOpened(outcome))
    return outcome
  }

  /// Logs the user in and opens the pending link, if one is waiting and has not expired.
  ///
  /// - Returns: The pending link's outcome, or `nil` when none was waiting.
  @discardableResult
  public func logIn() -> DeepLinkOutcome? {
    isLoggedIn = true
    guard let pending else { return nil }
    self.pending = nil
    guard !isExpired(pending) else {
      tabs.events.send(.deepLinkDiscarded(url: pending.url, reason: .expired))
      return nil
    }
    let outcome = show(pending.match)
    tabs.events.send(.deepLinkOpened(outcome))
    return outcome
  }

  /// Logs the user out and drops the pending link.
  public func logOut() {
    isLoggedIn = false
    discardPending(.loggedOut)
  }

  private func discardPending(_ reason: DeepLinkDiscardReason) {
    guard let pending else { return }
    self.pending = nil
    tabs.events.send(
      .deepLinkDiscarded(url: pending.url, reason: isExpired(pending) ? .expired : reason))
  }

  private func isExpired(_ pending: PendingDeepLink) -> Bool {
    now() - pending.deferredAt > expiry
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

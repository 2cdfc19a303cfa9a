import Testing

@testable import NavigationKit

/// Records the events a bus sends, in order: every one, or all but screen views.
@MainActor
final class EventRecorder {
  private(set) var events: [NavigationEvent] = []

  /// Records the events of `bus`; screen views only when `screenViews` is true. They follow
  /// from the events each suite asserts, and ScreenViewEventTests pins them.
  init(_ bus: NavigationEventBus, screenViews: Bool = false) {
    bus.observe { [weak self] event in
      if !screenViews, case .screenViewed = event { return }
      self?.events.append(event)
    }
  }

  /// Returns the events recorded so far and forgets them.
  func drain() -> [NavigationEvent] {
    defer { events = [] }
    return events
  }
}

extension DeepLinkOutcome {
  /// The lock the link waits for, or `nil` when it does not wait for one.
  var lock: NavigationLock? {
    if case .deferredWhileLocked(_, let lock) = self { lock } else { nil }
  }
}

extension NavigationEvent {
  /// The outcome of the link this event reports opened, or `nil` for another event.
  var openedLink: DeepLinkOutcome? {
    if case .deepLinkOpened(let outcome) = self { outcome } else { nil }
  }
}

/// A navigator at alpha's list, with a recorder on its bus.
@MainActor
func makeNavigator() -> (Navigator, EventRecorder) {
  let navigator = Navigator(root: Alpha.list)
  return (navigator, EventRecorder(navigator.events))
}

/// An app of two tabs, "alpha" (owning alpha) and "beta" (owning beta), with no features (every
/// screen is the fallback's) and no deep-link routes, and a recorder on its bus; logged in unless
/// `isLoggedIn` is false, so gated test destinations such as `alpha.edit` show. `selected` is
/// selected before the recorder starts; the app's time is `clock`'s.
@MainActor
func makeApp(
  selected: TabID? = nil, isLoggedIn: Bool = true, clock: ManualClock = ManualClock()
) throws -> (AppNavigator, EventRecorder) {
  let app = try AppNavigator(
    router: try DeepLinkRouter(sources: []),
    tabs: [
      NavigationTab("alpha", root: AlphaDestination.list),
      NavigationTab("beta", root: BetaDestination.home),
    ],
    isLoggedIn: isLoggedIn, now: { clock.now })
  if let selected {
    try #require(app.select(selected))
  }
  return (app, EventRecorder(app.events))
}

extension NavigationEvent {
  /// The discard, for `reason`, of the link whose opening was `outcome`: deferred, it waited.
  /// An outcome that never waited gives its own opening, which no discard equals.
  static func linkDiscarded(
    _ outcome: DeepLinkOutcome, reason: WaitingNavigation.DiscardReason
  ) -> NavigationEvent {
    switch outcome {
    case .deferred(let match), .deferredWhileLocked(let match, _):
      .navigationDiscarded(.deepLink(match), reason: reason)
    case .navigated, .rejected:
      .deepLinkOpened(outcome)
    }
  }
}

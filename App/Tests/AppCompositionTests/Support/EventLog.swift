import NavigationKit

/// Records every event a bus sends, in order, for as long as it lives.
@MainActor
final class EventLog {
  private(set) var events: [NavigationEvent] = []
  private var observation: NavigationObservation?

  init(_ bus: NavigationEventBus) {
    observation = bus.observe { [weak self] event in self?.events.append(event) }
  }

  /// The outcome of every ``NavigationEvent/deepLinkOpened(_:)`` recorded, in order.
  var openedLinks: [DeepLinkOutcome] {
    events.compactMap { event in
      if case .deepLinkOpened(let outcome) = event { outcome } else { nil }
    }
  }

  /// Returns the events recorded so far and forgets them.
  func drain() -> [NavigationEvent] {
    defer { events = [] }
    return events
  }
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

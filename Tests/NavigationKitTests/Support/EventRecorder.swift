import NavigationKit

/// Records every event a bus sends, in order.
@MainActor
final class EventRecorder {
  private(set) var events: [NavigationEvent] = []

  init(_ bus: NavigationEventBus) {
    bus.observe { [weak self] event in self?.events.append(event) }
  }

  /// Returns the events recorded so far and forgets them.
  func drain() -> [NavigationEvent] {
    defer { events = [] }
    return events
  }
}

/// A navigator at alpha's list, with a recorder on its bus.
@MainActor
func makeNavigator() -> (Navigator, EventRecorder) {
  let navigator = Navigator(root: Alpha.list)
  return (navigator, EventRecorder(navigator.events))
}

/// Two tabs, "alpha" (owning alpha) and "beta" (owning beta), with a recorder on their bus;
/// logged in unless `isLoggedIn` is false, so gated test destinations such as `alpha.edit` show.
@MainActor
func makeTabs(
  selected: TabID? = nil, isLoggedIn: Bool = true
) throws -> (TabNavigator, EventRecorder) {
  let tabs = try TabNavigator(
    tabs: [
      NavigationTab("alpha", root: AlphaDestination.list),
      NavigationTab("beta", root: BetaDestination.home),
    ],
    selectedTab: selected,
    access: AccessGate(isLoggedIn: isLoggedIn)
  )
  return (tabs, EventRecorder(tabs.events))
}

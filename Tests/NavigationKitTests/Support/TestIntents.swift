import NavigationKit

/// Alpha asks to show one of beta's details.
struct ShowBetaDetail: NavigationIntent {
  let id: String
}

/// Asks to show beta's home, the root of the beta tab.
struct ShowBetaHome: NavigationIntent {}

/// Asks to show alpha's editor for an id.
struct EditAlpha: NavigationIntent {
  let id: String
}

/// Asks for a module that no tab owns.
struct ShowGamma: NavigationIntent {}

/// Everything alpha sends, routed as a test needs.
struct AlphaIntents: IntentCatalog {
  var showBetaDetail = IntentRoute<ShowBetaDetail>.unrouted
  var showBetaHome = IntentRoute<ShowBetaHome>.unrouted
  var showGamma = IntentRoute<ShowGamma>.unrouted

  init() {}

  /// Every intent routed with `presentation` to beta's detail, beta's home and gamma's start.
  init(_ presentation: Presentation) {
    showBetaDetail = route(presentation) { BetaDestination.detail(id: $0.id) }
    showBetaHome = route(presentation) { _ in BetaDestination.home }
    showGamma = route(presentation) { _ in GammaDestination.start }
  }
}

/// The route of `Intent` to `destination`, shown with `presentation`.
private func route<Intent: NavigationIntent, Destination: NavigationDestination>(
  _ presentation: Presentation, to destination: @escaping @Sendable (Intent) -> Destination
) -> IntentRoute<Intent> {
  switch presentation {
  case .push: .push(destination)
  case .present(let style, let options): .present(as: style, options: options, destination)
  case .selectOwningTab: .selectOwningTab(destination)
  }
}

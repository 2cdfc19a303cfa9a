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

/// An intent nobody registers a handler for.
struct Orphan: NavigationIntent {
  let note: String
}

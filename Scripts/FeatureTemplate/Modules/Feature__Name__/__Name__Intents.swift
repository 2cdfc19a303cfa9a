public import NavigationKit

/// Every intent __Name__ sends to other modules. The composition root routes each one; the
/// feature's screens send intents only through this catalog, so none lacks a route.
public struct __Name__Intents: IntentCatalog {
  /// Shows the app's home screen, which another module owns.
  public var showHome: IntentRoute<ShowHome>

  /// Creates the catalog from the composition root's routes.
  ///
  /// - Parameter showHome: Where ``ShowHome`` leads.
  public init(showHome: IntentRoute<ShowHome>) {
    self.showHome = showHome
  }
}

/// __Name__ asks to show the app's home screen.
///
/// __Name__ declares this intent and imports no other feature: the composition root decides
/// which module shows the home screen and how.
public struct ShowHome: NavigationIntent {
  /// Creates the intent.
  public init() {}
}

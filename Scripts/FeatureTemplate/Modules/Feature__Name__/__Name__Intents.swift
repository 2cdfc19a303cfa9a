public import NavigationKit

/// Every intent __Name__ sends to other modules. The composition root routes each one in the
/// feature's wiring; the feature's screens send intents only through this catalog.
///
/// A new intent is one property here, the screen that sends it, and one line in the feature's
/// wiring file, `__Name__Wiring.swift` in the composition root; tests and previews need no edit.
public struct __Name__Intents: IntentCatalog {
  /// Shows the app's home screen, which another module owns.
  public var showHome = IntentRoute<ShowHome>.unrouted

  /// Creates the catalog with every intent unrouted, as tests and previews use it.
  public init() {}
}

/// __Name__ asks to show the app's home screen.
///
/// __Name__ declares this intent and imports no other feature: the composition root decides
/// which module shows the home screen and how.
public struct ShowHome: NavigationIntent {
  /// Creates the intent.
  public init() {}
}

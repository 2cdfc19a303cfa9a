#if canImport(SwiftUI)
  public import NavigationKit
  public import SwiftUI

  private struct NavigationHandlerKey: EnvironmentKey {
    static let defaultValue = NavigationHandler.diagnosing
  }

  extension EnvironmentValues {
    /// What views call to navigate, cross-module intents included: the one way a view
    /// navigates.
    ///
    /// The app's root provides the app's handler, and each ``ModularNavigationStack`` one that
    /// acts on its own stack (`NavigationHandler(app:stack:)`). Without one, it is
    /// `NavigationHandler.diagnosing`, which records the action instead of crashing, so
    /// previews of a feature's views work with no app around them.
    public var navigationHandler: NavigationHandler {
      get { self[NavigationHandlerKey.self] }
      set { self[NavigationHandlerKey.self] = newValue }
    }
  }
#endif

#if canImport(SwiftUI)
  public import NavigationKit
  public import SwiftUI

  private struct NavigationHandlerKey: EnvironmentKey {
    static let defaultValue = NavigationHandler.diagnosing
  }

  extension EnvironmentValues {
    /// What views call to navigate, cross-module intents included.
    ///
    /// The composition root provides the handler of its tabs. Without one, it is
    /// ``NavigationHandler/diagnosing``, which records the action instead of crashing, so
    /// previews of a feature's views work with no app around them.
    public var navigationHandler: NavigationHandler {
      get { self[NavigationHandlerKey.self] }
      set { self[NavigationHandlerKey.self] = newValue }
    }
  }
#endif

#if canImport(SwiftUI)
  public import NavigationKit
  public import SwiftUI

  private struct NavigatorKey: EnvironmentKey {
    static let defaultValue: Navigator? = nil
  }

  private struct StackNavigationHandlerKey: EnvironmentKey {
    static let defaultValue = NavigationHandler.diagnosing
  }

  extension EnvironmentValues {
    /// The navigator of the stack the view is shown in: a tab's, or the sheet's or cover's
    /// when the view is presented; `nil` outside a ``ModularNavigationStack``.
    ///
    /// ```swift
    /// @Environment(\.navigator) private var navigator
    /// Button("Track") { navigator?.push(OrdersDestination.tracking(orderId: id)) }
    /// ```
    public var navigator: Navigator? {
      get { self[NavigatorKey.self] }
      set { self[NavigatorKey.self] = newValue }
    }

    /// What views call to navigate in the stack they are shown in, alongside the app-wide
    /// ``navigationHandler``: a view inside a sheet pushes onto the sheet's stack, and
    /// `.dismiss` closes that sheet (`NavigationHandler(app:stack:)`).
    ///
    /// Without a ``ModularNavigationStack`` around the view it is
    /// `NavigationHandler.diagnosing`, as the app-wide handler is.
    public var stackNavigationHandler: NavigationHandler {
      get { self[StackNavigationHandlerKey.self] }
      set { self[StackNavigationHandlerKey.self] = newValue }
    }
  }
#endif

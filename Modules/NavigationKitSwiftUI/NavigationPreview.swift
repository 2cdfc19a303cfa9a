#if canImport(SwiftUI)
  public import NavigationKit
  public import SwiftUI

  extension View {
    /// Gives the view a recording navigation environment, for a preview: every action its
    /// buttons perform, app-wide or on their stack, is recorded in `log` and not performed.
    ///
    /// ```swift
    /// struct OrdersListPreviews: PreviewProvider {
    ///   static var previews: some View {
    ///     ScreenModelView(OrdersListScreen.sample).navigationPreview()
    ///   }
    /// }
    /// ```
    ///
    /// - Parameter log: Where the actions are recorded; a new log when not given.
    /// - Returns: The view, navigating into `log`.
    public func navigationPreview(_ log: NavigationActionLog = NavigationActionLog()) -> some View {
      environment(\.navigationHandler, log.handler)
    }
  }
#endif

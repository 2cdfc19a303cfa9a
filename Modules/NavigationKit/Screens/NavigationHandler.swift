/// What a view calls to navigate: one closure that performs a ``NavigationAction``, cross-module
/// intents included, so views never hold a navigator or know another module.
///
/// Where none was handed down through the SwiftUI environment (a preview, a view built in
/// isolation), the adapter's default handler records the action in
/// ``NavigationActionLog/unhandled`` instead of crashing.
public struct NavigationHandler: Sendable {
  private let performAction: @MainActor @Sendable (NavigationAction) -> Void

  package init(perform: @escaping @MainActor @Sendable (NavigationAction) -> Void) {
    self.performAction = perform
  }

  /// A handler that performs actions on `app`: on what the user sees, or, given `stack`, on the
  /// stack a view is shown in (``AppNavigator/perform(_:in:)``), even while something else is
  /// shown above it.
  ///
  /// ```swift
  /// let inSheet = NavigationHandler(app: app, stack: sheetNavigator)
  /// inSheet(.push(OrdersDestination.tracking(orderId: "A-1")))   // onto the sheet's stack
  /// ```
  @MainActor
  public init(app: AppNavigator, stack: Navigator? = nil) {
    // A stack that went away performs nothing, rather than acting on what the user sees.
    self.init { [weak app, weak stack, hasStack = stack != nil] action in
      guard let app, (stack != nil) == hasStack else { return }
      app.perform(action, in: stack)
    }
  }

  /// Performs `action`.
  @MainActor
  public func callAsFunction(_ action: NavigationAction) {
    performAction(action)
  }

  /// The handler used where none was provided: it records in ``NavigationActionLog/unhandled``.
  package static let diagnosing = NavigationHandler { action in
    NavigationActionLog.unhandled.record(action)
  }
}

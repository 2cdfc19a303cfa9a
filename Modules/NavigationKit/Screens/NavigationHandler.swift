/// What a view calls to navigate: one closure that performs a ``NavigationAction``, cross-module
/// intents included, so views never hold a navigator or know another module.
///
/// The composition root hands views a handler through the SwiftUI environment: the app's, and
/// inside each stack, one that acts on that stack (``init(app:stack:)``). Where none was handed
/// down (a preview, a view built in isolation), the adapter's default handler records the action in
/// ``NavigationActionLog/unhandled`` instead of crashing.
public struct NavigationHandler: Sendable {
  private let performAction: @MainActor @Sendable (NavigationAction) -> Void

  /// A handler that performs actions with `perform`: the app's and a log's are made with it.
  package init(perform: @escaping @MainActor @Sendable (NavigationAction) -> Void) {
    self.performAction = perform
  }

  /// A handler that performs actions on `app`: on what the user sees, or, given `stack`, as
  /// offered on `stack` — the stack a view is shown in, rather than whatever the user sees on
  /// top (``AppNavigator/perform(_:in:)``).
  ///
  /// A view inside a sheet pushes onto the sheet's stack with a handler given that stack, even
  /// while something else is shown above, and its `.dismiss` closes that sheet.
  ///
  /// ```swift
  /// let inSheet = NavigationHandler(app: app, stack: sheetNavigator)
  /// inSheet(.push(OrdersDestination.tracking(orderId: "A-1")))   // onto the sheet's stack
  /// ```
  @MainActor
  public init(app: AppNavigator, stack: Navigator? = nil) {
    guard let stack else {
      self.init { [weak app] action in app?.perform(action) }
      return
    }
    self.init { [weak app, weak stack] action in
      guard let app, let stack else { return }
      app.perform(action, in: stack)
    }
  }

  /// Performs `action`.
  @MainActor
  public func callAsFunction(_ action: NavigationAction) {
    performAction(action)
  }

  /// The handler used where none was provided: it performs nothing and records each action in
  /// ``NavigationActionLog/unhandled``, so a preview keeps working and the gap can be seen.
  package static let diagnosing = NavigationHandler { action in
    NavigationActionLog.unhandled.record(action)
  }
}

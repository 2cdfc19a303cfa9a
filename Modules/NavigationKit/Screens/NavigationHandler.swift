/// What a view calls to navigate: one closure that performs a ``NavigationAction``, cross-module
/// intents included, so views never hold a navigator or know another module.
///
/// The composition root hands views the handler of its tabs through the SwiftUI environment.
/// Where none was handed down (a preview, a view built in isolation), the default
/// ``diagnosing`` handler records the action in ``NavigationDiagnostics`` instead of crashing.
public struct NavigationHandler: Sendable {
  private let performAction: @MainActor @Sendable (NavigationAction) -> Void

  /// A handler that performs actions with `perform`.
  public init(perform: @escaping @MainActor @Sendable (NavigationAction) -> Void) {
    self.performAction = perform
  }

  /// A handler that performs actions on `app`: on what the user sees.
  @MainActor
  public init(app: AppNavigator) {
    self.init { [weak app] action in app?.perform(action) }
  }

  /// Performs `action`.
  @MainActor
  public func callAsFunction(_ action: NavigationAction) {
    performAction(action)
  }

  /// The handler used where none was provided: it performs nothing and records each action in
  /// ``NavigationDiagnostics/shared``, so a preview keeps working and the gap can be seen.
  public static let diagnosing = NavigationHandler { action in
    NavigationDiagnostics.shared.record(action)
  }
}

public import Observation

/// Actions performed where no ``NavigationHandler`` was provided: a diagnosis, not a crash.
///
/// A preview or test can show or assert ``unhandledActions``; an app wired by its composition
/// root never records any.
@Observable
@MainActor
public final class NavigationDiagnostics {
  /// The diagnostics of views that were given no handler.
  public static let shared = NavigationDiagnostics()

  /// Every action performed without a handler, oldest first.
  public private(set) var unhandledActions: [NavigationAction] = []

  /// Creates an empty log.
  package init() {}

  /// Records an action performed without a handler.
  public func record(_ action: NavigationAction) {
    unhandledActions.append(action)
  }

  /// Forgets every recorded action.
  public func removeAll() {
    unhandledActions.removeAll()
  }
}

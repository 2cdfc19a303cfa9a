public import Observation

/// A log of navigation actions that records them instead of performing them: what a preview or
/// a view built in isolation navigates with.
///
/// ```swift
/// let log = NavigationActionLog()
/// log.handler(.push(OrdersDestination.detail(orderId: "A-1")))
/// log.actions   // [.push(orders.detail(orderId: "A-1"))]
/// ```
@Observable
@MainActor
public final class NavigationActionLog {
  /// The actions performed where no handler was provided: a diagnosis, not a crash.
  public static let unhandled = NavigationActionLog()

  /// Every action recorded, oldest first.
  public private(set) var actions: [NavigationAction] = []

  /// Creates an empty log.
  public init() {}

  /// A handler that records each action in this log and performs nothing.
  public var handler: NavigationHandler {
    NavigationHandler { [weak self] action in self?.record(action) }
  }

  package func record(_ action: NavigationAction) {
    actions.append(action)
  }

  package func removeAll() {
    actions.removeAll()
  }
}

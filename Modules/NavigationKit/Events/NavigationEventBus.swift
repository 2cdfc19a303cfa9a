/// Delivers ``NavigationEvent`` values to observers, in the order they happen.
///
/// A ``TabNavigator`` and all of its navigators share one bus, so a single observer sees every
/// change of the app.
///
/// ```swift
/// let observation = bus.observe { event in logger.log("\(event)") }
/// // later
/// bus.cancel(observation)
/// ```
@MainActor
public final class NavigationEventBus {
  private var observers: [(id: Int, body: @MainActor (NavigationEvent) -> Void)] = []
  private var nextID = 0

  /// Creates a bus with no observers.
  public init() {}

  /// Calls `observer` with every event sent from now on, until cancelled.
  ///
  /// - Parameter observer: Receives each event on the main actor.
  /// - Returns: A token that ``cancel(_:)`` takes to stop the observation.
  @discardableResult
  public func observe(
    _ observer: @escaping @MainActor (NavigationEvent) -> Void
  ) -> NavigationObservation {
    nextID += 1
    observers.append((nextID, observer))
    return NavigationObservation(id: nextID)
  }

  /// Stops an observation; cancelling one twice does nothing.
  public func cancel(_ observation: NavigationObservation) {
    observers.removeAll { $0.id == observation.id }
  }

  /// Sends `event` to every observer.
  public func send(_ event: NavigationEvent) {
    for observer in observers {
      observer.body(event)
    }
  }
}

/// A token for one observation of a ``NavigationEventBus``.
public struct NavigationObservation: Hashable, Sendable {
  let id: Int
}

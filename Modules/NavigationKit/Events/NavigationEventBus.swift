/// Delivers ``NavigationEvent`` values to observers, in the order they happen.
///
/// An app's navigators all report to one bus, ``AppNavigator/events``; an app of several scenes
/// has one more, which gets every scene's events with the scene's name
/// (``AppScenes/observe(_:)``). It only reports: nothing in the framework waits for an event.
///
/// ```swift
/// let observation = app.events.observe { event in logger.log("\(event)") }
/// // later
/// app.events.cancel(observation)
/// ```
@MainActor
public final class NavigationEventBus {
  private var observers: [(id: Int, body: @MainActor (SceneID?, NavigationEvent) -> Void)] = []
  private var nextID = 0
  /// Events sent while others are delivered, with their scenes.
  private var queue: [(SceneID?, NavigationEvent)] = []
  private var isDelivering = false

  /// Calls `observer` on the main actor with every event sent from now on, until the returned
  /// token is passed to ``cancel(_:)``.
  @discardableResult
  public func observe(
    _ observer: @escaping @MainActor (NavigationEvent) -> Void
  ) -> NavigationObservation {
    observeScenes { _, event in observer(event) }
  }

  /// ``observe(_:)``, with the scene each event was sent from (`nil` for none).
  @discardableResult
  func observeScenes(
    _ observer: @escaping @MainActor (SceneID?, NavigationEvent) -> Void
  ) -> NavigationObservation {
    nextID += 1
    observers.append((nextID, observer))
    return NavigationObservation(bus: ObjectIdentifier(self), id: nextID)
  }

  /// Stops an observation; cancelling one twice, or one of another bus, does nothing.
  public func cancel(_ observation: NavigationObservation) {
    guard observation.bus == ObjectIdentifier(self) else { return }
    observers.removeAll { $0.id == observation.id }
  }

  /// Whether anyone observes the bus; navigators skip making events nobody would receive.
  var isObserved: Bool { !observers.isEmpty }

  /// Sends `event`, which happened in `scene`, to every observer: after the event being
  /// delivered, if any, so all observers see events in the same order.
  func send(_ event: NavigationEvent, scene: SceneID? = nil) {
    guard !isDelivering else { return queue.append((scene, event)) }
    // The event goes straight to the observers, and only what they send meanwhile is queued:
    // queuing every event cost the SwiftUI row of the benchmark table about 10%.
    isDelivering = true
    deliver(event, scene: scene)
    var next = 0
    while next < queue.count {
      let (scene, event) = queue[next]
      next += 1
      deliver(event, scene: scene)
    }
    if !queue.isEmpty { queue.removeAll(keepingCapacity: true) }
    isDelivering = false
  }

  private func deliver(_ event: NavigationEvent, scene: SceneID?) {
    for observer in observers { observer.body(scene, event) }
  }
}

/// A token for one observation of a ``NavigationEventBus``.
public struct NavigationObservation: Hashable, Sendable {
  let bus: ObjectIdentifier
  let id: Int
}

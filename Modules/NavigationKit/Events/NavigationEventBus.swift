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
  /// Not checked for exclusivity at run time: every access is on the main actor and brief (a
  /// delivery loops over a copy), and every change of every navigator reads it.
  @exclusivity(unchecked)
  private var observers: [(id: Int, body: @MainActor (NavigationEvent) -> Void)] = []
  private var nextID = 0
  private var queue: [NavigationEvent] = []
  private var isDelivering = false
  /// Called once the app settles after a change (``observeSettling(_:)``).
  private var settlingObservers: [@MainActor () -> Void] = []
  /// How many changes made as one (``performAsOneChange(_:)``) are under way.
  private var oneChangeDepth = 0
  /// Whether an event was sent since the app last settled.
  private var isUnsettled = false
  private var isSettling = false

  /// Creates a bus with no observers.
  package init() {}

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
    return NavigationObservation(bus: ObjectIdentifier(self), id: nextID)
  }

  /// Stops an observation; cancelling one twice, or one of another bus, does nothing.
  public func cancel(_ observation: NavigationObservation) {
    guard observation.bus == ObjectIdentifier(self) else { return }
    observers.removeAll { $0.id == observation.id }
  }

  /// Whether anyone observes the bus; navigators skip making events nobody would receive.
  var isObserved: Bool { !observers.isEmpty || !settlingObservers.isEmpty }

  /// Calls `observer` each time the app settles after a change: after an event sent on its
  /// own, or once at the end of a change made of several (``performAsOneChange(_:)``), such as
  /// a restore, a logout or a deep link shown. What it does, such as applying a deferred link,
  /// never lands between the steps of another change.
  func observeSettling(_ observer: @escaping @MainActor () -> Void) {
    settlingObservers.append(observer)
  }

  /// Makes the events `body` sends one change, as observers of settling see it: they are
  /// called once, after `body` (and after the outermost such change, when they nest).
  func performAsOneChange<Result>(_ body: () -> Result) -> Result {
    oneChangeDepth += 1
    let result = body()
    oneChangeDepth -= 1
    settleIfNeeded()
    return result
  }

  /// Sends `event` to every observer.
  ///
  /// An event sent by an observer while another is being delivered waits until every observer
  /// has received the first, so all observers see events in the same order.
  public func send(_ event: NavigationEvent) {
    guard !isDelivering else {
      queue.append(event)
      return
    }
    isDelivering = true
    deliver(event)
    var next = 0
    while next < queue.count {
      let event = queue[next]
      next += 1
      deliver(event)
    }
    queue.removeAll(keepingCapacity: true)
    isDelivering = false
    isUnsettled = true
    settleIfNeeded()
  }

  /// Calls the observers of settling when an event was sent and no change is under way; what
  /// they change settles in the same loop, never by recursion.
  private func settleIfNeeded() {
    guard isUnsettled, oneChangeDepth == 0, !isSettling, !isDelivering else { return }
    isSettling = true
    defer { isSettling = false }
    while isUnsettled {
      isUnsettled = false
      for observer in settlingObservers {
        observer()
      }
    }
  }

  private func deliver(_ event: NavigationEvent) {
    for observer in observers {
      observer.body(event)
    }
  }
}

/// A token for one observation of a ``NavigationEventBus``.
public struct NavigationObservation: Hashable, Sendable {
  let bus: ObjectIdentifier
  let id: Int
}

public import NavigationKit

/// Records every event a `NavigationEventBus` sends, for a test to assert.
///
/// ```swift
/// let recorder = NavigationRecorder(app.events)
/// app.perform(.push(OrdersDestination.detail(orderId: "A-1")))
/// #expect(recorder.descriptions == [#"orders: pushed orders.detail(orderId: "A-1")"#])
/// ```
@MainActor
public final class NavigationRecorder {
  /// The events received, oldest first.
  public private(set) var events: [NavigationEvent] = []
  private let bus: NavigationEventBus
  private var observation: NavigationObservation?

  /// Starts recording the events of `bus`.
  ///
  /// - Parameter bus: The bus to observe, such as an app's `events`.
  public convenience init(_ bus: NavigationEventBus) {
    self.init(bus, screenViews: true)
  }

  /// Starts recording the events of `bus`, with ``NavigationEvent/screenViewed(_:scope:)``
  /// only when `screenViews` is true.
  package init(_ bus: NavigationEventBus, screenViews: Bool) {
    self.bus = bus
    observation = bus.observe { [weak self] event in
      if !screenViews, case .screenViewed = event { return }
      self?.events.append(event)
    }
  }

  /// Each event as its one-line description, oldest first.
  public var descriptions: [String] { events.map(\.description) }

  /// Forgets the events recorded so far.
  public func removeAll() {
    events.removeAll()
  }

  /// Stops recording; the events recorded so far are kept.
  public func stop() {
    if let observation {
      bus.cancel(observation)
    }
    observation = nil
  }
}

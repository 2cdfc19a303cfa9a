public import NavigationKit

extension FeatureHarness {
  /// The events of the steps since the last assertion, oldest first.
  public var unassertedEvents: [NavigationEvent] { Array(recorder.events[settledEvents...]) }

  /// Asserts that the steps since the last assertion caused exactly `events`, in order; they
  /// count as asserted either way.
  ///
  /// - Parameter events: The events expected.
  /// - Throws: ``HarnessError/eventsDiffer(expected:actual:)`` naming both lists when they
  ///   differ.
  public func expect(_ events: [NavigationEvent]) throws(HarnessError) {
    let actual = unassertedEvents
    settledEvents = recorder.events.count
    guard actual == events else {
      throw .eventsDiffer(expected: events.map(\.description), actual: actual.map(\.description))
    }
  }

  /// Lets the events of the steps since the last assertion go unasserted, as an exhaustive
  /// test does for a step it is not about.
  public func skipEvents() {
    settledEvents = recorder.events.count
  }

  /// Ends an exhaustive test: throws when events of a step were not asserted. Call it last.
  ///
  /// - Throws: ``HarnessError/unassertedEvents(_:)`` naming every event left.
  public func finish() throws(HarnessError) {
    let left = unassertedEvents
    settledEvents = recorder.events.count
    guard left.isEmpty || exhaustivity == .nonExhaustive else {
      throw .unassertedEvents(left.map(\.description))
    }
  }
}

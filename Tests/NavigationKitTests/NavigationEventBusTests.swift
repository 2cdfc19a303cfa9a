import Testing

@testable import NavigationKit

@MainActor
@Suite struct NavigationEventBusTests {
  let first = NavigationEvent.pushed([Alpha.detail("1")], scope: .tab("alpha"))
  let second = NavigationEvent.popped([Alpha.detail("1")], scope: .tab("alpha"))
  let third = NavigationEvent.tabSelected(from: "alpha", to: "beta")

  @Test func observersReceiveEventsInOrder() {
    let bus = NavigationEventBus()
    var log: [String] = []
    bus.observe { log.append("A \($0)") }
    bus.observe { log.append("B \($0)") }

    bus.send(first)
    bus.send(second)

    #expect(log == ["A \(first)", "B \(first)", "A \(second)", "B \(second)"])
  }

  @Test func observersSeeOnlyEventsSentAfterObserving() {
    let bus = NavigationEventBus()
    bus.send(first)

    let recorder = EventRecorder(bus)
    bus.send(second)

    #expect(recorder.events == [second])
  }

  @Test func cancelStopsDeliveryToThatObserverOnly() {
    let bus = NavigationEventBus()
    var cancelled: [NavigationEvent] = []
    let observation = bus.observe { cancelled.append($0) }
    let recorder = EventRecorder(bus)

    bus.send(first)
    bus.cancel(observation)
    bus.send(second)
    bus.cancel(observation)
    bus.send(third)

    #expect(cancelled == [first])
    #expect(recorder.events == [first, second, third])
  }

  @Test func eachObservationHasItsOwnToken() {
    let bus = NavigationEventBus()

    let one = bus.observe { _ in }
    let two = bus.observe { _ in }

    #expect(one != two)
  }

  @Test func aTokenOfAnotherBusCancelsNothing() {
    let bus = NavigationEventBus()
    let other = NavigationEventBus()
    var received: [NavigationEvent] = []
    bus.observe { received.append($0) }
    let foreign = other.observe { _ in }

    bus.cancel(foreign)
    bus.send(.tabSelected(from: "a", to: "b"))

    #expect(received == [.tabSelected(from: "a", to: "b")])
  }

  @Test func navigatorsSharingABusReportToIt() {
    let bus = NavigationEventBus()
    let recorder = EventRecorder(bus)
    let alpha = Navigator(root: Alpha.list, scope: .tab("alpha"), events: bus, gate: nil)
    let beta = Navigator(root: Beta.home, scope: .tab("second"), events: bus, gate: nil)

    alpha.push(Alpha.detail("1"))
    beta.push(Beta.detail("1"))

    #expect(
      recorder.events == [
        .pushed([Alpha.detail("1")], scope: .tab("alpha")),
        .pushed([Beta.detail("1")], scope: .tab("second")),
      ])
  }

  @Test func anObserverReactingToAnEventDoesNotReorderLaterObservers() {
    let bus = NavigationEventBus()
    let navigator = Navigator(root: Alpha.list, scope: .tab("alpha"), events: bus, gate: nil)
    // The owner of a dialog reacts to its action by navigating, as DialogAction documents.
    bus.observe { event in
      if case .dialogActionSelected = event { navigator.push(Alpha.edit("1")) }
    }
    let recorder = EventRecorder(bus)
    navigator.showAlert(DialogState(title: "Edit?", actions: [DialogAction(title: "Edit")]))

    _ = navigator.selectDialogAction(id: "Edit")

    // Observers registered after the reacting one still see the selection before the push.
    #expect(
      recorder.events == [
        .alertPresented(
          DialogState(title: "Edit?", actions: [DialogAction(title: "Edit")]), scope: .tab("alpha")),
        .dialogActionSelected(DialogAction(title: "Edit"), dialog: "Edit?", scope: .tab("alpha")),
        .pushed([Alpha.edit("1")], scope: .tab("alpha")),
      ])
  }
}

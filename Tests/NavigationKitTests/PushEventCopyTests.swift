import Testing

@testable import NavigationKit

/// A push or pop event's destinations are the observer's own, however many events follow.
@MainActor
@Suite struct PushEventCopyTests {
  @Test func eachKeptEventKeepsTheDestinationItWasAbout() {
    let navigator = Navigator(root: AlphaDestination.list.erased)
    let recorder = EventRecorder(navigator.events)

    navigator.push(AlphaDestination.edit(id: "1"))
    navigator.push(AlphaDestination.edit(id: "2"))
    navigator.pop()
    navigator.pop()

    #expect(
      recorder.drain() == [
        .pushed([AlphaDestination.edit(id: "1").erased], scope: .tab("alpha")),
        .pushed([AlphaDestination.edit(id: "2").erased], scope: .tab("alpha")),
        .popped([AlphaDestination.edit(id: "2").erased], scope: .tab("alpha")),
        .popped([AlphaDestination.edit(id: "1").erased], scope: .tab("alpha")),
      ])
  }

  @Test func anEventDroppedByItsObserverLeavesLaterEventsRight() {
    let navigator = Navigator(root: AlphaDestination.list.erased)
    var last: NavigationEvent?
    navigator.events.observe { last = $0 }

    navigator.push(AlphaDestination.edit(id: "1"))
    #expect(last == .pushed([AlphaDestination.edit(id: "1").erased], scope: .tab("alpha")))
    last = nil
    navigator.push(AlphaDestination.edit(id: "2"))

    #expect(last == .pushed([AlphaDestination.edit(id: "2").erased], scope: .tab("alpha")))
    #expect(
      navigator.path == [
        AlphaDestination.edit(id: "1").erased, AlphaDestination.edit(id: "2").erased,
      ])
  }
}

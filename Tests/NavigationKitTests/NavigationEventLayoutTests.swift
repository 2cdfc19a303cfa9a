import NavigationKit
import Testing

/// Every push and pop an observer sees is made, copied and destroyed as a `NavigationEvent`,
/// whose size is its largest case's. The rare events with large payloads (a dialog's chosen
/// action, a link's outcome, waiting navigation) are boxed so the common ones stay small.
@Suite struct NavigationEventLayoutTests {
  @Test func anEventIsNoLargerThanAPresentationEventAndItsTag() {
    #expect(MemoryLayout<NavigationEvent>.size <= 72)
  }

  @Test func aBoxedEventReadsAndComparesAsItsPayload() {
    let chosen = NavigationEvent.dialogActionSelected(.cancel("Close"), dialog: "Share", scope: "b")
    let copy = chosen
    #expect(copy == .dialogActionSelected(.cancel("Close"), dialog: "Share", scope: "b"))
    #expect(copy != .dialogActionSelected(.cancel("Keep"), dialog: "Share", scope: "b"))
    guard case .dialogActionSelected(_, let dialog, let scope) = copy else {
      Issue.record("the case changed")
      return
    }
    #expect(dialog == "Share" && scope == "b")
  }
}

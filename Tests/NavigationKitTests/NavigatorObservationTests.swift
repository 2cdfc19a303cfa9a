import Observation
import Testing

@testable import NavigationKit

/// A navigator's path is observable, as SwiftUI observes it, whatever the navigator skips
/// while nobody has read it.
@MainActor
@Suite struct NavigatorObservationTests {
  /// Whether `change` changes what `read` reads, as observation tracking sees it.
  func changes(_ read: @escaping () -> Void, _ change: () -> Void) -> Bool {
    let fired = Flag()
    withObservationTracking(read) { fired.set() }
    change()
    return fired.isSet
  }

  @Test(arguments: ["push", "pop", "popToRoot", "setPath", "setStack"])
  func everyChangeOfThePathIsAnnounced(change: String) {
    let navigator = Navigator(root: Alpha.list)
    navigator.push(Alpha.detail("1"))

    let announced = changes({ _ = navigator.path }) {
      switch change {
      case "push": navigator.push(Alpha.detail("2"))
      case "pop": navigator.pop()
      case "popToRoot": navigator.popToRoot()
      case "setPath": navigator.setPath([Alpha.edit("1")])
      default: navigator.setStack([])
      }
    }

    #expect(announced)
  }

  @Test func readingTheCurrentScreenObservesThePath() {
    let navigator = Navigator(root: Alpha.list)

    #expect(changes({ _ = navigator.current }) { navigator.push(Alpha.detail("1")) })
    #expect(navigator.current == Alpha.detail("1"))
  }

  @Test func aNavigatorNobodyReadChangesAllTheSame() {
    let navigator = Navigator(root: Alpha.list)
    let recorder = EventRecorder(navigator.events)

    navigator.push(Alpha.detail("1"))
    navigator.push(Alpha.detail("2"))
    let popped = navigator.pop()

    #expect(popped == Alpha.detail("2"))
    #expect(navigator.path == [Alpha.detail("1")])
    #expect(changes({ _ = navigator.path }) { navigator.pop() })
    #expect(recorder.events.count == 4)
  }

  @Test func anUnchangedPathIsNotAnnounced() {
    let navigator = Navigator(root: Alpha.list)

    #expect(!changes({ _ = navigator.path }) { navigator.pop() })
    #expect(!changes({ _ = navigator.path }) { navigator.setPath([]) })
  }
}

/// A flag an observation's change handler sets.
private final class Flag: @unchecked Sendable {
  // `@unchecked`: the handler runs synchronously on the main actor in these tests, the only
  // thread that touches the flag.
  private(set) var isSet = false
  func set() { isSet = true }
}

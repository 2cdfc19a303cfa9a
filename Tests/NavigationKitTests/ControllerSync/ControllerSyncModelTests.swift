import Testing

@testable import NavigationKit

/// A model test: an app's navigator and a simulated navigation controller, changed at random
/// by the app (pushes, pops, pops to root, replaced paths, presentations), by the user (the
/// back button, the back menu, a swipe that may be cancelled, a sheet swiped down) and by
/// animations ending at random times, with an adapter that does what the syncs say — as
/// NavigationKitUIKit's does. After every change settles, both sides show the same thing; no
/// report is an echo; a user's pop the app did not overtake becomes the navigator's path; and
/// a screen that stays is never rebuilt.
@MainActor
@Suite struct ControllerSyncModelTests {
  /// A navigation controller as the adapter sees it: screens (a destination and the serial
  /// number of the screen made for it), and an animation that ends when the test says.
  struct SimulatedController {
    var screens: [(destination: AnyDestination, serial: Int)]
    var nextSerial = 0
    var isAnimating = false
    var presented: ShownModal?
    var isPresenting = false

    var stack: [AnyDestination] { screens.map(\.destination) }

    init(stack: [AnyDestination]) {
      screens = []
      for destination in stack { screens.append(make(destination)) }
    }

    mutating func make(_ destination: AnyDestination) -> (AnyDestination, Int) {
      nextSerial += 1
      return (destination, nextSerial)
    }
  }

  /// The adapter: reacts to the navigator's changes (delivered later, as observation's
  /// `onChange` is) and to the ends of the controller's animations.
  @MainActor struct Adapter {
    let app: AppNavigator
    let navigator: Navigator
    var stackSync: NavigationStackSync
    var modalSync = ModalSync()
    var controller: SimulatedController
    var reports = 0

    init(app: AppNavigator, navigator: Navigator) {
      self.app = app
      self.navigator = navigator
      stackSync = NavigationStackSync(root: navigator.root, path: navigator.path)
      controller = SimulatedController(stack: [navigator.root] + navigator.path)
    }

    /// Steps until the syncs say nothing; a bounded number of steps, or the test fails.
    mutating func synchronize(sourceLocation: SourceLocation = #_sourceLocation) {
      for _ in 0..<8 {
        if let step = stackSync.step(
          navigatorPath: navigator.path, controllerStack: controller.stack)
        {
          perform(step, sourceLocation: sourceLocation)
        } else if let step = modalSync.step(
          navigator: ShownModal(of: navigator), controller: controller.presented)
        {
          perform(step, sourceLocation: sourceLocation)
        } else {
          return
        }
      }
      Issue.record("the syncs did not settle in 8 steps", sourceLocation: sourceLocation)
    }

    mutating func perform(_ step: NavigationStackSync.Step, sourceLocation: SourceLocation) {
      switch step {
      case .show(let stack, let animated, let reusing):
        // UIKit cannot take a new stack mid-animation: the sync waits for the end.
        #expect(
          !controller.isAnimating, "a stack set while one animates", sourceLocation: sourceLocation)
        #expect(stack.count == reusing.count, sourceLocation: sourceLocation)
        let old = controller.screens
        var screens: [(destination: AnyDestination, serial: Int)] = []
        for (destination, index) in zip(stack, reusing) {
          if let index {
            #expect(old[index].destination == destination, sourceLocation: sourceLocation)
            screens.append(old[index])
          } else {
            screens.append(controller.make(destination))
          }
        }
        #expect(
          Set(screens.map(\.serial)).count == screens.count, "a screen shown twice",
          sourceLocation: sourceLocation)
        controller.screens = screens
        if animated {
          controller.isAnimating = true
          stackSync.beginTransition()
        }
      case .reportPath(let path):
        #expect(
          !controller.isAnimating, "a stack reported before its animation ended",
          sourceLocation: sourceLocation)
        #expect(path != navigator.path, "an echo reported", sourceLocation: sourceLocation)
        reports += 1
        app.setPath(path, of: navigator)
      }
    }

    mutating func perform(_ step: ModalSync.Step, sourceLocation: SourceLocation) {
      switch step {
      case .present(let shown), .replace(with: let shown):
        #expect(
          !controller.isPresenting, "presented mid-transition", sourceLocation: sourceLocation)
        controller.presented = shown
        controller.isPresenting = true
        modalSync.beginTransition()
      case .dismiss:
        #expect(
          !controller.isPresenting, "dismissed mid-transition", sourceLocation: sourceLocation)
        controller.presented = nil
        controller.isPresenting = true
        modalSync.beginTransition()
      case .reportDismissal:
        #expect(
          ShownModal(of: navigator) != nil, "an echo reported", sourceLocation: sourceLocation)
        app.perform(.dismiss, in: navigator)
      }
    }
  }

  static let destinations: [AnyDestination] = [
    Alpha.detail("1"), Alpha.detail("2"), Alpha.edit("3"), Beta.detail("4"), Beta.home,
  ]

  @Test(arguments: 1...40 as ClosedRange<UInt64>)
  func bothSidesSettleOnTheSameStack(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    // Logged out on odd seeds: pushes of alpha.edit wait for login and change nothing.
    let (app, _) = try makeApp(isLoggedIn: seed % 2 == 0)
    let navigator = app.tabs.navigators[0]
    var adapter = Adapter(app: app, navigator: navigator)
    var observationPending = false
    /// The stack a user's pop left, while nothing the app did has overtaken it.
    var userPop: [AnyDestination]?

    func destination() -> AnyDestination {
      Self.destinations.randomElement(using: &random) ?? Alpha.list
    }

    for _ in 0..<300 {
      let before = navigator.path
      let modalBefore = ShownModal(of: navigator)
      switch Int.random(in: 0..<13, using: &random) {
      case 0, 1: navigator.push(destination())
      case 2: navigator.pop()
      case 3: navigator.popToRoot()
      case 4:
        let count = Int.random(in: 0...3, using: &random)
        navigator.setPath((0..<count).map { _ in destination() })
      case 5:
        if Bool.random(using: &random) {
          navigator.present(destination(), as: .sheet)
        } else {
          navigator.dismiss()
        }
      case 6, 7:
        // The user taps back, or picks a screen from the back menu, when nothing animates.
        guard !adapter.controller.isAnimating, adapter.controller.screens.count > 1 else { break }
        let keep = Int.random(in: 1..<adapter.controller.screens.count, using: &random)
        adapter.controller.screens.removeLast(adapter.controller.screens.count - keep)
        adapter.controller.isAnimating = true
        adapter.stackSync.beginTransition()
        userPop = adapter.controller.stack
      case 8:
        // The user starts a swipe back and lets go: the stack is as it was.
        guard !adapter.controller.isAnimating, adapter.controller.screens.count > 1 else { break }
        adapter.controller.isAnimating = true
        adapter.stackSync.beginTransition()
      case 9:
        // The user swipes the sheet away.
        guard !adapter.controller.isPresenting, adapter.controller.presented != nil else { break }
        adapter.controller.presented = nil
        adapter.synchronize()
      case 10, 11:
        // The controller's animation ends.
        if adapter.controller.isAnimating {
          adapter.controller.isAnimating = false
          adapter.stackSync.endTransition()
          adapter.synchronize()
        }
        if adapter.controller.isPresenting {
          adapter.controller.isPresenting = false
          adapter.modalSync.endTransition()
          adapter.synchronize()
        }
      default:
        if observationPending {
          observationPending = false
          adapter.synchronize()
        }
      }
      if navigator.path != before || ShownModal(of: navigator) != modalBefore {
        observationPending = true
        if let pop = userPop, Array(pop.dropFirst()) != navigator.path { userPop = nil }
      }
      if let pop = userPop, !adapter.controller.isAnimating, !adapter.stackSync.isTransitioning,
        adapter.stackSync.agreedStack == pop
      {
        // The pop was reported (or was what the navigator held): the navigator has it.
        #expect(navigator.path == Array(pop.dropFirst()))
        userPop = nil
      }
    }

    // Let everything settle: animations end, observation delivers.
    for _ in 0..<4 {
      adapter.controller.isAnimating = false
      adapter.stackSync.endTransition()
      adapter.controller.isPresenting = false
      adapter.modalSync.endTransition()
      adapter.synchronize()
    }
    #expect(adapter.controller.stack == [navigator.root] + navigator.path)
    #expect(adapter.controller.presented == ShownModal(of: navigator))
  }

  @Test func screensThatStayAreNeverRebuilt() throws {
    let (app, _) = try makeApp()
    let navigator = app.tabs.navigators[0]
    var adapter = Adapter(app: app, navigator: navigator)
    func settle() {
      adapter.synchronize()
      adapter.controller.isAnimating = false
      adapter.stackSync.endTransition()
    }
    navigator.push(Alpha.detail("1"))
    settle()
    let kept = adapter.controller.screens.map(\.serial)
    navigator.push(Alpha.detail("2"))
    navigator.push(Beta.home)
    settle()
    #expect(
      adapter.controller.stack == [Alpha.list, Alpha.detail("1"), Alpha.detail("2"), Beta.home])
    #expect(Array(adapter.controller.screens.map(\.serial).prefix(2)) == kept)
    navigator.pop(to: Alpha.detail("1"))
    settle()
    #expect(adapter.controller.screens.map(\.serial) == kept)
    navigator.setPath([Beta.home, Alpha.detail("1")])
    settle()
    #expect(adapter.controller.screens.map(\.serial) == [kept[0], kept.count + 3, kept[1]])
  }

  @Test func aUserPopReachesTheNavigatorThroughTheApp() throws {
    let (app, recorder) = try makeApp()
    let navigator = app.tabs.navigators[0]
    navigator.push(Alpha.detail("1"))
    navigator.push(Alpha.detail("2"))
    var adapter = Adapter(app: app, navigator: navigator)
    _ = recorder.drain()
    adapter.controller.screens.removeLast()
    adapter.synchronize()
    #expect(navigator.path == [Alpha.detail("1")])
    #expect(adapter.reports == 1)
    #expect(recorder.events == [.popped([Alpha.detail("2")], scope: .tab("alpha"))])
  }
}

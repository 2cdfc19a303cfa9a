import Benchmark
import NavigationKit
import Observation

/// A destination of one id, as most of a feature's destinations are.
enum StackDestination: NavigationDestination, Codable {
  case detail(orderId: String)

  static let moduleName = "orders"
  var access: AccessPolicy {
    switch self {
    case .detail(let orderId): .open(.identifier("orderId", orderId))
    }
  }
}

/// An `@Observable` class holding a path as a plain array: what SwiftUI pays for observation
/// alone, the anchor of the navigator as SwiftUI uses it.
@Observable
@MainActor
final class ObservablePath {
  var path: [StackDestination] = []
}

/// The screen of every stack destination: only the stack is measured here.
struct StackScreen: ScreenModel {
  var title: String { "Stack" }
  var lines: [String] { [] }
  var actions: [ScreenAction] { [] }
}

/// Resolves every stack destination to the one screen.
struct StackResolver: DestinationResolver {
  func resolve(_ destination: StackDestination) -> any ScreenModel { StackScreen() }
}

/// An app of one tab, whose navigator is the stack measured: a navigator as an app has it,
/// checking every destination it shows.
@MainActor
func makeStackApp() throws -> AppNavigator {
  try AppNavigator(
    features: [FeatureModule(resolver: StackResolver())],
    tabs: [NavigationTab("orders", root: StackDestination.detail(orderId: "root"))])
}

/// 100 pushes and pops a sample, each pair in the same run: a `Navigator` as SwiftUI uses it
/// against an `@Observable` array used the same way (the target), and a bare `Navigator`
/// against a bare array of the same enum (for reference: what a push costs with nothing
/// watching).
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(2),
    thresholds: [
      .wallClock: .init(relative: [.p50: 50.0]),
      .mallocCountTotal: .init(relative: [.p50: 0.0], absolute: [.p50: 0]),
    ])
  let destination = StackDestination.detail(orderId: "A-1")

  Benchmark("push+pop x100: Navigator") { benchmark async throws in
    let benchmark = MeasuredOnMainActor(benchmark)
    try await MainActor.run {
      let app = try makeStackApp()
      let navigator = app.tabs.navigators[0]
      measurePushPop(of: destination, on: navigator, benchmark.value)
    }
  }
  // As SwiftUI uses it: the path read under observation tracking again before every change
  // (a view re-rendering), and an observer of the events (an app's analytics). The anchor is an
  // @Observable class holding the same array, re-tracked the same way.
  Benchmark("push+pop x100: Navigator as SwiftUI uses it") { benchmark async throws in
    let benchmark = MeasuredOnMainActor(benchmark)
    try await MainActor.run {
      let app = try makeStackApp()
      let navigator = app.tabs.navigators[0]
      var count = 0
      app.events.observe { _ in count += 1 }
      navigator.push(destination)  // the stack's storage, made once, as the array's is
      navigator.pop()
      benchmark.value.startMeasurement()
      for _ in 0..<100 {
        withObservationTracking {
          blackHole(navigator.path)
        } onChange: {
        }
        navigator.push(destination)
        withObservationTracking {
          blackHole(navigator.path)
        } onChange: {
        }
        blackHole(navigator.pop())
      }
      benchmark.value.stopMeasurement()
      blackHole(count)
    }
  }
  Benchmark("push+pop x100: @Observable array as SwiftUI uses it") { benchmark async in
    let benchmark = MeasuredOnMainActor(benchmark)
    await MainActor.run {
      let model = ObservablePath()
      model.path.reserveCapacity(1)
      benchmark.value.startMeasurement()
      for _ in 0..<100 {
        withObservationTracking {
          blackHole(model.path)
        } onChange: {
        }
        model.path.append(destination)
        withObservationTracking {
          blackHole(model.path)
        } onChange: {
        }
        blackHole(model.path.popLast())
      }
      benchmark.value.stopMeasurement()
    }
  }
  Benchmark("push+pop x100: Array") { benchmark in
    var stack: [StackDestination] = []
    stack.reserveCapacity(1)
    benchmark.startMeasurement()
    for _ in 0..<100 {
      stack.append(destination)
      blackHole(stack.popLast())
    }
    benchmark.stopMeasurement()
  }
}

/// Measures 100 pushes and pops of `destination` on `navigator`, after one unmeasured push and
/// pop that makes the stack's storage, as an array's is made before it is measured.
@MainActor
func measurePushPop(
  of destination: some NavigationDestination, on navigator: Navigator, _ benchmark: Benchmark
) {
  navigator.push(destination)
  navigator.pop()
  benchmark.startMeasurement()
  for _ in 0..<100 {
    navigator.push(destination)
    blackHole(navigator.pop())
  }
  benchmark.stopMeasurement()
}

/// A benchmark handed to the main actor, where navigation state lives.
///
/// `@unchecked Sendable` because the runner awaits the closure that hands it over and touches
/// the benchmark again only after the main actor is done with it: one thread at a time.
struct MeasuredOnMainActor: @unchecked Sendable {
  let value: Benchmark
  init(_ value: Benchmark) { self.value = value }
}

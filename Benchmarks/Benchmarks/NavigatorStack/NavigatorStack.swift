import Benchmark
import NavigationKit
import Observation

/// A destination that fits in an existential's inline buffer, as most enum destinations do.
enum StackDestination: NavigationDestination, Codable {
  case detail(orderId: String)

  static let moduleName = "orders"
  var access: AccessPolicy {
    switch self {
    case .detail(let orderId): .open(.identifier("orderId", orderId))
    }
  }
}

/// A destination too large for an existential's inline buffer (three words): boxed on the heap
/// when erased, as a destination with a few fields of payload is.
enum LargeStackDestination: NavigationDestination, Codable {
  case line(orderId: String, quantity: Int, note: String)

  static let moduleName = "lines"
  var access: AccessPolicy {
    switch self {
    case .line(let orderId, let quantity, let note):
      .open(
        .identifier("orderId", orderId), .integer("quantity", quantity, in: 0...999),
        .text("note", note, maximumLength: 64))
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

/// Resolves every large destination to the one screen.
struct LargeStackResolver: DestinationResolver {
  func resolve(_ destination: LargeStackDestination) -> any ScreenModel { StackScreen() }
}

/// An app of one tab, whose navigator is the stack measured: a navigator as an app has it,
/// checking every destination it shows.
@MainActor
func makeStackApp() throws -> AppNavigator {
  try AppNavigator(
    features: [
      FeatureModule(resolver: StackResolver()), FeatureModule(resolver: LargeStackResolver()),
    ],
    tabs: [
      NavigationTab("orders", root: StackDestination.detail(orderId: "root")),
      NavigationTab(
        "lines", root: LargeStackDestination.line(orderId: "root", quantity: 1, note: "root")),
    ])
}

/// 100 pushes and pops a sample, on a `Navigator` and on an array of the same enum, in the same
/// run. The Navigator's path is observable and every change is an event, so it costs more than
/// an array; the ratio is what the README's table watches.
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
  // The same with an observer of its events (each change then makes its event), and with its
  // path read under observation tracking, as SwiftUI reads it (each change then goes through
  // Observation's registrar). Measured for the table; the target is on the plain navigator.
  Benchmark("push+pop x100: Navigator with an event observer") { benchmark async throws in
    let benchmark = MeasuredOnMainActor(benchmark)
    try await MainActor.run {
      let app = try makeStackApp()
      let navigator = app.tabs.navigators[0]
      var count = 0
      app.events.observe { _ in count += 1 }
      measurePushPop(of: destination, on: navigator, benchmark.value)
      blackHole(count)
    }
  }
  Benchmark("push+pop x100: Navigator with its path tracked") { benchmark async throws in
    let benchmark = MeasuredOnMainActor(benchmark)
    try await MainActor.run {
      let app = try makeStackApp()
      let navigator = app.tabs.navigators[0]
      withObservationTracking {
        blackHole(navigator.path)
      } onChange: {
      }
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
  // A destination whose payload does not fit inline: erasing it boxes it.
  let large = LargeStackDestination.line(orderId: "A-1", quantity: 2, note: "leave at the door")
  Benchmark("push+pop x100: Navigator, large destination") { benchmark async throws in
    let benchmark = MeasuredOnMainActor(benchmark)
    try await MainActor.run {
      let app = try makeStackApp()
      let navigator = app.tabs.navigators[1]
      measurePushPop(of: large, on: navigator, benchmark.value)
    }
  }
  Benchmark("push+pop x100: Array, large destination") { benchmark in
    var stack: [LargeStackDestination] = []
    stack.reserveCapacity(1)
    benchmark.startMeasurement()
    for _ in 0..<100 {
      stack.append(large)
      blackHole(stack.popLast())
    }
    benchmark.stopMeasurement()
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

import Benchmark
import NavigationKit

// Every kind of front-door operation, one a sample, on the generated app of 50 features × 20
// routes with all it can hold open: `Scripts/benchmark-table` reports the slowest one's median
// against 1 % of a 120 Hz frame (83 µs). Written against `AppNavigator`'s public operations
// only, so the benchmark measures what an app calls.

/// How deep every stack is, the tabs' and the presented ones.
let busyStackDepth = 50

/// How many presentations the selected tab nests: one short of the most a tab may nest, so
/// presenting one more is carried out rather than refused.
let selectedTabPresentations = NavigationLimit.presentationDepth.maximum - 1

/// How many presentations are open in all; the selected tab's and the next tab's.
let openPresentations = 20

/// A stack of `busyStackDepth` screens of the features `owned`, named by `prefix`.
func busyPath(_ owned: ArraySlice<any FeatureTag.Type>, _ prefix: String) -> [AnyDestination] {
  (0..<busyStackDepth).map { index in
    owned[owned.startIndex + index % owned.count].destination(
      screen: index % 20, id: "\(prefix)-\(index)")
  }
}

/// The app with all it can hold open: 10 tabs, each stack 50 deep; the selected tab `t0`
/// nests 15 presentations and `t1` nests 5, 20 open, each presented stack 50 deep too.
let busyState = NavigationSnapshot(
  selectedTab: "t0",
  tabs: (0..<10).map { (tab: Int) -> NavigationSnapshot.Tab in
    let owned = featureTags[(tab * 5)..<(tab * 5 + 5)]
    let nested =
      switch tab {
      case 0: selectedTabPresentations
      case 1: openPresentations - selectedTabPresentations
      default: 0
      }
    return NavigationSnapshot.Tab(
      id: TabID("t\(tab)"), path: busyPath(owned, "T\(tab)"),
      presentations: (0..<nested).map { (level: Int) -> NavigationSnapshot.Presentation in
        NavigationSnapshot.Presentation(
          style: level % 2 == 0 ? .sheet : .fullScreenCover,
          root: owned[owned.startIndex + level % 5].destination(screen: 7, id: "P\(level)"),
          path: busyPath(owned, "T\(tab)P\(level)"))
      })
  })

/// The generated app, its links on the custom scheme `myapp`, with an observer of its events as
/// an app's logging has. Made once, at the first benchmark that needs it: every sample
/// restores the busy state before it runs, so the benchmarks share it.
@MainActor
let busyApp = Result { () throws(CompositionError) -> AppNavigator in
  let app = try AppNavigator(
    features: featureTags.map { $0.module() }, tabs: tabs,
    deepLinkPolicy: DeepLinkPolicy(scheme: "myapp"))
  var events = 0
  app.events.observe { _ in events += 1 }
  return app
}

/// The app as it launches: every tab at its root, nothing presented.
let launchState = NavigationSnapshot(
  selectedTab: "t0", tabs: (0..<10).map { NavigationSnapshot.Tab(id: TabID("t\($0)")) })

/// One kind of front-door operation: the state it starts from, what it does, and how to tell
/// that it did it rather than refuse (a refused operation would be measured as a fast one).
struct FrontDoorOperation: Sendable {
  let name: String
  var from = busyState
  let run: @MainActor @Sendable (AppNavigator) -> Void
  let didRun: @MainActor @Sendable (AppNavigator) -> Bool
}

/// The operations, each on the stack the user sees: the top of `t0`'s 15th presentation.
let frontDoorOperations: [FrontDoorOperation] = [
  // Into a feature of the selected tab: every presentation on every tab is dismissed and the
  // tab's 50-deep stack replaced by the link's 2 screens.
  FrontDoorOperation(
    name: "open a link",
    run: { blackHole($0.open(.link("myapp://f02/r4/L-1/more"))) },
    didRun: {
      $0.tabs.navigators[1].presentations.isEmpty && $0.tabs.selectedNavigator.path.count == 2
    }
  ),
  // A screen's button: the screen on top carries out its feature action, which asks for the
  // next screen, pushed.
  FrontDoorOperation(
    name: "perform a screen's feature action",
    run: { blackHole($0.perform(.feature(GeneratedAction.showNext))) },
    didRun: { $0.tabs.visibleNavigator.path.count == busyStackDepth + 1 }),
  FrontDoorOperation(
    name: "push",
    run: { blackHole($0.perform(.push(F03.destination(screen: 5, id: "N-1")))) },
    didRun: { $0.tabs.visibleNavigator.path.count == busyStackDepth + 1 }),
  FrontDoorOperation(
    name: "pop",
    run: { blackHole($0.perform(.pop)) },
    didRun: { $0.tabs.visibleNavigator.path.count == busyStackDepth - 1 }),
  FrontDoorOperation(
    name: "present",
    run: { blackHole($0.perform(.present(F04.destination(screen: 6, id: "N-2"), style: .sheet))) },
    didRun: { $0.tabs.selectedNavigator.presentations.count == selectedTabPresentations + 1 }),
  FrontDoorOperation(
    name: "dismiss",
    run: { blackHole($0.perform(.dismiss)) },
    didRun: { $0.tabs.selectedNavigator.presentations.count == selectedTabPresentations - 1 }),
  FrontDoorOperation(
    name: "switch tab",
    run: { blackHole($0.select("t5")) },
    didRun: { $0.tabs.selectedTab == "t5" }),
  // The whole busy state put back on the app as it launches: 10 tabs and 20 presentations,
  // 1,520 screens, each checked.
  FrontDoorOperation(
    name: "restore", from: launchState,
    run: { blackHole($0.restore(busyState)) },
    didRun: { $0.snapshot == busyState }),
]

/// Each operation a benchmark of its own, one operation a sample: the state it starts from is
/// restored before each, outside the measurement, so every sample starts from the same app.
func frontDoorBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(2), maxIterations: 2_000,
    thresholds: [.wallClock: .init(relative: [.p50: 50.0])])
  for operation in frontDoorOperations {
    Benchmark("front door at scale: \(operation.name)", configuration: configuration) {
      benchmark async throws in
      let benchmark = MeasuredOnMainActor(benchmark)
      try await MainActor.run {
        let app = try busyApp.get()
        guard app.restore(operation.from).isEmpty, app.snapshot == operation.from else {
          benchmark.value.error("the state \(operation.name) starts from was not restored whole")
          return
        }
        benchmark.value.startMeasurement()
        operation.run(app)
        benchmark.value.stopMeasurement()
        if !operation.didRun(app) {
          benchmark.value.error("\(operation.name) did not run")
        }
      }
    }
  }
}

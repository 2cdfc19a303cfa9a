import Benchmark
import Foundation
import NavigationKit

// Written against `AppNavigator` and `FeatureModule` as they are today: when their
// API changes, this benchmark changes with it.

/// 10 tabs, each owning 5 of the 50 features, rooted at its first feature's first screen.
let tabs: [NavigationTab] = (0..<10).map { (tab: Int) -> NavigationTab in
  let owned = featureTags[(tab * 5)..<(tab * 5 + 5)]
  return owned[owned.startIndex].tab(TabID("t\(tab)"), owning: Set(owned.map { $0.name }))
}

/// A saved state of the 10 tabs: 5 screens of the tab's features on each stack, and a sheet
/// with a stack of 2.
@MainActor
func savedState(_ modules: [FeatureModule]) -> Data? {
  guard let app = try? AppNavigator(features: modules, tabs: tabs) else { return nil }
  let snapshot = NavigationSnapshot(
    selectedTab: "t3",
    tabs: (0..<10).map { (tab: Int) -> NavigationSnapshot.Tab in
      let owned = Array(featureTags[(tab * 5)..<(tab * 5 + 5)])
      return NavigationSnapshot.Tab(
        id: TabID("t\(tab)"),
        path: (0..<5).map { owned[$0].destination(screen: $0, id: "I-\($0)") },
        presentations: [
          .init(
            style: .sheet, root: owned[0].destination(screen: 3, id: "S"),
            path: (1..<3).map { owned[$0].destination(screen: $0 + 10, id: "S-\($0)") })
        ])
    })
  return app.snapshotCoder.encode(snapshot).data
}

/// An app's start with 50 features × 20 routes, as an app makes it: `AppNavigator` installs
/// every feature, validates the composition, builds the deep-link router and the tabs; then a
/// saved 10-tab state is decoded and restored. The feature tables are static data, made before
/// measuring.
@MainActor
func start(_ modules: [FeatureModule], state: Data) throws -> Int {
  let app = try AppNavigator(features: modules, tabs: tabs)
  let (snapshot, restoreIssues) = app.snapshotCoder.decode(state)
  guard restoreIssues.isEmpty, let snapshot, app.restore(snapshot).isEmpty else { return -1 }
  return app.tabs.navigators.count
}

let benchmarks: @Sendable () -> Void = {
  frontDoorBenchmarks()
  Benchmark(
    "compose 50 features x 20 routes: validate, router, restore 10 tabs",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3), maxIterations: 100,
      thresholds: [.wallClock: .init(relative: [.p50: 50.0])])
  ) { benchmark async in
    let benchmark = MeasuredOnMainActor(benchmark)
    await MainActor.run {
      let modules = featureTags.map { $0.module() }
      let state = savedState(modules)
      guard let state else {
        benchmark.value.error("the generated app did not start")
        return
      }
      benchmark.value.startMeasurement()
      let started = try? start(modules, state: state)
      benchmark.value.stopMeasurement()
      if started == nil || started == -1 {
        benchmark.value.error("the generated app did not start")
      }
    }
  }
}

/// A benchmark handed to the main actor, where navigation state lives.
///
/// `@unchecked Sendable` because the runner awaits the closure that hands it over and touches
/// the benchmark again only after the main actor is done with it: one thread at a time.
struct MeasuredOnMainActor: @unchecked Sendable {
  let value: Benchmark
  init(_ value: Benchmark) { self.value = value }
}

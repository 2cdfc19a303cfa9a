import Benchmark
import NavigationKit

/// A destination of one of two modules, each the root module of a tab.
enum GrowthDestination: NavigationDestination, Codable {
  case item(id: Int)

  static let moduleName = "items"
  var access: AccessPolicy {
    switch self {
    case .item(let id): .open(.integer("id", id, in: 0...1_000_000))
    }
  }
}

/// The other tab's destinations, where links lead.
enum LinkedDestination: NavigationDestination, Codable {
  case home
  case entry(id: String)

  static let moduleName = "entries"
  var access: AccessPolicy {
    switch self {
    case .home: .open
    case .entry(let id): .open(.identifier("id", id))
    }
  }
}

/// The one screen of every destination: only navigation is measured here.
struct GrowthScreen: ScreenModel {
  var title: String { "Growth" }
  var lines: [String] { [] }
  var actions: [ScreenAction] { [] }
}

struct ItemsResolver: DestinationResolver {
  func resolve(_ destination: GrowthDestination) -> any ScreenModel { GrowthScreen() }
}

struct EntriesResolver: DestinationResolver {
  func resolve(_ destination: LinkedDestination) -> any ScreenModel { GrowthScreen() }
}

/// An app of two tabs: `items`, and `entries`, which `myapp://entries/{id}` opens.
@MainActor
func makeGrowthApp() throws -> AppNavigator {
  let entries: [DeepLinkRoute<LinkedDestination>] = [
    DeepLinkRoute("entries/{id}") {
      [.entry(id: $0["id"])]
    } parameters: {
      guard case .entry(let id) = $0 else { return nil }
      return ["id": id]
    }
  ]
  return try AppNavigator(
    features: [
      FeatureModule(resolver: ItemsResolver()),
      FeatureModule(resolver: EntriesResolver(), deepLinkRoutes: entries),
    ],
    tabs: [
      NavigationTab("items", root: GrowthDestination.item(id: 0)),
      NavigationTab("entries", root: LinkedDestination.home),
    ],
    deepLinkPolicy: DeepLinkPolicy(scheme: "myapp"))
}

/// The deepest stack that still has room for one push.
let deepest = NavigationLimit.stackDepth.maximum - 1

/// Growth, each a pair measured in the same run: push and pop at depth 10 and at the deepest a
/// stack may be; a link opened while nothing else is open and while the other tab is as deep
/// as a stack may be under as many nested sheets as a tab may hold; a state of 10 tabs' worth
/// of destinations restored, 10 and 100 per stack. The state is put in place by restoring it
/// and checked, so a depth beyond the limits cannot be refused unnoticed.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(2),
    thresholds: [.wallClock: .init(relative: [.p50: 50.0])])

  for depth in [10, deepest] {
    Benchmark("push+pop x100 at depth \(depth)") { benchmark async throws in
      let benchmark = MeasuredOnMainActor(benchmark)
      try await MainActor.run {
        let app = try makeGrowthApp()
        let navigator = app.tabs.navigators[0]
        app.restore(itemsState(depth: depth))
        guard navigator.path.count == depth else {
          benchmark.value.error("the stack is not \(depth) deep")
          return
        }
        let destination = GrowthDestination.item(id: 7)
        navigator.push(destination)  // room for one more, made once, as an array's would be
        navigator.pop()
        benchmark.value.startMeasurement()
        for _ in 0..<100 {
          navigator.push(destination)
          blackHole(navigator.pop())
        }
        benchmark.value.stopMeasurement()
      }
    }
  }

  let sheets = NavigationLimit.presentationDepth.maximum
  for busy in [false, true] {
    let name =
      busy
      ? "another tab \(NavigationLimit.stackDepth.maximum) deep under \(sheets) sheets"
      : "nothing else open"
    Benchmark("open a link x10, \(name)") { benchmark async throws in
      let benchmark = MeasuredOnMainActor(benchmark)
      try await MainActor.run {
        let app = try makeGrowthApp()
        if busy {
          app.restore(
            itemsState(depth: NavigationLimit.stackDepth.maximum, sheets: sheets))
          let items = app.tabs.navigators[0]
          guard
            items.path.count == NavigationLimit.stackDepth.maximum,
            items.presentations.count == sheets
          else {
            benchmark.value.error("the other tab is not as deep, or not under \(sheets) sheets")
            return
          }
        }
        benchmark.value.startMeasurement()
        for index in 0..<10 {
          blackHole(app.open(.link(index % 2 == 0 ? "myapp://entries/E-1" : "myapp://entries/E-2")))
        }
        benchmark.value.stopMeasurement()
      }
    }
  }

  for perStack in [10, 100] {
    Benchmark("restore 2 tabs x \(perStack) destinations") { benchmark async throws in
      let benchmark = MeasuredOnMainActor(benchmark)
      try await MainActor.run {
        let app = try makeGrowthApp()
        let snapshot = NavigationSnapshot(
          selectedTab: "items",
          tabs: [
            NavigationSnapshot.Tab(
              id: "items", path: (1...perStack).map { GrowthDestination.item(id: $0).erased }),
            NavigationSnapshot.Tab(
              id: "entries",
              path: (1...perStack).map { LinkedDestination.entry(id: "E-\($0)").erased }),
          ])
        benchmark.value.startMeasurement()
        blackHole(app.restore(snapshot))
        benchmark.value.stopMeasurement()
      }
    }
  }
}

/// The `items` tab `depth` deep under `sheets` nested sheets, selected.
func itemsState(depth: Int, sheets: Int = 0) -> NavigationSnapshot {
  NavigationSnapshot(
    selectedTab: "items",
    tabs: [
      NavigationSnapshot.Tab(
        id: "items", path: (1...depth).map { GrowthDestination.item(id: $0).erased },
        presentations: (0..<sheets).map {
          NavigationSnapshot.Presentation(
            style: .sheet, root: GrowthDestination.item(id: $0 + 1).erased)
        })
    ])
}

/// A benchmark handed to the main actor, where navigation state lives.
///
/// `@unchecked Sendable` because the runner awaits the closure that hands it over and touches
/// the benchmark again only after the main actor is done with it: one thread at a time.
struct MeasuredOnMainActor: @unchecked Sendable {
  let value: Benchmark
  init(_ value: Benchmark) { self.value = value }
}

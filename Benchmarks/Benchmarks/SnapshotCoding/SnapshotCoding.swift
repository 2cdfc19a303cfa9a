import Benchmark
import Foundation
import NavigationKit

/// A `Codable` destination with the shapes stored state holds: no value, one id, two values.
enum ShopDestination: NavigationDestination, Codable {
  case list
  case detail(orderId: String)
  case product(productId: String, quantity: Int)

  static let moduleName = "shop"
  var access: AccessPolicy {
    switch self {
    case .list: .open
    case .detail(let orderId): .open(.identifier("orderId", orderId))
    case .product(let productId, let quantity):
      .open(.identifier("productId", productId), .integer("quantity", quantity, in: 1...99))
    }
  }
}

/// 3 tabs × 10 destinations: the snapshot, and the same destinations as plain arrays.
let stacks: [[ShopDestination]] = (0..<3).map { tab in
  (0..<10).map { index in
    switch index % 3 {
    case 0: .list
    case 1: .detail(orderId: "A-\(tab)\(index)")
    default: .product(productId: "P-\(tab)\(index)", quantity: index)
    }
  }
}
let snapshot = NavigationSnapshot(
  selectedTab: "t0",
  tabs: stacks.enumerated().map { index, stack in
    NavigationSnapshot.Tab(id: TabID("t\(index)"), path: stack.map(\.erased))
  })

/// The screen of every shop destination: only the coder is measured here.
struct ShopScreen: ScreenModel {
  var title: String { "Shop" }
  var lines: [String] { [] }
  var actions: [ScreenAction] { [] }
}

/// Resolves every shop destination to the one screen.
struct ShopResolver: DestinationResolver {
  func resolve(_ destination: ShopDestination) -> any ScreenModel { ShopScreen() }
}

/// Each pair measures NavigationKit's snapshot coder and plain typed JSON of the same
/// destinations (`JSONEncoder`/`JSONDecoder` of `[[ShopDestination]]`) in the same run.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(2),
    thresholds: [
      .wallClock: .init(relative: [.p50: 50.0]),
      .mallocCountTotal: .init(relative: [.p50: 5.0]),
    ])
  let plain = Result { try JSONEncoder().encode(stacks) }
  // The coder an app of the shop has, made once, before measuring.
  let made = Result { () throws(CompositionError) in
    try NavigationSnapshotCoder(features: [FeatureModule(resolver: ShopResolver())])
  }

  Benchmark("snapshot encode 3x10: NavigationKit") { benchmark in
    let coder = try made.get()
    benchmark.startMeasurement()
    blackHole(coder.encode(snapshot))
  }
  Benchmark("snapshot encode 3x10: JSONEncoder") { _ in
    blackHole(try JSONEncoder().encode(stacks))
  }
  Benchmark("snapshot decode 3x10: NavigationKit") { benchmark in
    let coder = try made.get()
    let stored = coder.encode(snapshot).data
    benchmark.startMeasurement()
    blackHole(coder.decode(stored))
  }
  Benchmark("snapshot decode 3x10: JSONDecoder") { benchmark in
    let data = try plain.get()
    benchmark.startMeasurement()
    blackHole(try JSONDecoder().decode([[ShopDestination]].self, from: data))
  }
}

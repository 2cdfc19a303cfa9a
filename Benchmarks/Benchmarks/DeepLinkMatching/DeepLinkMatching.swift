import Benchmark
import NavigationKit

/// A destination type with as many routes as a benchmark asks for.
enum SectionDestination: NavigationDestination {
  case item(section: Int, id: String)
  case detail(section: Int, id: String)

  static let moduleName = "sections"
  var access: AccessPolicy { .open }
}

/// `count` routes: `s0/{id}`, `s0/{id}/detail`, `s1/{id}`, … — the shape of many features'
/// tables side by side.
func router(routes count: Int) throws -> DeepLinkRouter {
  let routes = (0..<count / 2).flatMap { section in
    [
      DeepLinkRoute<SectionDestination>("s\(section)/{id}") {
        [.item(section: section, id: $0["id"])]
      } parameters: { _ in
        nil
      },
      DeepLinkRoute<SectionDestination>("s\(section)/{id}/detail") {
        [.item(section: section, id: $0["id"]), .detail(section: section, id: $0["id"])]
      } parameters: { _ in
        nil
      },
    ]
  }
  return try DeepLinkRouter(
    policy: DeepLinkPolicy(universalLinkHosts: ["myapp.example.com"]), sources: [.routes(routes)])
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.cpuTotal, .wallClock, .mallocCountTotal, .throughput], maxDuration: .seconds(2))

  // The same link matched by routers of 10, 1,000 and 10,000 routes: the matcher follows one
  // trie edge per segment, so the three should take the same time.
  // Each router is built once, outside the measured closure, and lives for the whole run.
  for count in [10, 1_000, 10_000] {
    let built = Result { try router(routes: count) }
    Benchmark("match a 3-segment link among \(count) routes") { benchmark in
      let router = try built.get()
      let url = "myapp://s3/A-1/detail"
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(try router.match(url))
      }
    }
  }

  Benchmark("read a 2,048-byte hostile URL (rejected)") { benchmark in
    let router = try router(routes: 10)
    let url = "https://myapp.example.com/" + String(repeating: "a%2F", count: 505) + "x"
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(try? router.match(url))
    }
    benchmark.stopMeasurement()
  }
}

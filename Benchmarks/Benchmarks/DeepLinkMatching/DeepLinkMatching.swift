import Benchmark
import NavigationKit
import RoutingKit

/// Each pair measures NavigationKit and its anchor in the same run; `Scripts/benchmark-table`
/// turns the medians into the README's ratios. Names read `<what>: <who>`.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(2),
    maxIterations: 100_000, thresholds: Thresholds.match)

  // Matching: the same 21-byte link, ten matches a sample. A sample reads the clock twice,
  // about 50 ns on this machine, a third of a NavigationKit match: at one match a sample the
  // ratio would weigh the clock as much as the router. Ten spread it to 5 ns a match, and a
  // sample still lasts microseconds, so the scheduler's 4 ms ticks cut almost none on either
  // side (a sample of a thousand RoutingKit matches would last milliseconds, and be cut). The
  // routers are built once, outside the measured closures, and live for the whole run.
  for count in [10, 1_000, 10_000] {
    let router = Result { try navigationKitRouter(sectionRoutes(count)) }
    Benchmark("match x10, \(count) routes: NavigationKit") { benchmark in
      let router = try router.get()
      benchmark.startMeasurement()
      for _ in 0..<10 {
        blackHole(try router.match(sectionLink))
      }
    }
  }
  let routingKit = routingKitRouter(1_000)
  Benchmark("match x10, 1000 routes: RoutingKit") { _ in
    for _ in 0..<10 {
      blackHole(routingKitMatch(routingKit, sectionLink))
    }
  }
  let split = ["s3", "A-1", "detail"]
  Benchmark("match x10, 1000 routes: RoutingKit, pre-split path") { _ in
    for _ in 0..<10 {
      var parameters = Parameters(routingKit.logger)
      blackHole(routingKit.route(path: split, parameters: &parameters).map { $0(parameters) })
    }
  }
  // Building: 10,000 routes from their pattern strings, NavigationKit's tables made before
  // measuring (they are the features' static data), RoutingKit's components parsed inside.
  let buildConfiguration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(3),
    maxIterations: 40, thresholds: Thresholds.build)
  for count in [10, 10_000] {
    let routes = sectionRoutes(count)
    Benchmark("build \(count) routes: NavigationKit", configuration: buildConfiguration) { _ in
      blackHole(try navigationKitRouter(routes))
    }
  }
  Benchmark("build 10000 routes: RoutingKit", configuration: buildConfiguration) { _ in
    blackHole(routingKitRouter(10_000))
  }

  Benchmark(
    "reject a 2,048-byte hostile URL: NavigationKit",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal], thresholds: Thresholds.match)
  ) { benchmark in
    let router = try navigationKitRouter(sectionRoutes(10))
    let url = "https://myapp.example.com/" + String(repeating: "a%2F", count: 505) + "x"
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(try? router.match(url))
    }
  }
}

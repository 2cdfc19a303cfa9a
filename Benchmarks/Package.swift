// swift-tools-version: 6.1
import PackageDescription

/// Benchmarks of NavigationKit, kept out of the main package so it stays free of dependencies.
/// RoutingKit is here only as the anchor the router is measured against, side by side.
/// Run from this folder: `swift package benchmark`; `Scripts/benchmark-table.sh` writes the
/// README's table from a run.
let package = Package(
  name: "NavigationKitBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "NavigationKit", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    .package(url: "https://github.com/vapor/routing-kit", from: "4.9.3"),
  ],
  targets: [
    .executableTarget(
      name: "DeepLinkMatching",
      dependencies: [
        .product(name: "NavigationKit", package: "NavigationKit"),
        .product(name: "RoutingKit", package: "routing-kit"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/DeepLinkMatching",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "SnapshotCoding",
      dependencies: [
        .product(name: "NavigationKit", package: "NavigationKit"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/SnapshotCoding",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "NavigatorStack",
      dependencies: [
        .product(name: "NavigationKit", package: "NavigationKit"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/NavigatorStack",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "CompositionAtScale",
      dependencies: [
        .product(name: "NavigationKit", package: "NavigationKit"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/CompositionAtScale",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "Growth",
      dependencies: [
        .product(name: "NavigationKit", package: "NavigationKit"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/Growth",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "GraphCheckAtScale",
      dependencies: [
        .product(name: "DependencyGraph", package: "NavigationKit"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/GraphCheckAtScale",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ]
)

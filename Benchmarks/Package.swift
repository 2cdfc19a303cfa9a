// swift-tools-version: 6.1
import PackageDescription

/// Benchmarks of NavigationKit, kept out of the main package so it stays free of dependencies.
/// Run from this folder: `swift package benchmark`.
let package = Package(
  name: "NavigationKitBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "NavigationKit", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "DeepLinkMatching",
      dependencies: [
        .product(name: "NavigationKit", package: "NavigationKit"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/DeepLinkMatching",
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

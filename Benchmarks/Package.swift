// swift-tools-version: 6.1
import PackageDescription

/// Benchmarks of NavigationKit, kept out of the main package so it stays free of dependencies.
/// RoutingKit is here only as the anchor the router is measured against, side by side.
/// Run from this folder: `swift package benchmark`; `Scripts/benchmark-table` writes the
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
    benchmark("DeepLinkMatching", using: .product(name: "RoutingKit", package: "routing-kit")),
    benchmark("SnapshotCoding"),
    benchmark("NavigatorStack"),
    benchmark("CompositionAtScale"),
    benchmark("Growth"),
    benchmark("GraphCheckAtScale", using: "DependencyGraph"),
    // The graph check's source (a link to Scripts/DependencyGraph), compiled here under a name
    // of its own: the library ships it only inside its command, not as a product.
    .target(name: "DependencyGraph", path: "DependencyGraph", exclude: ["main.swift"]),
  ]
)

/// A benchmark executable in `Benchmarks/NAME`, measuring NavigationKit, with any anchor it is
/// compared against.
func benchmark(_ name: String, using anchors: Target.Dependency...) -> Target {
  .executableTarget(
    name: name,
    dependencies: [
      .product(name: "NavigationKit", package: "NavigationKit"),
      .product(name: "Benchmark", package: "benchmark"),
    ] + anchors,
    path: "Benchmarks/\(name)",
    plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
  )
}

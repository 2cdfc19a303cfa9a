// swift-tools-version: 6.1
import PackageDescription

/// What each fuzz target checks of one input: a package of its own, so that no app depending on
/// NavigationKit resolves it. The libFuzzer harness that drives these checks is Harnesses/, a
/// package of its own again (it links only with `-sanitize=fuzzer`), which Scripts/fuzz.sh
/// builds; `swift test` here replays every seed and every crash kept under `corpus/` and
/// `crashes/`.
///
/// `DependencyGraph` is the graph check's source (a link to Scripts/DependencyGraph), compiled
/// here under a name of its own: the library ships it only inside its command.
let package = Package(
  name: "NavigationKitFuzz",
  platforms: [.macOS(.v14)],
  products: [.library(name: "FuzzChecks", targets: ["FuzzChecks"])],
  dependencies: [
    .package(name: "NavigationKit", path: ".."),
    .package(name: "NavigationKitSample", path: "../App"),
  ],
  targets: [
    .target(name: "DependencyGraph", path: "DependencyGraph", exclude: ["main.swift"]),
    .target(
      name: "FuzzChecks",
      dependencies: [
        "DependencyGraph",
        .product(name: "NavigationKit", package: "NavigationKit"),
        .product(name: "AppComposition", package: "NavigationKitSample"),
        .product(name: "AppTerminal", package: "NavigationKitSample"),
      ],
      path: "Checks"),
    .testTarget(
      name: "FuzzChecksTests",
      dependencies: [
        "FuzzChecks", .product(name: "NavigationKit", package: "NavigationKit"),
        .product(name: "AppComposition", package: "NavigationKitSample"),
        .product(name: "AppTerminal", package: "NavigationKitSample"),
      ]),
  ]
)

for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .swiftLanguageMode(.v6),
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("MemberImportVisibility"),
    ]
}

// swift-tools-version: 6.1
import PackageDescription

/// The fuzzing harnesses and what each target checks of one input: a package of their own, so
/// that no app depending on NavigationKit resolves them and the library keeps no target that
/// only links with `-sanitize=fuzzer`. Scripts/fuzz.sh builds `FuzzHarness` with
/// `-Xswiftc -sanitize=fuzzer,address` and picks the target with NAVIGATIONKIT_FUZZ_TARGET;
/// `swift test` here replays every seed and every crash kept under `corpus/` and `crashes/`.
///
/// `DependencyGraph` is the graph check's source (a link to Scripts/DependencyGraph), compiled
/// here under a name of its own: the library ships it only inside its command.
let package = Package(
  name: "NavigationKitFuzz",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "NavigationKit", path: ".."),
    .package(name: "NavigationKitSample", path: "../App"),
  ],
  targets: [
    .target(name: "DependencyGraph", path: "DependencyGraph"),
    .target(
      name: "FuzzChecks",
      dependencies: [
        "DependencyGraph",
        .product(name: "NavigationKit", package: "NavigationKit"),
        .product(name: "AppComposition", package: "NavigationKitSample"),
        .product(name: "AppTerminal", package: "NavigationKitSample"),
      ],
      path: "Checks"),
    .target(name: "FuzzerDriver", path: "Harnesses/FuzzerDriver"),
    .executableTarget(
      name: "FuzzHarness", dependencies: ["FuzzerDriver", "FuzzChecks"],
      path: "Harnesses/FuzzHarness"),
    .testTarget(
      name: "FuzzChecksTests",
      dependencies: [
        "FuzzChecks", .product(name: "AppComposition", package: "NavigationKitSample"),
      ]),
  ]
)

for target in package.targets where target.name != "FuzzerDriver" {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .swiftLanguageMode(.v6),
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("MemberImportVisibility"),
    ]
}

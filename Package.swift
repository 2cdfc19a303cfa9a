// swift-tools-version: 6.1
import PackageDescription

/// Every feature module: adding a feature is one line here, which `Scripts/new-feature` writes.
let features = [
  "FeatureOrders",
  "FeatureCatalog",
]

let package = Package(
  name: "NavigationKit",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .library(name: "NavigationKit", targets: ["NavigationKit"]),
    // The SwiftUI adapter: every file fenced by `#if canImport(SwiftUI)`, empty on Linux.
    .library(name: "NavigationKitSwiftUI", targets: ["NavigationKitSwiftUI"]),
    // The UIKit adapter: every file fenced by `#if canImport(UIKit)`, empty on macOS and Linux.
    .library(name: "NavigationKitUIKit", targets: ["NavigationKitUIKit"]),
    // For feature teams' test targets: recording, a one-feature harness, round-trip checks.
    .library(name: "NavigationKitTesting", targets: ["NavigationKitTesting"]),
    // The atomic state file and the persistence of an app's navigation in it.
    .library(name: "NavigationStateStore", targets: ["NavigationStateStore"]),
    .executable(name: "App", targets: ["App"]),
    .executable(name: "check-dependency-graph", targets: ["DependencyGraphCheck"]),
    // For the benchmarks, which measure the check on a generated package of 1,000 targets.
    .library(name: "DependencyGraph", targets: ["DependencyGraph"]),
    // For the fuzzing harnesses, a package of their own in Fuzz/Harnesses: the checks they run.
    .library(name: "FuzzChecks", targets: ["FuzzChecks"]),
  ],
  targets: [
    .target(name: "NavigationKit", path: "Modules/NavigationKit"),
    .target(
      name: "NavigationKitSwiftUI", dependencies: ["NavigationKit"],
      path: "Modules/NavigationKitSwiftUI"),
    .target(
      name: "NavigationKitUIKit", dependencies: ["NavigationKit", "NavigationKitSwiftUI"],
      path: "Modules/NavigationKitUIKit"),
    .target(
      name: "NavigationKitTesting", dependencies: ["NavigationKit"],
      path: "Modules/NavigationKitTesting"),
    .target(
      name: "NavigationStateStore", dependencies: ["NavigationKit"],
      path: "Modules/NavigationStateStore"),
    .target(
      name: "AppComposition",
      dependencies: ["NavigationKit", "NavigationKitSwiftUI", "NavigationStateStore"]
        + features.map { .target(name: $0) },
      path: "App/AppComposition"
    ),
    // The terminal front end: sessions, commands, the demo; what the App executable runs.
    .target(
      name: "AppTerminal",
      dependencies: ["AppComposition", "NavigationKit", "NavigationStateStore"],
      path: "App/AppTerminal"
    ),
    .executableTarget(name: "App", dependencies: ["AppTerminal"], path: "App/App"),
    .testTarget(name: "NavigationKitTests", dependencies: ["NavigationKit"]),
    .testTarget(
      name: "NavigationStateStoreTests", dependencies: ["NavigationStateStore", "NavigationKit"]),
    .testTarget(
      name: "NavigationKitTestingTests", dependencies: ["NavigationKitTesting", "NavigationKit"]),
    .testTarget(
      name: "AppCompositionTests",
      // The sample features whose flows across modules these tests follow; every other
      // feature is checked through the composition, without importing it.
      dependencies: [
        "AppComposition", "NavigationKit", "NavigationKitTesting", "NavigationStateStore",
        "FeatureOrders", "FeatureCatalog",
      ]
    ),
    .testTarget(
      name: "AppTerminalTests",
      dependencies: ["AppTerminal", "AppComposition", "NavigationKit"]),
    // The dependency-graph check: its logic, the command Scripts/check-dependency-graph runs,
    // and its tests. It depends on nothing in the package, and the package on nothing outside.
    .target(name: "DependencyGraph", path: "Scripts/DependencyGraph"),
    .executableTarget(
      name: "DependencyGraphCheck",
      dependencies: ["DependencyGraph"],
      path: "Scripts/DependencyGraphCheck"
    ),
    .testTarget(name: "DependencyGraphTests", dependencies: ["DependencyGraph"]),
    // The availability check CI runs (Scripts/check-availability): no API newer than the
    // manifest's Apple platforms in code an app builds. Like the graph check, it depends on
    // nothing in the package.
    // An executable only, so no app's build (nor Apple's SDK check of what apps link) sees it;
    // its tests import it with @testable.
    .executableTarget(name: "APIAvailabilityCheck", path: "Scripts/APIAvailabilityCheck"),
    .testTarget(name: "APIAvailabilityCheckTests", dependencies: ["APIAvailabilityCheck"]),
    // The documentation's code check CI runs (Scripts/check-doc-snippets): every Swift block
    // of the README and the DocC catalogs compiles against the package's modules. An
    // executable only, depending on nothing in the package; its tests import it with @testable.
    .executableTarget(name: "DocSnippetCheck", path: "Scripts/DocSnippetCheck"),
    .testTarget(name: "DocSnippetCheckTests", dependencies: ["DocSnippetCheck"]),
    // What each fuzz target checks of one input, shared by the libFuzzer harnesses
    // (Fuzz/Harnesses, built by Scripts/fuzz.sh) and the tests that replay every seed and
    // every crash found.
    .target(
      name: "FuzzChecks",
      dependencies: ["AppTerminal", "AppComposition", "NavigationKit", "DependencyGraph"],
      path: "Fuzz/Checks"),
    .testTarget(name: "FuzzChecksTests", dependencies: ["FuzzChecks", "AppComposition"]),
  ]
)

for feature in features {
  package.targets += [
    .target(
      name: feature, dependencies: ["NavigationKit", "NavigationKitSwiftUI"],
      path: "Modules/\(feature)"),
    .testTarget(
      name: "\(feature)Tests",
      dependencies: [.target(name: feature), "NavigationKit", "NavigationKitTesting"]),
  ]
}

// Every target is configured alike: Swift 6 mode and the upcoming features the model codebases use.
for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .swiftLanguageMode(.v6),
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("MemberImportVisibility"),
    ]
}

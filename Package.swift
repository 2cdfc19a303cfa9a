// swift-tools-version: 6.1
import PackageDescription

/// NavigationKit: the libraries an app links and the tool its team runs on its module graph.
///
/// Every target and product is named `NavigationKit…` or `NavigationStateStore…` (the tool
/// `navigationkit-…`), so none can collide with an app's own targets: SwiftPM needs target names
/// unique across the whole package graph. The sample app that uses it is a package of its own, in `App/`.
let package = Package(
  name: "NavigationKit",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    // The core: destinations, routes, intents, the front door. Link it from every target.
    .library(name: "NavigationKit", targets: ["NavigationKit"]),
    // The SwiftUI adapter: every file fenced by `#if canImport(SwiftUI)`, empty on Linux.
    .library(name: "NavigationKitSwiftUI", targets: ["NavigationKitSwiftUI"]),
    // The UIKit adapter: every file fenced by `#if canImport(UIKit)`, empty on macOS and Linux.
    .library(name: "NavigationKitUIKit", targets: ["NavigationKitUIKit"]),
    // For feature teams' test targets: recording, a one-feature harness, round-trip checks.
    .library(name: "NavigationKitTesting", targets: ["NavigationKitTesting"]),
    // The atomic state file and the persistence of an app's navigation in it.
    .library(name: "NavigationStateStore", targets: ["NavigationStateStore"]),
    // The dependency-graph check an app's team runs on its own package, locally and in CI.
    .executable(
      name: "navigationkit-check-dependency-graph",
      targets: ["NavigationKitDependencyGraphCheck"]),
    // The feature scaffold an app's team runs on its own package.
    .executable(name: "navigationkit-new-feature", targets: ["NavigationKitNewFeature"]),
    // The same tools under their targets' names: SwiftPM 6.3 builds a plugin's tool as the product
    // named like the target the plugin depends on (swiftlang/swift-package-manager#8831).
    .executable(
      name: "NavigationKitDependencyGraphCheck", targets: ["NavigationKitDependencyGraphCheck"]),
    .executable(name: "NavigationKitNewFeature", targets: ["NavigationKitNewFeature"]),
    // The same check as a command plugin, for an app's package that depends on NavigationKit:
    // `swift package check-dependency-graph`.
    .plugin(
      name: "NavigationKitCheckDependencyGraphPlugin",
      targets: ["NavigationKitCheckDependencyGraphPlugin"]),
    // The scaffold as a command plugin: `swift package --allow-writing-to-package-directory
    // new-feature NAME`.
    .plugin(name: "NavigationKitNewFeaturePlugin", targets: ["NavigationKitNewFeaturePlugin"]),
  ],
  targets: [
    .target(name: "NavigationKit", path: "Modules/NavigationKit"),
    .target(
      name: "NavigationKitSwiftUI", dependencies: ["NavigationKit", "NavigationStateStore"],
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
    // The dependency-graph check, a command that depends on nothing; its tests import it with
    // @testable. A command, not a library: no app links it, and it runs where a team's builds
    // run (macOS, Linux), not on a phone.
    .executableTarget(
      name: "NavigationKitDependencyGraphCheck", path: "Scripts/DependencyGraph"),
    // The plugins run the tools above on the package they are invoked in; the verbs are the
    // commands a team types, the target names stay clear of an app's own.
    .plugin(
      name: "NavigationKitCheckDependencyGraphPlugin",
      capability: .command(
        intent: .custom(
          verb: "check-dependency-graph",
          description:
            "Checks the package's module graph against its dependency-rules.json (read-only)")),
      dependencies: ["NavigationKitDependencyGraphCheck"],
      path: "Plugins/CheckDependencyGraph"),
    // The feature scaffold: its templates (Scripts/FeatureTemplate) are embedded in it by
    // Scripts/embed-feature-template, since an app's checkout of NavigationKit is not at hand
    // where it runs.
    .executableTarget(name: "NavigationKitNewFeature", path: "Scripts/NewFeature"),
    .plugin(
      name: "NavigationKitNewFeaturePlugin",
      capability: .command(
        intent: .custom(
          verb: "new-feature",
          description: "Makes a feature module, its tests and its wiring (NAME [--shape SHAPE])"),
        permissions: [
          .writeToPackageDirectory(
            reason: "It writes the feature's files and declares its targets in Package.swift")
        ]),
      dependencies: ["NavigationKitNewFeature"],
      path: "Plugins/NewFeature"),
    .testTarget(name: "NavigationKitTests", dependencies: ["NavigationKit"]),
    .testTarget(
      name: "NavigationStateStoreTests", dependencies: ["NavigationStateStore", "NavigationKit"]),
    .testTarget(
      name: "NavigationKitTestingTests", dependencies: ["NavigationKitTesting", "NavigationKit"]),
    .testTarget(
      name: "NavigationKitDependencyGraphCheckTests",
      dependencies: ["NavigationKitDependencyGraphCheck"]),
    .testTarget(
      name: "NavigationKitNewFeatureTests", dependencies: ["NavigationKitNewFeature"]),
  ]
)

// Every target is configured alike: Swift 6 mode and the upcoming features the model codebases use.
for target in package.targets where target.type != .plugin {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .swiftLanguageMode(.v6),
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("MemberImportVisibility"),
    ]
}

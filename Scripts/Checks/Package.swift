// swift-tools-version: 6.1
import PackageDescription

/// The repository's own checks, run by its scripts and CI: a package of its own, so that no app
/// that depends on NavigationKit resolves them. Each is an executable that depends on nothing;
/// its tests import it with @testable.
let package = Package(
  name: "NavigationKitChecks",
  platforms: [.macOS(.v14)],
  targets: [
    // Scripts/check-availability: no API newer than the manifest's Apple platforms in code an
    // app builds.
    .executableTarget(name: "APIAvailabilityCheck", path: "APIAvailabilityCheck"),
    .testTarget(name: "APIAvailabilityCheckTests", dependencies: ["APIAvailabilityCheck"]),
    // Scripts/check-doc-snippets: every Swift block of the README and the DocC catalogs
    // compiles against the packages' modules.
    .executableTarget(name: "DocSnippetCheck", path: "DocSnippetCheck"),
    .testTarget(name: "DocSnippetCheckTests", dependencies: ["DocSnippetCheck"]),
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

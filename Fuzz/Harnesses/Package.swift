// swift-tools-version: 6.1
import PackageDescription

// The libFuzzer harness, a package of its own so that the main package keeps no target that
// only links with `-sanitize=fuzzer`, and no dependency. Scripts/fuzz.sh builds it with
// `-Xswiftc -sanitize=fuzzer,address` and picks the target with NAVIGATIONKIT_FUZZ_TARGET;
// what each target checks lives in the main package's FuzzChecks, which `swift test` also runs
// on every seed and every crash kept under Fuzz/.
let package = Package(
  name: "FuzzHarness",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [.package(name: "NavigationKit", path: "../..")],
  targets: [
    .target(name: "FuzzerDriver"),
    .executableTarget(
      name: "FuzzHarness",
      dependencies: ["FuzzerDriver", .product(name: "FuzzChecks", package: "NavigationKit")],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
  ]
)

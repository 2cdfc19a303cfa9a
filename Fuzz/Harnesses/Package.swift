// swift-tools-version: 6.1
import PackageDescription

// The libFuzzer harness, a package of its own so that no package keeps a target that only links
// with `-sanitize=fuzzer` (`swift test` in Fuzz/ builds every target there). Scripts/fuzz.sh
// builds it with `-Xswiftc -sanitize=fuzzer,address` and picks the target with
// NAVIGATIONKIT_FUZZ_TARGET; what each target checks lives in Fuzz/'s FuzzChecks, which
// `swift test` there also runs on every seed and every crash kept under Fuzz/.
let package = Package(
  name: "FuzzHarness",
  platforms: [.macOS(.v14)],
  dependencies: [.package(name: "NavigationKitFuzz", path: "..")],
  targets: [
    .target(name: "FuzzerDriver"),
    .executableTarget(
      name: "FuzzHarness",
      dependencies: ["FuzzerDriver", .product(name: "FuzzChecks", package: "NavigationKitFuzz")],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
  ]
)

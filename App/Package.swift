// swift-tools-version: 6.1
import PackageDescription

/// The sample app: NavigationKit's first consumer, built as an adopter's app is. It depends on
/// the library by path, where an app names its URL and version, and uses its public API only.
///
/// FeatureOrders and FeatureCatalog never import each other; AppComposition, the composition
/// root, is the only target that imports every feature; App runs it all in a terminal.

/// Every feature module: adding a feature is one line here, which `Scripts/new-feature` writes.
let features = [
  "FeatureOrders",
  "FeatureCatalog",
]

let package = Package(
  name: "NavigationKitSample",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .executable(name: "App", targets: ["App"]),
    // For the fuzzing harnesses in Fuzz/, which drive the terminal App's session and the
    // composition; no app needs these.
    .library(name: "AppComposition", targets: ["AppComposition"]),
    .library(name: "AppTerminal", targets: ["AppTerminal"]),
  ],
  dependencies: [
    .package(name: "NavigationKit", path: "..")
  ],
  targets: [
    .target(
      name: "AppComposition",
      dependencies: [
        .product(name: "NavigationKit", package: "NavigationKit"),
        .product(name: "NavigationKitSwiftUI", package: "NavigationKit"),
        .product(name: "NavigationStateStore", package: "NavigationKit"),
      ] + features.map { .target(name: $0) },
      path: "AppComposition"
    ),
    // The terminal front end: sessions, commands, the demo; what the App executable runs.
    .target(
      name: "AppTerminal",
      dependencies: [
        "AppComposition",
        .product(name: "NavigationKit", package: "NavigationKit"),
        // SimulatedTransitions: the platform stand-in behind `transitions ...`.
        .product(name: "NavigationKitTesting", package: "NavigationKit"),
        .product(name: "NavigationStateStore", package: "NavigationKit"),
      ],
      path: "AppTerminal"
    ),
    .executableTarget(name: "App", dependencies: ["AppTerminal"], path: "App"),
    .testTarget(
      name: "AppCompositionTests",
      // The sample features whose flows across modules these tests follow; every other
      // feature is checked through the composition, without importing it.
      dependencies: [
        "AppComposition", "FeatureOrders", "FeatureCatalog",
        .product(name: "NavigationKit", package: "NavigationKit"),
        .product(name: "NavigationKitTesting", package: "NavigationKit"),
        .product(name: "NavigationStateStore", package: "NavigationKit"),
      ]
    ),
    .testTarget(
      name: "AppTerminalTests",
      dependencies: [
        "AppTerminal", "AppComposition",
        .product(name: "NavigationKit", package: "NavigationKit"),
        .product(name: "NavigationKitTesting", package: "NavigationKit"),
        .product(name: "NavigationStateStore", package: "NavigationKit"),
      ]),
  ]
)

for feature in features {
  package.targets += [
    .target(
      name: feature,
      dependencies: [
        .product(name: "NavigationKit", package: "NavigationKit"),
        .product(name: "NavigationKitSwiftUI", package: "NavigationKit"),
      ],
      path: "Modules/\(feature)"),
    .testTarget(
      name: "\(feature)Tests",
      dependencies: [
        .target(name: feature),
        .product(name: "NavigationKit", package: "NavigationKit"),
        .product(name: "NavigationKitTesting", package: "NavigationKit"),
      ]),
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

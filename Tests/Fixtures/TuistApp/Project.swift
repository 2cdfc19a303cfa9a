import ProjectDescription

let project = Project(
  name: "TuistApp",
  targets: [
    .target(
      name: "App",
      destinations: .iOS,
      product: .app,
      bundleId: "dev.tuistapp.App",
      sources: ["App/Sources/**"],
      dependencies: [
        .project(target: "FeatureOrders", path: "Modules/FeatureOrders"),
        .project(target: "FeatureCatalog", path: "Modules/FeatureCatalog"),
        .project(target: "FeatureProfile", path: "Modules/FeatureProfile"),
        .external(name: "NavigationKit"),
        .external(name: "NavigationStateStore"),
        .sdk(name: "UIKit", type: .framework),
      ]
    ),
    .target(
      name: "AppTests",
      destinations: .iOS,
      product: .unitTests,
      bundleId: "dev.tuistapp.AppTests",
      sources: ["App/Tests/**"],
      dependencies: [.target(name: "App")]
    ),
  ]
)

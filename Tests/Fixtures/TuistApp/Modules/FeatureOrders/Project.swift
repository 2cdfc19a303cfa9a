import ProjectDescription

let project = Project(
  name: "FeatureOrders",
  targets: [
    .target(
      name: "FeatureOrders",
      destinations: .iOS,
      product: .staticFramework,
      bundleId: "dev.tuistapp.FeatureOrders",
      sources: ["Sources/**"],
      dependencies: [
        .external(name: "NavigationKit"),
        .external(name: "NavigationKitSwiftUI"),
      ]
    )
  ]
)

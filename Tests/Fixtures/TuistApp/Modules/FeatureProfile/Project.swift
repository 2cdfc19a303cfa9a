import ProjectDescription

let project = Project(
  name: "FeatureProfile",
  targets: [
    .target(
      name: "FeatureProfile",
      destinations: .iOS,
      product: .staticFramework,
      bundleId: "dev.tuistapp.FeatureProfile",
      sources: ["Sources/**"],
      dependencies: [
        .external(name: "NavigationKit"),
        .external(name: "NavigationKitSwiftUI"),
      ]
    )
  ]
)

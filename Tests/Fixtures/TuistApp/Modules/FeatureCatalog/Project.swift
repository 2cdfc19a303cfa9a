import ProjectDescription

let project = Project(
  name: "FeatureCatalog",
  targets: [
    .target(
      name: "FeatureCatalog",
      destinations: .iOS,
      product: .staticFramework,
      bundleId: "dev.tuistapp.FeatureCatalog",
      sources: ["Sources/**"],
      dependencies: [
        .external(name: "NavigationKit"),
        .external(name: "NavigationKitSwiftUI"),
      ]
    )
  ]
)

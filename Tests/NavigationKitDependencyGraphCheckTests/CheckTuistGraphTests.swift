import Foundation
import Testing

@testable import NavigationKitDependencyGraphCheck

/// `--tuist-graph`: the module graph of a Tuist project, read from `tuist graph --format json`,
/// checked with the same rules and findings as a package. The project is the fixture in
/// Tests/Fixtures/TuistApp (its README says where its format comes from), copied to a scratch
/// folder for each test so a planted file never touches the checkout.
@Suite struct CheckTuistGraphTests {
  static let fixture = ReadmeGraphTests.root.appendingPathComponent("Tests/Fixtures/TuistApp")

  @Test func theFixturesGraphReadsAsItsTargetsDependenciesAndSources() throws {
    let data = try Data(contentsOf: Self.fixture.appendingPathComponent("graph.json"))
    let graph = try PackageGraph(tuistGraphJSON: data, root: Self.fixture)

    // NavigationKit's targets come from an external project: products, never checked.
    #expect(
      graph.targets.map(\.name) == [
        "App", "AppTests", "FeatureCatalog", "FeatureOrders", "FeatureProfile",
      ])
    let app = try #require(graph.target(named: "App"))
    #expect(app.kind == .executable)
    #expect(app.dependencies == ["FeatureOrders", "FeatureCatalog", "FeatureProfile"])
    // UIKit, an SDK, is the toolchain's, as it is for a package.
    #expect(app.productDependencies == ["NavigationKit", "NavigationStateStore"])
    #expect(app.manifest == "Project.swift")
    #expect(app.sources == ["App/Sources/TuistApp.swift"])
    let orders = try #require(graph.target(named: "FeatureOrders"))
    #expect(orders.kind == .library)
    #expect(orders.productDependencies == ["NavigationKit", "NavigationKitSwiftUI"])
    #expect(orders.manifest == "Modules/FeatureOrders/Project.swift")
    #expect(orders.sources == ["Modules/FeatureOrders/Sources/OrdersFeature.swift"])
    #expect(graph.target(named: "AppTests")?.kind == .test)
  }

  @Test func theCleanFixturePasses() throws {
    let run = try Self.runCheck()
    #expect(run.status == 0)
    #expect(run.errors == [])
    #expect(
      run.output == [
        "check-dependency-graph: 5 targets, 5 files, 17 imports: no errors, no warnings"
      ]
    )
  }

  @Test func aFeatureImportingAnotherIsReportedAtItsFileAndLine() throws {
    let run = try Self.runCheck { root in
      let file = root.appendingPathComponent("Modules/FeatureOrders/Sources/OrdersFeature.swift")
      let text = try String(contentsOf: file, encoding: .utf8)
      try Data(("import FeatureCatalog\n" + text).utf8).write(to: file)
    }
    #expect(run.status == 1)
    #expect(
      run.output == [
        "Modules/FeatureOrders/Sources/OrdersFeature.swift:1:8: error: FeatureOrders imports "
          + "FeatureCatalog: features must not depend on each other: declare an intent in the "
          + "feature's intent catalog instead, and route it in the composition root "
          + "[independent-features]",
        "check-dependency-graph: 5 targets, 5 files, 18 imports: 1 error, no warnings",
      ])
  }

  @Test func aDeclaredFeatureDependencyIsReportedAtTheTargetInItsProjectSwift() throws {
    let run = try Self.runCheck { root in
      try Self.editGraph(in: root) { projects in
        for index in projects.indices {
          guard var project = projects[index] as? [String: Any],
            var targets = project["targets"] as? [String: Any],
            var orders = targets["FeatureOrders"] as? [String: Any],
            let dependencies = orders["dependencies"] as? [Any]
          else { continue }
          orders["dependencies"] =
            dependencies + [
              [
                "project": [
                  "path": "/Users/dev/TuistApp/Modules/FeatureCatalog", "target": "FeatureCatalog",
                ]
              ]
            ]
          targets["FeatureOrders"] = orders
          project["targets"] = targets
          projects[index] = project
        }
      }
    }
    #expect(run.status == 1)
    // Line 7 of the feature's Project.swift is the target's `name: "FeatureOrders",`, not the
    // project's of the same name on line 4.
    #expect(
      run.output.contains(
        "Modules/FeatureOrders/Project.swift:7:13: error: FeatureOrders depends on "
          + "FeatureCatalog: features must not depend on each other: declare an intent in the "
          + "feature's intent catalog instead, and route it in the composition root "
          + "[independent-features]"))
  }

  @Test func malformedJSONExitsTwoWithAClearMessage() throws {
    let run = try Self.runCheck { root in
      try Data(#"{"name": "TuistApp", "projects": ["#.utf8).write(
        to: root.appendingPathComponent("graph.json"))
    }
    #expect(run.status == 2)
    #expect(run.output == [])
    #expect(run.errors.count == 1)
    #expect(
      run.errors.first?.hasSuffix(
        "graph.json: not the output of `tuist graph --format json`: "
          + "not valid JSON") == true)
  }

  @Test func aGraphOfAnotherShapeExitsTwoNamingWhatIsMissing() throws {
    let run = try Self.runCheck { root in
      let graph = #"""
        {"name": "A", "path": "/a", "projects": ["/a", {"name": "A", "path": "/a",
          "targets": {"App": {"name": "App", "product": "app", "sources": []}}}]}
        """#
      try Data(graph.utf8).write(to: root.appendingPathComponent("graph.json"))
    }
    #expect(run.status == 2)
    #expect(
      run.errors.first?.hasSuffix(
        #"not the output of `tuist graph --format json`: projects[1].targets.App: no key "#
          + #""dependencies""#) == true)
  }

  @Test func prebuiltBinariesAndPackagesAreProductsAndPluginsAreNot() throws {
    let graph = #"""
      {"name": "A", "path": "/a", "projects": {"/a": {"name": "A", "path": "/a", "targets": {
        "App": {"name": "App", "product": "app", "productName": "App", "sources": [],
          "dependencies": [
            {"xcframework": {"path": "/a/Frameworks/Pay.xcframework", "status": "required"}},
            {"library": {"path": "/a/Vendor/libSentry.a", "publicHeaders": "/a/Vendor"}},
            {"package": {"product": "Lottie", "type": "runtime"}},
            {"package": {"product": "SwiftLintPlugin", "type": "plugin"}},
            {"sdk": {"name": "UIKit.framework", "status": "required"}},
            {"xctest": {}}]}}}}}
      """#
    let read = try PackageGraph(tuistGraphJSON: Data(graph.utf8), root: URL(fileURLWithPath: "/b"))
    #expect(read.target(named: "App")?.productDependencies == ["Pay", "Sentry", "Lottie"])
  }

  @Test func aBuildableFoldersResolvedSwiftFilesAreSources() throws {
    let graph = #"""
      {"name": "A", "path": "/Users/dev/A", "projects": ["/Users/dev/A", {"name": "A",
        "path": "/Users/dev/A", "targets": {"FeatureOrders": {"name": "FeatureOrders",
          "product": "staticFramework", "sources": [], "dependencies": [],
          "buildableFolders": [{"path": "/Users/dev/A/Orders", "exceptions": {"exceptions": []},
            "resolvedFiles": [{"path": "/Users/dev/A/Orders/Orders.swift"},
              {"path": "/Users/dev/A/Orders/Orders.xcstrings"}]}]}}}]}
      """#
    let read = try PackageGraph(tuistGraphJSON: Data(graph.utf8), root: URL(fileURLWithPath: "/b"))
    #expect(read.target(named: "FeatureOrders")?.sources == ["Orders/Orders.swift"])
  }

  @Test func aProjectOfAnotherShapeInAnObjectIsReportedWhereItIs() {
    let graph = #"{"name": "A", "path": "/a", "projects": {"/a": {"name": "A", "path": "/a"}}}"#
    #expect(
      throws: PackageGraphError(
        #"not the output of `tuist graph --format json`: projects./a: no key "targets""#)
    ) {
      try PackageGraph(tuistGraphJSON: Data(graph.utf8), root: URL(fileURLWithPath: "/b"))
    }
  }

  @Test func onlyOneGraphMayBeGiven() {
    let run = CheckCommandRun(["--describe-json", "a.json", "--tuist-graph", "b.json"])
    #expect(run.status == 2)
    #expect(
      run.errors.first == "error: --describe-json and --tuist-graph each give the graph; pass one")
  }

  /// Copies the fixture to a scratch folder, lets `prepare` change it, and runs the check there.
  static func runCheck(_ prepare: (URL) throws -> Void = { _ in }) throws -> CheckCommandRun {
    let files = FileManager.default
    let root = files.temporaryDirectory.appendingPathComponent(
      "TuistApp-\(UUID().uuidString)", isDirectory: true)
    try files.copyItem(at: fixture, to: root)
    defer { try? files.removeItem(at: root) }
    try prepare(root)
    return CheckCommandRun([
      "--package-path", root.path, "--tuist-graph", root.appendingPathComponent("graph.json").path,
    ])
  }

  /// Rewrites the scratch copy's graph.json, its `projects` list edited by `edit`.
  static func editGraph(in root: URL, _ edit: (inout [Any]) -> Void) throws {
    let url = root.appendingPathComponent("graph.json")
    var graph = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    var projects = try #require(graph["projects"] as? [Any])
    edit(&projects)
    graph["projects"] = projects
    try JSONSerialization.data(withJSONObject: graph).write(to: url)
  }
}

import Foundation
import Testing

@testable import NavigationKitDependencyGraphCheck

/// `--init`: starter rules for a package that has none, and what they decided.
@Suite struct CheckInitTests {
  /// Runs `--init` on the fixture, writing to `starter.json`, then the check on those rules;
  /// returns both runs and the rules' text.
  static func initThenCheck(_ fixture: CheckFixture) throws -> (
    initRun: CheckCommandRun, check: CheckCommandRun, rules: String
  ) {
    let describe = try fixture.describeJSON()
    return try fixture.withPackage { root in
      let file = root.appendingPathComponent("describe.json")
      try describe.write(to: file)
      let common = ["--package-path", root.path, "--describe-json", file.path]
      let rulesPath = root.appendingPathComponent("starter.json").path
      let initRun = CheckCommandRun(common + ["--rules", rulesPath, "--init"])
      let rules = (try? String(contentsOfFile: rulesPath, encoding: .utf8)) ?? ""
      return (initRun, CheckCommandRun(common + ["--rules", rulesPath]), rules)
    }
  }

  @Test func starterRulesPassOnACleanGraphAndSayWhatTheyDecided() throws {
    let (initRun, check, rules) = try Self.initThenCheck(.standard)
    #expect(initRun.status == 0)
    #expect(
      initRun.output == [
        "check-dependency-graph: wrote starter.json for 10 targets:",
        "  shared: Core; may depend on no other layer",
        "  features: FeatureA, FeatureB (pattern Feature*, independent of one another); may "
          + "depend on shared",
        "  composition: Composition; may depend on shared, features",
        "  app: App; may depend on shared, composition",
        "  tests: *Tests (5 targets)",
        "check-dependency-graph: the check on these rules: 10 targets, 10 files, 22 imports: no "
          + "errors, no warnings",
      ])
    #expect(check.status == 0)
    #expect(rules.contains(#""targets": ["Feature*"]"#))
    #expect(rules.contains(#""independent": true"#))
  }

  /// Right after --init, the check is meaningful: a feature importing another fails it.
  @Test func theCheckOnStarterRulesFailsAFeatureImportingAnother() throws {
    var fixture = CheckFixture.standard
    fixture.write("import FeatureB\n", in: "FeatureA")
    let (initRun, check, _) = try Self.initThenCheck(fixture)
    let finding =
      "Sources/FeatureA/X.swift:1:8: error: FeatureA imports FeatureB: features must not depend "
      + "on each other: declare an intent in the feature's intent catalog instead, and route it "
      + "in the composition root [independent-features]"
    #expect(initRun.status == 0)
    #expect(initRun.output.contains(finding))
    #expect(check.status == 1)
    #expect(check.output.first == finding)
  }

  /// The products each layer uses today are allowed, and only those: a feature that starts
  /// using another product afterwards is reported.
  @Test func starterRulesAllowTheProductsEachLayerUses() throws {
    var fixture = CheckFixture.standard
    fixture.update("FeatureA") { $0.productDependencies = ["NavigationKit"] }
    fixture.write("import NavigationKit\n", in: "FeatureA")
    fixture.write(
      "#if canImport(SwiftUI)\n  import SwiftUI\n#endif\n", to: "V.swift", in: "FeatureB")
    let (_, check, rules) = try Self.initThenCheck(fixture)
    #expect(check.status == 0)
    // What the scaffold's features use is allowed too: NavigationKitSwiftUI, SwiftUI fenced.
    #expect(rules.contains(#""products": {"allow": ["NavigationKit", "NavigationKitSwiftUI"]}"#))
    #expect(rules.contains(#""fencedToolchain": {"SwiftUI": "canImport(SwiftUI)"}"#))
  }

  @Test func anExistingRulesFileIsNeverOverwritten() throws {
    let fixture = CheckFixture.standard
    let run = try fixture.runCommand(["--init"])
    #expect(run.status == 2)
    #expect(run.errors.first?.contains("dependency-rules.json exists already") == true)
    // The committed rules are untouched: the check still passes on them.
    #expect(try fixture.findings() == [])
  }

  @Test(arguments: [
    (["FeatureOrders", "FeatureCatalog", "AppComposition", "App"], "Feature*"),
    (["OrdersModule", "CatalogModule", "Composition", "App"], "*Module"),
    (["ShopOrders", "ShopCatalog", "AppComposition"], "Shop*"),
    (["Core", "App"], nil),
  ])
  func theFeaturePatternIsTheCommonNaming(names: [String], pattern: String?) {
    #expect(StarterRules.featurePattern(names) == pattern)
  }

  /// On the sample app, the starter rules find its two features and pass on its graph.
  @Test func starterRulesPassOnTheSampleApp() throws {
    let root = ReadmeGraphTests.root.appendingPathComponent("App").standardizedFileURL
    let graph = try PackageGraph(
      describeJSON: try ReadmeGraphTests().describeRepository(package: "App"))
    let starter = StarterRules(graph: graph, scans: SourceScanner(root: root).scan(graph.targets))
    let rules = try DependencyRules(json: Data(starter.json.utf8), path: "starter.json")
    let result = DependencyCheck(graph: graph, rules: rules, root: root).run()
    #expect(result.findings.filter { $0.severity == .error } == [])
    #expect(
      starter.layers.first { $0.name == "features" }?.members == [
        "FeatureCatalog", "FeatureOrders",
      ])
    #expect(starter.layers.first { $0.name == "composition" }?.members == ["AppComposition"])
  }
}

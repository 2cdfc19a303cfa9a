import Foundation
import Testing

@testable import NavigationKitDependencyGraphCheck

/// Imports between package targets: what each layer may import.
@Suite struct CheckLayerTests {
  @Test func cleanPackageHasNoFindings() throws {
    let result = try CheckFixture.standard.run()
    #expect(result.findings == [])
    #expect(result.errors == 0)
    #expect(result.warnings == 0)
    #expect(result.targets == 10)
    #expect(result.files == 10)
    #expect(result.imports == 22)
  }

  @Test func featureImportingFeatureIsAnError() throws {
    var fixture = CheckFixture.standard
    fixture.write("import Foundation\n\nimport FeatureB\n", in: "FeatureA")
    let findings = try fixture.findings()
    #expect(
      findings.map(\.description) == [
        "Sources/FeatureA/X.swift:3:8: error: FeatureA imports FeatureB: features must not depend "
          + "on each other [independent-features]"
      ])
    #expect(
      findings == [
        Finding(
          path: "Sources/FeatureA/X.swift", line: 3, column: 8, severity: .error,
          message: "FeatureA imports FeatureB: features must not depend on each other",
          rule: "independent-features")
      ])
  }

  @Test func featureImportingFeatureIsReportedEvenWhenDeclared() throws {
    var fixture = CheckFixture.standard
    fixture.declare("FeatureB", ["Core", "FeatureA"])
    fixture.write("import FeatureA\n", in: "FeatureB")
    #expect(
      try fixture.findings() == [
        fixture.declarationFinding(
          "FeatureB", "FeatureB depends on FeatureA: features must not depend on each other",
          rule: "independent-features"),
        fixture.importFinding(
          "FeatureB", line: 1, column: 8,
          "FeatureB imports FeatureA: features must not depend on each other",
          rule: "independent-features"),
      ])
  }

  @Test func coreImportingAFeatureIsAnError() throws {
    var fixture = CheckFixture.standard
    fixture.write("import Composition\n", in: "Core")
    // Everything depends on Core, so the import also closes a cycle (see CheckCycleTests).
    #expect(
      try fixture.findings().filter { $0.rule != "cycle" } == [
        fixture.importFinding(
          "Core", line: 1, column: 8,
          "Core imports Composition: core may depend only on nothing in the package",
          rule: "layers-core")
      ])
  }

  @Test func executableImportingAFeatureIsAnError() throws {
    var fixture = CheckFixture.standard
    fixture.write("import FeatureA\n", in: "App")
    #expect(
      try fixture.findings() == [
        fixture.importFinding(
          "App", line: 1, column: 8,
          "App imports FeatureA: executable may depend only on composition, core",
          rule: "layers-executable")
      ])
  }

  @Test func compositionMayImportEveryFeatureAndCore() throws {
    var fixture = CheckFixture.standard
    fixture.write(
      "@_exported public import FeatureA\ninternal import FeatureB\nimport Core\n",
      in: "Composition")
    #expect(try fixture.findings() == [])
  }

  @Test func importOfAnUndeclaredAllowedTargetIsAnImplicitDependency() throws {
    var fixture = CheckFixture.standard
    fixture.declare("FeatureA", [])
    #expect(
      try fixture.findings() == [
        fixture.importFinding(
          "FeatureA", file: "FeatureA.swift", line: 1, column: 8,
          "FeatureA imports Core: it is not a declared dependency in Package.swift "
            + "(an implicit dependency)",
          rule: "undeclared-import")
      ])
  }

  @Test func aTargetMayImportItself() throws {
    var fixture = CheckFixture.standard
    fixture.write("import FeatureA\n", in: "FeatureA")
    #expect(try fixture.findings() == [])
  }

  @Test func everyImportIsReportedInOrder() throws {
    var fixture = CheckFixture.standard
    fixture.write("import FeatureB\n", to: "B.swift", in: "FeatureA")
    fixture.write("import Composition\nimport App\n", to: "A.swift", in: "FeatureA")
    // The imports of Composition and App also close cycles, reported in Package.swift.
    let findings = try fixture.findings().filter { $0.path.hasPrefix("Sources/") }
    #expect(
      findings.map { "\($0.path):\($0.line) \($0.rule)" } == [
        "Sources/FeatureA/A.swift:1 layers-features",
        "Sources/FeatureA/A.swift:2 layers-features",
        "Sources/FeatureA/B.swift:1 independent-features",
      ])
    #expect(
      findings.first?.message == "FeatureA imports Composition: features may depend only on core")
  }
}

/// An independent layer's `fix` is said after each finding of a sibling import.
@Suite struct CheckLayerFixTests {
  @Test func theCommittedFeaturesLayerNamesTheFix() throws {
    // The features are the sample app's, in its own package.
    let root = ReadmeGraphTests.root.appendingPathComponent("App")
    let rules = try DependencyRules(
      json: try Data(contentsOf: root.appendingPathComponent("dependency-rules.json")),
      path: "dependency-rules.json")
    #expect(rules.layer(named: "features")?.fix?.hasPrefix("declare an intent") == true)
  }

  @Test func aFixThatIsNotTextIsABadRulesFile() {
    let json = #"""
      {"layers": [{"name": "a", "targets": ["A"], "mayDependOn": [], "toolchain": [], "fix": 1}],
       "forbiddenModules": [], "tests": {"targets": ["*Tests"], "mayDependOn": [], "toolchain": []}}
      """#
    #expect(throws: RulesError.self) {
      try DependencyRules(json: Data(json.utf8), path: "rules.json")
    }
  }
}

extension CheckLayerFixTests {
  @Test func aSiblingImportNamesTheLayersFix() throws {
    var fixture = CheckFixture.standard
    fixture.rules = fixture.rules.replacingOccurrences(
      of: #""independent": true,"#, with: #""independent": true, "fix": "declare an intent","#)
    fixture.write("import FeatureB\n", in: "FeatureA")
    #expect(
      try fixture.findings().contains(
        fixture.importFinding(
          "FeatureA", line: 1, column: 8,
          "FeatureA imports FeatureB: features must not depend on each other: declare an intent",
          rule: "independent-features")))
  }
}

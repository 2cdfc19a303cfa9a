import Foundation
import Testing

@testable import NavigationKitDependencyGraphCheck

/// The dependencies `Package.swift` declares, reported at the line declaring the target.
@Suite struct CheckDeclaredTests {
  @Test func featureDeclaringAnotherFeatureIsAnError() throws {
    var fixture = CheckFixture.standard
    fixture.declare("FeatureA", ["Core", "FeatureB"])
    fixture.write("import FeatureB\n", in: "FeatureA")
    let line = fixture.manifestLine(of: "FeatureA")
    #expect(line == 8)
    #expect(
      try fixture.findings() == [
        Finding(
          path: "Package.swift", line: line, column: 19, severity: .error,
          message: "FeatureA depends on FeatureB: features must not depend on each other",
          rule: "independent-features"),
        fixture.importFinding(
          "FeatureA", line: 1, column: 8,
          "FeatureA imports FeatureB: features must not depend on each other",
          rule: "independent-features"),
      ])
  }

  @Test func compositionDependingOnTheExecutableIsAnErrorAndACycle() throws {
    var fixture = CheckFixture.standard
    fixture.declare("Composition", ["Core", "FeatureA", "FeatureB", "App"])
    fixture.write("import App\n", in: "Composition")
    let findings = try fixture.findings()
    let composition = fixture.declarationFinding(
      "Composition", "Composition depends on App: composition may depend only on features, core",
      rule: "layers-composition")
    #expect(findings.contains(composition))
    #expect(
      findings.contains(
        fixture.importFinding(
          "Composition", line: 1, column: 8,
          "Composition imports App: composition may depend only on features, core",
          rule: "layers-composition")))
    let cycles = findings.filter { $0.rule == "cycle" }
    #expect(cycles.map(\.message) == ["dependency cycle: App → Composition → App"])
    #expect(cycles.map(\.severity) == [.error])
    #expect(findings.count == 3)
  }

  @Test func executableDeclaringAFeatureIsAnError() throws {
    var fixture = CheckFixture.standard
    fixture.declare("App", ["Composition", "Core", "FeatureA"])
    fixture.write("import FeatureA\n", in: "App")
    #expect(
      try fixture.findings() == [
        fixture.declarationFinding(
          "App", "App depends on FeatureA: executable may depend only on composition, core",
          rule: "layers-executable"),
        fixture.importFinding(
          "App", line: 1, column: 8,
          "App imports FeatureA: executable may depend only on composition, core",
          rule: "layers-executable"),
      ])
  }

  @Test func coreDeclaringAnythingInThePackageIsAnError() throws {
    var fixture = CheckFixture.standard
    fixture.declare("Core", ["FeatureA"])
    fixture.write("import FeatureA\n", in: "Core")
    let findings = try fixture.findings()
    #expect(
      findings.contains(
        fixture.declarationFinding(
          "Core", "Core depends on FeatureA: core may depend only on nothing in the package",
          rule: "layers-core")))
    #expect(
      findings.filter { $0.rule == "cycle" }.map(\.message) == [
        "dependency cycle: Core → FeatureA → Core"
      ])
  }

  @Test func undeclaredImportIsAnImplicitDependency() throws {
    var fixture = CheckFixture.standard
    fixture.declare("Composition", ["Core", "FeatureA"])
    #expect(
      try fixture.findings() == [
        fixture.importFinding(
          "Composition", file: "Composition.swift", line: 3, column: 8,
          "Composition imports FeatureB: it is not a declared dependency in Package.swift "
            + "(an implicit dependency)",
          rule: "undeclared-import")
      ])
  }

  @Test func unusedDependencyIsAWarning() throws {
    var fixture = CheckFixture.standard
    fixture.write("import Foundation\n", to: "FeatureB.swift", in: "FeatureB")
    let result = try fixture.run()
    #expect(
      result.findings == [
        fixture.declarationFinding(
          "FeatureB", "FeatureB declares a dependency on Core but never imports it",
          severity: .warning, rule: "unused-dependency")
      ])
    #expect(result.errors == 0)
    #expect(result.warnings == 1)
    #expect(result.summary.hasSuffix(": no errors, 1 warning"))
  }

  @Test func dependencyImportedInAnyFileIsUsed() throws {
    var fixture = CheckFixture.standard
    fixture.write("import Foundation\n", to: "FeatureA.swift", in: "FeatureA")
    fixture.write(
      "// More.\n#if canImport(Core)\nimport Core\n#endif\n", to: "More.swift", in: "FeatureA")
    #expect(try fixture.findings() == [])
  }

  @Test func dependencyOnAnExternalProductIsNotChecked() throws {
    var fixture = CheckFixture.standard
    fixture.declare("FeatureA", ["Core", "SomePackageTarget"])
    #expect(try fixture.findings() == [])
  }

  @Test func unreadableSourceIsAnError() throws {
    var fixture = CheckFixture.standard
    fixture.write("import Foundation\n", in: "Core")
    let graph = fixture.graph
    let missing = PackageGraph(
      targets: graph.targets.map { target in
        guard target.name == "Core" else { return target }
        return PackageGraph.Target(
          name: target.name, kind: target.kind, path: target.path,
          sources: target.sources + ["Missing.swift"])
      })
    let findings = try fixture.withPackage { root in
      DependencyCheck(
        graph: missing,
        rules: try DependencyRules(json: Data(fixture.rules.utf8), path: "dependency-rules.json"),
        root: root
      ).run().findings
    }
    #expect(findings.map(\.path) == ["Sources/Core/Missing.swift"])
    #expect(findings.map(\.rule) == ["unreadable-source"])
    #expect(findings.first?.message.hasPrefix("cannot read the source: ") == true)
    #expect(findings.first?.severity == .error)
  }
}

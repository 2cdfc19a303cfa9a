import Foundation
import Testing

@testable import NavigationKitDependencyGraphCheck

/// Test targets: their subject, what the subject may depend on, and the tests' toolchain.
@Suite struct CheckTestTargetTests {
  @Test func featureTestsMayImportTheirSubjectCoreAndTheToolchain() throws {
    var fixture = CheckFixture.standard
    fixture.write(
      "import Core\nimport Foundation\nimport Testing\nimport XCTest\n\n@testable import FeatureA\n",
      in: "FeatureATests")
    #expect(try fixture.findings() == [])
  }

  @Test func featureTestsImportingAnotherFeatureIsAnError() throws {
    var fixture = CheckFixture.standard
    fixture.write("import Testing\n\n@testable import FeatureB\n", in: "FeatureATests")
    #expect(
      try fixture.findings() == [
        fixture.importFinding(
          "FeatureATests", line: 3, column: 18,
          "FeatureATests imports FeatureB: a test target may depend only on its subject FeatureA "
            + "and what FeatureA may depend on",
          rule: "tests")
      ])
  }

  @Test func featureTestsDeclaringAnotherFeatureIsAnError() throws {
    var fixture = CheckFixture.standard
    fixture.declare("FeatureATests", ["FeatureA", "Core", "FeatureB"])
    fixture.write("import FeatureB\n", in: "FeatureATests")
    let findings = try fixture.findings()
    #expect(
      findings.map(\.description) == [
        "Package.swift:13:23: error: FeatureATests depends on FeatureB: a test target may depend "
          + "only on its subject FeatureA and what FeatureA may depend on [tests]",
        "Tests/FeatureATests/X.swift:1:8: error: FeatureATests imports FeatureB: a test target may "
          + "depend only on its subject FeatureA and what FeatureA may depend on [tests]",
      ])
    #expect(fixture.manifestLine(of: "FeatureATests") == 13)
  }

  @Test func compositionTestsMayImportWhatCompositionMay() throws {
    var fixture = CheckFixture.standard
    fixture.declare("CompositionTests", ["Composition", "FeatureA", "FeatureB", "Core"])
    fixture.write("import Core\nimport FeatureB\n", in: "CompositionTests")
    #expect(try fixture.findings() == [])
  }

  @Test func testTargetImportingAnUndeclaredTargetIsAnImplicitDependency() throws {
    var fixture = CheckFixture.standard
    fixture.write("import Core\n", in: "FeatureBTests")
    #expect(
      try fixture.findings() == [
        fixture.importFinding(
          "FeatureBTests", line: 1, column: 8,
          "FeatureBTests imports Core: it is not a declared dependency in Package.swift "
            + "(an implicit dependency)",
          rule: "undeclared-import")
      ])
  }

  @Test func testTargetWithoutASubjectMayDependOnNoPackageTarget() throws {
    var fixture = CheckFixture.standard
    fixture.targets.append(
      CheckFixture.Target(
        name: "IntegrationTests", kind: .test, dependencies: ["Core"],
        sources: ["Flow.swift": "import Foundation\nimport Testing\nimport Core\n"]))
    let message =
      "a test target without a subject may depend on no package target"
    #expect(
      try fixture.findings() == [
        fixture.declarationFinding(
          "IntegrationTests", "IntegrationTests depends on Core: \(message)", rule: "tests"),
        fixture.importFinding(
          "IntegrationTests", file: "Flow.swift", line: 3, column: 8,
          "IntegrationTests imports Core: \(message)", rule: "tests"),
      ])
  }

  @Test func testTargetWithoutASubjectMayImportTheTestToolchain() throws {
    var fixture = CheckFixture.standard
    fixture.targets.append(
      CheckFixture.Target(
        name: "SmokeTests", kind: .test, dependencies: [],
        sources: ["Smoke.swift": "import Foundation\nimport Testing\nimport Observation\n"]))
    #expect(
      try fixture.findings() == [
        fixture.importFinding(
          "SmokeTests", file: "Smoke.swift", line: 3, column: 8,
          "SmokeTests imports Observation: tests may import only Foundation, Testing, XCTest",
          rule: "toolchain-tests")
      ])
  }

  @Test func testTargetMatchingNoTestPatternIsUnassigned() throws {
    var fixture = CheckFixture.standard
    fixture.targets.append(
      CheckFixture.Target(
        name: "CoreSpec", kind: .test, dependencies: ["Core"],
        sources: ["Spec.swift": "import Core\n"]))
    let findings = try fixture.findings()
    #expect(
      findings.filter { $0.severity == .error } == [
        fixture.declarationFinding(
          "CoreSpec", "test target CoreSpec matches no pattern of tests in dependency-rules.json",
          rule: "unassigned-target")
      ])
    #expect(findings.filter { $0.rule == "unused-dependency" } == [])
  }

  @Test func executableTestsMayImportTheExecutableAndWhatItMay() throws {
    var fixture = CheckFixture.standard
    fixture.declare("AppTests", ["App", "Composition", "Core"])
    fixture.write("import Composition\nimport Core\nimport Glibc\n", in: "AppTests")
    #expect(try fixture.findings() == [])
  }
}

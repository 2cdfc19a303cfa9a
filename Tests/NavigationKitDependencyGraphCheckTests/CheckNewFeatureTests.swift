import Foundation
import Testing

@testable import NavigationKitDependencyGraphCheck

/// A feature added with no change to the rules is covered by them at once.
@Suite struct CheckNewFeatureTests {
  /// The standard fixture plus FeatureC and its tests, declared after everything else.
  static var withFeatureC: CheckFixture {
    var fixture = CheckFixture.standard
    fixture.targets += [
      CheckFixture.Target(
        name: "FeatureC", kind: .library, dependencies: ["Core"],
        sources: ["FeatureC.swift": "import Core\n"]),
      CheckFixture.Target(
        name: "FeatureCTests", kind: .test, dependencies: ["FeatureC"],
        sources: ["FeatureCTests.swift": "import Testing\n\n@testable import FeatureC\n"]),
    ]
    return fixture
  }

  @Test func newFeatureFollowingTheRulesIsClean() throws {
    let result = try Self.withFeatureC.run()
    #expect(result.findings == [])
    #expect(result.targets == 12)
  }

  @Test func newFeatureImportingAnotherFeatureIsAnError() throws {
    var fixture = Self.withFeatureC
    fixture.write("import FeatureA\n", in: "FeatureC")
    #expect(
      try fixture.findings() == [
        fixture.importFinding(
          "FeatureC", line: 1, column: 8,
          "FeatureC imports FeatureA: features must not depend on each other",
          rule: "independent-features")
      ])
  }

  @Test func featureImportingTheNewFeatureIsAnError() throws {
    var fixture = Self.withFeatureC
    fixture.write("import FeatureC\n", in: "FeatureA")
    #expect(
      try fixture.findings() == [
        fixture.importFinding(
          "FeatureA", line: 1, column: 8,
          "FeatureA imports FeatureC: features must not depend on each other",
          rule: "independent-features")
      ])
  }

  @Test func newFeatureDeclaringAnotherFeatureIsAnError() throws {
    var fixture = Self.withFeatureC
    fixture.declare("FeatureC", ["Core", "FeatureB"])
    fixture.write("import FeatureB\n", in: "FeatureC")
    #expect(
      try fixture.findings().map(\.description) == [
        "Package.swift:17:19: error: FeatureC depends on FeatureB: features must not depend on "
          + "each other [independent-features]",
        "Sources/FeatureC/X.swift:1:8: error: FeatureC imports FeatureB: features must not depend "
          + "on each other [independent-features]",
      ])
  }

  @Test func compositionMayUseTheNewFeature() throws {
    var fixture = Self.withFeatureC
    fixture.declare("Composition", ["Core", "FeatureA", "FeatureB", "FeatureC"])
    fixture.write("import FeatureC\n", in: "Composition")
    #expect(try fixture.findings() == [])
  }

  @Test func newFeatureMayNotUseTheComposition() throws {
    var fixture = Self.withFeatureC
    fixture.write("import Composition\n", in: "FeatureC")
    let findings = try fixture.findings()
    #expect(
      findings.contains(
        fixture.importFinding(
          "FeatureC", line: 1, column: 8,
          "FeatureC imports Composition: features may depend only on core",
          rule: "layers-features")))
  }

  @Test func newFeaturesTestsMayNotImportAnotherFeature() throws {
    var fixture = Self.withFeatureC
    fixture.write("import FeatureA\n", in: "FeatureCTests")
    #expect(
      try fixture.findings() == [
        fixture.importFinding(
          "FeatureCTests", line: 1, column: 8,
          "FeatureCTests imports FeatureA: a test target may depend only on its subject FeatureC "
            + "and what FeatureC may depend on",
          rule: "tests")
      ])
  }
}

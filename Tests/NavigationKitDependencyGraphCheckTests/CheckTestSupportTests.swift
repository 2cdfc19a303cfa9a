import Foundation
import Testing

@testable import NavigationKitDependencyGraphCheck

/// A layer of test support libraries that every test target may use, named by the rules'
/// `tests.mayDependOn`.
@Suite struct CheckTestSupportTests {
  /// The standard fixture plus a `Support` library on Core, in a layer `testing`.
  func fixture(testsMayUseIt: Bool) -> CheckFixture {
    var fixture = CheckFixture.standard
    fixture.targets.insert(
      CheckFixture.Target(
        name: "Support", kind: .library, dependencies: ["Core"],
        sources: ["Support.swift": "public import Core\n"]),
      at: 1)
    fixture.rules = fixture.rules.replacingOccurrences(
      of: #"""
            {
              "name": "composition",
        """#,
      with: #"""
            {
              "name": "testing",
              "targets": ["Support"],
              "mayDependOn": ["core"],
              "toolchain": []
            },
            {
              "name": "composition",
        """#)
    if testsMayUseIt {
      fixture.rules = fixture.rules.replacingOccurrences(
        of: #""targets": ["*Tests"],"#, with: #""targets": ["*Tests"], "mayDependOn": ["testing"],"#
      )
    }
    return fixture
  }

  @Test func everyTestTargetMayUseTheSupportLayer() throws {
    var fixture = self.fixture(testsMayUseIt: true)
    fixture.declare("FeatureATests", ["FeatureA", "Core", "Support"])
    fixture.write(
      "import Support\nimport Testing\n\n@testable import FeatureA\n", in: "FeatureATests")
    #expect(try fixture.findings() == [])
  }

  @Test func withoutTheRuleTheSupportLayerIsRefusedAndTheMessageSaysSo() throws {
    var fixture = self.fixture(testsMayUseIt: false)
    fixture.declare("FeatureATests", ["FeatureA", "Core", "Support"])
    fixture.write("import Support\n", in: "FeatureATests")
    #expect(
      try fixture.findings().map(\.rule) == ["tests", "tests"],
      "the declaration and the import are both refused")

    var allowed = self.fixture(testsMayUseIt: true)
    allowed.declare("FeatureATests", ["FeatureA", "Core", "Support"])
    allowed.write("import Support\n\n@testable import FeatureB\n", in: "FeatureATests")
    #expect(
      try allowed.findings().map(\.message).contains(
        "FeatureATests imports FeatureB: a test target may depend only on its subject FeatureA "
          + "and what FeatureA may depend on, and on testing"))
  }

  @Test func aLayerTheTestsNameMustExist() {
    let rules = CheckFixture.standardRules.replacingOccurrences(
      of: #""targets": ["*Tests"],"#, with: #""targets": ["*Tests"], "mayDependOn": ["nope"],"#)
    #expect(
      throws: RulesError(
        path: "dependency-rules.json", problem: "tests: mayDependOn names no layer 'nope'")
    ) {
      try DependencyRules(json: Data(rules.utf8), path: "dependency-rules.json")
    }
  }
}

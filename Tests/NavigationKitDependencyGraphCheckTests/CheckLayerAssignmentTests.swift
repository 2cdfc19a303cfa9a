import Foundation
import Testing

@testable import NavigationKitDependencyGraphCheck

/// Every target in exactly one layer, and every pattern of the rules matching a target.
@Suite struct CheckLayerAssignmentTests {
  /// The 1-based line of the fixture's rules holding `text`.
  func rulesLine(_ fixture: CheckFixture, holding text: String) -> Int {
    let lines = fixture.rules.split(separator: "\n", omittingEmptySubsequences: false)
    return (lines.firstIndex { $0.contains(text) } ?? -1) + 1
  }

  @Test func misspelledExtraPatternIsReportedAtItsLine() throws {
    var fixture = CheckFixture.standard
    fixture.rules = fixture.rules.replacingOccurrences(
      of: #""targets": ["Feature*"]"#, with: #""targets": ["Feature*", "Featuer*"]"#)
    #expect(
      try fixture.findings() == [
        Finding(
          path: "dependency-rules.json", line: 13, column: 1, severity: .error,
          message: "pattern 'Featuer*' of layer 'features' matches no target; a typo would "
            + "disable the rule",
          rule: "unmatched-pattern")
      ])
  }

  @Test func misspelledOnlyPatternLeavesTheFeaturesUnassigned() throws {
    var fixture = CheckFixture.standard
    fixture.rules = fixture.rules.replacingOccurrences(of: "\"Feature*\"", with: "\"Featuer*\"")
    let findings = try fixture.findings()
    #expect(
      findings.contains(
        Finding(
          path: "dependency-rules.json", line: 13,
          message: "pattern 'Featuer*' of layer 'features' matches no target; a typo would "
            + "disable the rule",
          rule: "unmatched-pattern")))
    for feature in ["FeatureA", "FeatureB"] {
      #expect(
        findings.contains(
          fixture.declarationFinding(
            feature, "target \(feature) is in no layer of dependency-rules.json; add it to one",
            rule: "unassigned-target")))
    }
    #expect(
      findings.contains(
        fixture.importFinding(
          "Composition", file: "Composition.swift", line: 2, column: 8,
          "Composition imports FeatureA: composition may depend only on features, core",
          rule: "layers-composition")))
  }

  @Test func unmatchedTestPatternIsReported() throws {
    var fixture = CheckFixture.standard
    fixture.rules = fixture.rules.replacingOccurrences(
      of: #"["*Tests"]"#, with: #"["*Tests", "*Spec"]"#)
    #expect(
      try fixture.findings() == [
        Finding(
          path: "dependency-rules.json", line: rulesLine(fixture, holding: "*Spec"),
          message: "pattern '*Spec' of tests matches no target; a typo would disable the rule",
          rule: "unmatched-pattern")
      ])
    #expect(rulesLine(fixture, holding: "*Spec") == 35)
  }

  @Test func targetInNoLayerIsAnError() throws {
    var fixture = CheckFixture.standard
    fixture.targets.append(
      CheckFixture.Target(
        name: "Analytics", kind: .library, dependencies: ["Core"],
        sources: ["Analytics.swift": "import Core\n"]))
    let findings = try fixture.findings()
    #expect(
      findings.filter { $0.severity == .error } == [
        fixture.declarationFinding(
          "Analytics", "target Analytics is in no layer of dependency-rules.json; add it to one",
          rule: "unassigned-target")
      ])
    #expect(findings.filter { $0.rule == "unused-dependency" } == [])
  }

  @Test func targetInTwoLayersIsAnError() throws {
    var fixture = CheckFixture.standard
    fixture.rules = fixture.rules.replacingOccurrences(
      of: #"["Composition"]"#, with: #"["Composition", "FeatureA"]"#)
    #expect(
      try fixture.findings() == [
        fixture.declarationFinding(
          "FeatureA",
          "target FeatureA is in layers features and composition; a target belongs to one layer",
          rule: "ambiguous-layer")
      ])
  }

  @Test func targetInTwoLayersFollowsTheFirst() throws {
    var fixture = CheckFixture.standard
    fixture.rules = fixture.rules.replacingOccurrences(
      of: #"["Composition"]"#, with: #"["Composition", "FeatureA"]"#)
    fixture.write("import FeatureB\n", in: "FeatureA")
    #expect(
      try fixture.findings().map(\.rule) == ["ambiguous-layer", "independent-features"])
  }
}

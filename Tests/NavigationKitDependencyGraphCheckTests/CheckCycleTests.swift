import Foundation
import Testing

@testable import NavigationKitDependencyGraphCheck

/// Cycles among package targets, through declared dependencies or imports.
@Suite struct CheckCycleTests {
  @Test func declaredMutualDependencyIsOneCycle() throws {
    var fixture = CheckFixture.standard
    fixture.declare("FeatureA", ["Core", "FeatureB"])
    fixture.declare("FeatureB", ["Core", "FeatureA"])
    fixture.write("import Core\n", to: "FeatureB.swift", in: "FeatureB")
    let findings = try fixture.findings()
    #expect(
      findings.filter { $0.rule == "cycle" } == [
        fixture.declarationFinding(
          "FeatureA", "dependency cycle: FeatureA → FeatureB → FeatureA", rule: "cycle")
      ])
    // Where FeatureB's findings point is checked in CheckManifestLocationTests.
    #expect(findings.count == 5)
    #expect(
      Set(findings.map { "\($0.severity): \($0.message) [\($0.rule)]" }) == [
        "warning: FeatureA declares a dependency on FeatureB but never imports it [unused-dependency]",
        "error: FeatureA depends on FeatureB: features must not depend on each other "
          + "[independent-features]",
        "warning: FeatureB declares a dependency on FeatureA but never imports it [unused-dependency]",
        "error: FeatureB depends on FeatureA: features must not depend on each other "
          + "[independent-features]",
        "error: dependency cycle: FeatureA → FeatureB → FeatureA [cycle]",
      ])
  }

  @Test func importBackIsOneCycle() throws {
    var fixture = CheckFixture.standard
    fixture.write("import FeatureA\n", in: "Core")
    #expect(
      try fixture.findings() == [
        fixture.declarationFinding(
          "Core", "dependency cycle: Core → FeatureA → Core", rule: "cycle"),
        fixture.importFinding(
          "Core", line: 1, column: 8,
          "Core imports FeatureA: core may depend only on nothing in the package",
          rule: "layers-core"),
      ])
  }

  @Test func longerCycleIsReportedOnce() throws {
    var fixture = CheckFixture.standard
    fixture.write("import App\n", in: "Core")
    let cycles = try fixture.findings().filter { $0.rule == "cycle" }
    #expect(cycles.count == 1)
    // The shortest real cycle through the smallest name: App depends on Core, Core imports App.
    #expect(cycles.first?.message == "dependency cycle: App → Core → App")
  }

  /// Core imports Composition, which depends on Core and on both features, which depend on Core:
  /// one strongly connected component of four targets with no path through all of them.
  @Test func reportedCycleFollowsRealEdges() throws {
    var fixture = CheckFixture.standard
    fixture.write("import Composition\n", in: "Core")
    let edges: Set<String> = [
      "Composition→Core", "Composition→FeatureA", "Composition→FeatureB", "FeatureA→Core",
      "FeatureB→Core", "Core→Composition",
    ]
    let cycles = try fixture.findings().filter { $0.rule == "cycle" }
    #expect(cycles.count == 1)
    let names = (cycles.first?.message ?? "").replacingOccurrences(
      of: "dependency cycle: ", with: ""
    )
    .components(separatedBy: " → ")
    let steps = zip(names, names.dropFirst()).map { "\($0)→\($1)" }
    #expect(!steps.isEmpty)
    #expect(steps.allSatisfy(edges.contains), "\(names)")
  }

  @Test func stronglyConnectedFindsEachCycleOnce() {
    let graph = StronglyConnected(edges: [
      "A": ["B"], "B": ["C"], "C": ["A"], "D": ["D"], "E": ["A"], "F": [],
    ])
    #expect(graph.cycles == [["A", "B", "C"], ["D"]])
    #expect(StronglyConnected(edges: ["A": ["B"], "B": []]).cycles == [])
  }
}

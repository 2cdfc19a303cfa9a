import Foundation
import Testing

@testable import NavigationKitDependencyGraphCheck

/// `--graph mermaid` and `--graph dot`: the module graph, and nothing else.
@Suite struct CheckGraphOutputTests {
  /// The standard fixture plus a library no target depends on and that depends on nothing.
  static var withLoneTarget: CheckFixture {
    var fixture = CheckFixture.standard
    fixture.targets.append(
      CheckFixture.Target(name: "Tools", kind: .library, dependencies: [], sources: [:]))
    return fixture
  }

  @Test func mermaidGraph() throws {
    let run = try Self.withLoneTarget.runCommand(["--graph", "mermaid"])
    #expect(run.status == 0)
    #expect(run.errors == [])
    #expect(
      run.output == [
        "graph TD",
        "  App --> Composition",
        "  App --> Core",
        "  Composition --> Core",
        "  Composition --> FeatureA",
        "  Composition --> FeatureB",
        "  FeatureA --> Core",
        "  FeatureB --> Core",
        "  Tools",
      ])
  }

  @Test func dotGraph() throws {
    let run = try Self.withLoneTarget.runCommand(["--graph", "dot"])
    #expect(run.status == 0)
    #expect(
      run.output == [
        "digraph modules {",
        "  rankdir=TB;",
        "  \"Tools\";",
        "  \"App\" -> \"Composition\";",
        "  \"App\" -> \"Core\";",
        "  \"Composition\" -> \"Core\";",
        "  \"Composition\" -> \"FeatureA\";",
        "  \"Composition\" -> \"FeatureB\";",
        "  \"FeatureA\" -> \"Core\";",
        "  \"FeatureB\" -> \"Core\";",
        "}",
      ])
  }

  /// The graph is drawn even when the package breaks the rules: it reads no rules at all.
  @Test func graphDoesNotReadTheRules() throws {
    var fixture = CheckFixture.standard
    fixture.rules = "not json"
    fixture.write("import FeatureB\n", in: "FeatureA")
    let run = try fixture.runCommand(["--graph", "mermaid"])
    #expect(run.status == 0)
    #expect(run.output.first == "graph TD")
    #expect(run.output.count == 8)
  }

  @Test func edgesLeaveOutTestsAndExternalProducts() {
    let graph = PackageGraph(targets: [
      PackageGraph.Target(name: "B", kind: .library, path: "B", sources: [], dependencies: ["Ext"]),
      PackageGraph.Target(name: "A", kind: .library, path: "A", sources: [], dependencies: ["B"]),
      PackageGraph.Target(name: "ATests", kind: .test, path: "T", sources: [], dependencies: ["A"]),
    ])
    let renderer = GraphRenderer(graph: graph)
    #expect(renderer.edges.map { "\($0.from)->\($0.to)" } == ["A->B"])
    #expect(renderer.render(.mermaid) == ["graph TD", "  A --> B"])
  }
}

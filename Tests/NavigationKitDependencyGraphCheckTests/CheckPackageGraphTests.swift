import Foundation
import Testing

@testable import NavigationKitDependencyGraphCheck

/// Reading `swift package describe --type json` output.
@Suite struct CheckPackageGraphTests {
  /// Trimmed from real describe output: extra keys, a C target, a resource, a product.
  static let sample = """
    {
      "dependencies": [],
      "manifest_display_name": "Sample",
      "name": "Sample",
      "path": "/tmp/Sample",
      "platforms": [{"name": "macos", "version": "14.0"}],
      "products": [{"name": "Sample", "targets": ["Core"], "type": {"library": ["automatic"]}}],
      "targets": [
        {
          "c99name": "Core",
          "module_type": "SwiftTarget",
          "name": "Core",
          "path": "Sources/Core",
          "product_memberships": ["Sample"],
          "sources": ["Core.swift", "Nested/Route.swift"],
          "type": "library"
        },
        {
          "c99name": "my_tool",
          "module_type": "SwiftTarget",
          "name": "my-tool",
          "path": "Sources/my-tool",
          "product_dependencies": ["ArgumentParser"],
          "sources": ["main.swift"],
          "target_dependencies": ["Core", "CShim"],
          "type": "executable"
        },
        {
          "c99name": "CShim",
          "module_type": "ClangTarget",
          "name": "CShim",
          "path": "Sources/CShim",
          "sources": ["shim.c"],
          "type": "library"
        },
        {
          "c99name": "CoreTests",
          "module_type": "SwiftTarget",
          "name": "CoreTests",
          "path": "Tests/CoreTests",
          "resources": [{"path": "/tmp/Sample/Tests/CoreTests/data.json", "rule": {"process": {}}}],
          "sources": ["CoreTests.swift"],
          "target_dependencies": ["Core"],
          "type": "test"
        },
        {
          "c99name": "Plugin",
          "module_type": "PluginTarget",
          "name": "Plugin",
          "path": "Plugins/Plugin",
          "sources": ["plugin.swift"],
          "type": "plugin"
        }
      ],
      "tools_version": "6.1"
    }
    """

  @Test func readsDescribeOutput() throws {
    let graph = try PackageGraph(describeJSON: Data(Self.sample.utf8))
    // The plugin target is left out: the plugin API, through which the check also runs, does
    // not list plugins, and a plugin cannot depend on the package's libraries.
    #expect(graph.targets.map(\.name) == ["CShim", "Core", "CoreTests", "my-tool"])
    let tool = try #require(graph.target(named: "my-tool"))
    #expect(tool.module == "my_tool")
    #expect(tool.kind == .executable)
    #expect(tool.path == "Sources/my-tool")
    #expect(tool.sources == ["main.swift"])
    #expect(tool.dependencies == ["Core", "CShim"])
    #expect(tool.productDependencies == ["ArgumentParser"])
    #expect(graph.target(named: "Core")?.sources == ["Core.swift", "Nested/Route.swift"])
    #expect(graph.target(named: "Core")?.dependencies == [])
    #expect(graph.target(named: "CShim")?.sources == [])
    #expect(graph.target(named: "CoreTests")?.kind == .test)
    #expect(graph.target(named: "Plugin") == nil)
    #expect(graph.target(named: "Missing") == nil)
  }

  @Test func unknownTargetTypeIsOther() throws {
    let json = #"{"targets": [{"name": "X", "type": "binary", "path": "X"}]}"#
    let graph = try PackageGraph(describeJSON: Data(json.utf8))
    #expect(graph.targets.map(\.kind) == [.other])
    #expect(graph.targets.map(\.module) == ["X"])
  }

  static let notDescriptions = [
    "",
    "not json",
    "[]",
    #"{"name": "Sample"}"#,
    #"{"targets": {}}"#,
    #"{"targets": [{"name": "X"}]}"#,
    #"{"targets": [{"name": "X", "type": "library", "path": 3}]}"#,
  ]

  @Test(arguments: notDescriptions)
  func rejectsJSONThatIsNoDescription(_ text: String) {
    #expect(
      throws: PackageGraphError("not the output of `swift package describe --type json`")
    ) {
      try PackageGraph(describeJSON: Data(text.utf8))
    }
  }

  @Test func targetsAreSortedByName() {
    let graph = PackageGraph(targets: [
      PackageGraph.Target(name: "b", kind: .library, path: "b", sources: []),
      PackageGraph.Target(name: "A", kind: .library, path: "A", sources: []),
      PackageGraph.Target(name: "a", kind: .library, path: "a", sources: []),
    ])
    #expect(graph.targets.map(\.name) == ["A", "a", "b"])
  }

  /// The check reads modules by `c99name`: `import my_tool` is the target `my-tool`, and the
  /// finding names the module as the source spells it.
  @Test func importsAreMatchedByModuleName() throws {
    var fixture = CheckFixture.standard
    fixture.write("import my_tool\n", in: "FeatureA")
    let graph = PackageGraph(
      targets: fixture.graph.targets + [
        PackageGraph.Target(
          name: "my-tool", module: "my_tool", kind: .executable, path: "Sources/my-tool",
          sources: [])
      ])
    let rules = fixture.rules.replacingOccurrences(of: #"["App"]"#, with: #"["App", "my-tool"]"#)
    let findings = try fixture.withPackage { root in
      DependencyCheck(
        graph: graph, rules: try DependencyRules(json: Data(rules.utf8), path: "rules.json"),
        root: root
      ).run().findings
    }
    #expect(
      findings == [
        fixture.importFinding(
          "FeatureA", line: 1, column: 8,
          "FeatureA imports my_tool: features may depend only on core", rule: "layers-features")
      ])
  }
}

import Foundation
import Testing

@testable import NavigationKitDependencyGraphCheck

/// The dependency-graph check runs inside `swift test` too, on this repository's two packages,
/// each against its own rules: the library's, and the sample app's (App), where a feature that
/// imports another fails here at the import's file and line, not only in the separate script.
@Suite struct RepositoryGraphTests {
  @Test(arguments: [".", "App"])
  func theRepositorysModuleGraphFollowsItsRules(package: String) throws {
    let root = ReadmeGraphTests.root.appendingPathComponent(package).standardizedFileURL
    let graph = try PackageGraph(
      describeJSON: try ReadmeGraphTests().describeRepository(package: package))
    let rulesURL = root.appendingPathComponent("dependency-rules.json")
    let rules = try DependencyRules(
      json: try Data(contentsOf: rulesURL), path: "dependency-rules.json")

    let result = DependencyCheck(graph: graph, rules: rules, root: root).run()

    #expect(result.targets == graph.targets.count)
    for finding in result.findings where finding.severity == .error {
      let path = root.appendingPathComponent(finding.path).path
      Issue.record(
        "\(finding)",
        sourceLocation: SourceLocation(
          fileID: "DependencyGraph/\(finding.path)", filePath: path, line: finding.line,
          column: finding.column))
    }
  }
}

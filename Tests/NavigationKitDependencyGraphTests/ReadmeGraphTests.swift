import NavigationKitDependencyGraph
import Foundation
import Testing

/// The README's module graph is the check's own output for this repository.
@Suite struct ReadmeGraphTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// `swift package describe` for the repository, with a scratch folder of its own so it never
  /// waits for the build lock `swift test` holds.
  func describeRepository() throws -> Data {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("ReadmeGraphTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift", "package", "--package-path", Self.root.path, "--scratch-path", scratch.path,
      "describe", "--type", "json",
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0)
    return data
  }

  @Test func theReadmeGraphIsTheMermaidTheCheckPrints() throws {
    let graph = try PackageGraph(describeJSON: try describeRepository())
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let start = try #require(readme.range(of: "```mermaid\n"))
    let end = try #require(readme[start.upperBound...].range(of: "```"))
    let block = readme[start.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
    #expect(
      block == GraphRenderer(graph: graph).render(.mermaid),
      "README.md is out of date: run Scripts/update-readme")
    #expect(block.contains("  FeatureOrders --> NavigationKit"))
    #expect(!block.contains { $0.contains("FeatureOrders --> FeatureCatalog") })
  }
}

import Foundation
import Testing

@testable import NavigationKitDependencyGraphCheck

/// The sample app's README (App/README.md) shows the module graph the check prints for the
/// sample app's package: its features, composition root and App.
@Suite struct ReadmeGraphTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// `swift package describe` for the repository's package at `package` (the library at its
  /// root, or the sample app in `App`), with a scratch folder of its own so it never waits for
  /// the build lock `swift test` holds.
  func describeRepository(package: String = ".") throws -> Data {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("ReadmeGraphTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift", "package", "--package-path", Self.root.appendingPathComponent(package).path,
      "--scratch-path", scratch.path,
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
    let graph = try PackageGraph(describeJSON: try describeRepository(package: "App"))
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("App/README.md"), encoding: .utf8)
    let start = try #require(readme.range(of: "```mermaid\n"))
    let end = try #require(readme[start.upperBound...].range(of: "```"))
    let block = readme[start.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
    #expect(
      block == GraphRenderer(graph: graph).render(.mermaid),
      "App/README.md is out of date: run Scripts/update-readme")
    #expect(block.contains("  AppComposition --> FeatureOrders"))
    #expect(!block.contains { $0.contains("FeatureOrders --> FeatureCatalog") })
  }
}

import AppComposition
import Foundation
import NavigationKit
import Testing

@testable import AppTerminal

/// The README shows real output: these keep its examples in step with the App. When one
/// fails, the fix is to run `Scripts/update-readme`, which regenerates every generated block.
@MainActor
@Suite(.needsValidComposition) struct ReadmeTests {
  /// What a failure says to do.
  static let fix: Comment = "README.md is out of date: run Scripts/update-readme"

  static let readme: String = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../README.md")
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }()

  /// The lines of the first fenced block after `marker`.
  func block(after marker: String) throws -> [String] {
    let start = try #require(Self.readme.range(of: marker), "README lacks \(marker)")
    let rest = Self.readme[start.upperBound...]
    let fence = try #require(rest.range(of: "```"))
    let open = try #require(rest[fence.upperBound...].range(of: "\n"))  // after ```json, say
    let close = try #require(rest[open.upperBound...].range(of: "\n```"))
    return rest[open.upperBound..<close.lowerBound].split(separator: "\n").map(String.init)
  }

  @Test func theRoutesTableIsWhatAppRoutesPrints() throws {
    let run = SessionHarness(["routes"])
    #expect(
      try block(after: "`swift run App routes` prints every route") == run.output, Self.fix)
  }

  @Test func theNavigationMapIsWhatAppMapPrints() throws {
    let run = SessionHarness(["map", "--mermaid"])
    #expect(
      try block(after: "<!-- generated: swift run App map --mermaid -->") == run.output, Self.fix)
  }

  @Test func theInvalidationTableIsWhatAppInvalidationsPrints() throws {
    let run = SessionHarness(["invalidations"])
    #expect(
      try block(after: "<!-- generated: swift run App invalidations -->") == run.output, Self.fix)
  }

  @Test func theOpenExamplesAreWhatAppOpenPrints() throws {
    let deferred = SessionHarness(["open", "myapp://orders/A-1/track"])
    #expect(
      try block(after: "swift run App open myapp://orders/A-1/track\n```") == deferred.output,
      Self.fix)
    let navigated = SessionHarness(["open", "--json", "--logged-in", "myapp://orders/A-1/track"])
    #expect(
      try block(after: "swift run App open --json --logged-in myapp://orders/A-1/track\n```")
        == navigated.output, Self.fix)
  }

  @Test func theStateFormatExampleIsWhatASessionSaves() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("ReadmeTests-\(UUID().uuidString).json").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    _ = SessionHarness(
      ["--state-file", path], input: ["action 2", "action 2", "open myapp://catalog/search?q=tent"])
    let saved = try String(contentsOfFile: path, encoding: .utf8)
    let example = try block(after: "**The format**")
    #expect(example == [saved], "\(Self.fix)\nREADME: \(example)\nsaved: \(saved)")
  }
}

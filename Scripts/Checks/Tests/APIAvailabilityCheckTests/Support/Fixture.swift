import Foundation
import Testing

@testable import APIAvailabilityCheck

/// Fixture targets in a throwaway folder, compiled and checked as the command does.
///
/// A fixture line ending in `// expect: TEXT` must produce one finding whose message contains
/// TEXT; every other line must produce none.
struct Fixture {
  let root: URL
  var targets: [PackagePlan.Target] = []
  /// The `// expect:` lines of every target: file, line and the text the finding must hold.
  private(set) var expectations: [Expectation] = []

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("api-availability-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  /// Adds a library target of one file, checked after the targets added before it.
  mutating func addTarget(_ name: String, source: String) throws {
    let path = "Modules/\(name)/\(name).swift"
    let file = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(source.utf8).write(to: file)
    for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      guard let marker = line.range(of: "// expect: ") else { continue }
      expectations.append(
        Expectation(file: path, line: index + 1, text: String(line[marker.upperBound...])))
    }
    targets.append(
      .init(
        name: name, isExecutable: false, sources: [path],
        flags: ["-swift-version", "6", "-enable-upcoming-feature", "ExistentialAny"]))
  }

  /// The findings against `platforms`, knowing the standard library's and Synchronization's
  /// availability.
  func findings(
    platforms: [ApplePlatform: PlatformVersion] = [
      .iOS: PlatformVersion(17), .macOS: PlatformVersion(14),
    ]
  ) throws -> [AvailabilityFinding] {
    defer { try? FileManager.default.removeItem(at: root) }
    return try AvailabilityCommand.check(
      [(targets, platforms)], root: root,
      toolchainModules: ["Swift", "_Concurrency", "Synchronization"]
    ).findings
  }

  struct Expectation: Hashable, CustomStringConvertible {
    let file: String
    let line: Int
    let text: String

    var description: String { "\(file):\(line): \(text)" }
  }
}

/// Checks `findings` against the fixture's `// expect:` lines, exactly.
func expectMarkedFindings(
  _ findings: [AvailabilityFinding], _ expectations: [Fixture.Expectation],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  for expectation in expectations {
    let matching = findings.filter { $0.file == expectation.file && $0.line == expectation.line }
    #expect(
      matching.count == 1, "\(expectation): found \(matching)", sourceLocation: sourceLocation)
    for finding in matching {
      #expect(
        finding.description.contains(expectation.text), "\(expectation): \(finding)",
        sourceLocation: sourceLocation)
    }
  }
  let expected = Set(expectations.map { "\($0.file):\($0.line)" })
  let unexpected = findings.filter { !expected.contains("\($0.file):\($0.line)") }
  #expect(unexpected.isEmpty, "unexpected: \(unexpected)", sourceLocation: sourceLocation)
}

import Foundation
import Testing

@testable import NavigationKitDependencyGraphCheck

/// The result of a run: its counts and summary line.
@Suite struct CheckResultTests {
  static func finding(_ severity: Finding.Severity) -> Finding {
    Finding(path: "P", line: 1, severity: severity, message: "m", rule: "r")
  }

  @Test func summaryCountsErrorsAndWarnings() {
    let result = CheckResult(
      findings: [Self.finding(.error), Self.finding(.warning), Self.finding(.error)], targets: 9,
      files: 240, imports: 610)
    #expect(result.errors == 2)
    #expect(result.warnings == 1)
    #expect(result.summary == "9 targets, 240 files, 610 imports: 2 errors, 1 warning")
  }

  @Test func summaryOfACleanRun() {
    let result = CheckResult(findings: [], targets: 2, files: 0, imports: 0)
    #expect(result.summary == "2 targets, 0 files, 0 imports: no errors, no warnings")
  }

  @Test func summaryOfOneOfEach() {
    let result = CheckResult(findings: [Self.finding(.error)], targets: 1, files: 1, imports: 1)
    #expect(result.summary == "1 target, 1 file, 1 import: 1 error, no warnings")
  }

  @Test func findingsOrderByFileThenPositionThenMessage() {
    let findings = [
      Finding(path: "b", line: 1, message: "a", rule: "r"),
      Finding(path: "a", line: 2, column: 1, message: "a", rule: "r"),
      Finding(path: "a", line: 1, column: 9, message: "a", rule: "r"),
      Finding(path: "a", line: 1, column: 9, message: "B", rule: "r"),
      Finding(path: "a", line: 1, column: 3, message: "z", rule: "r"),
    ]
    #expect(
      findings.sorted().map { "\($0.path):\($0.line):\($0.column) \($0.message)" } == [
        "a:1:3 z", "a:1:9 B", "a:1:9 a", "a:2:1 a", "b:1:1 a",
      ])
  }

  @Test func findingDescriptionIsCompilerStyle() {
    let finding = Finding(
      path: "Package.swift", line: 3, column: 5, severity: .warning, message: "unused",
      rule: "unused-dependency")
    #expect(finding.description == "Package.swift:3:5: warning: unused [unused-dependency]")
  }
}

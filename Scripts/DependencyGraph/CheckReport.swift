import Foundation

/// The check's result as one JSON object, for machines:
/// `{"findings": [{"path", "line", "column", "severity", "message", "rule"}], "summary": {…}}`.
struct CheckReport: Encodable {
  struct Entry: Encodable {
    let path: String
    let line: Int
    let column: Int
    let severity: String
    let message: String
    let rule: String
  }

  struct Summary: Encodable {
    let targets: Int
    let files: Int
    let imports: Int
    let errors: Int
    let warnings: Int
  }

  let findings: [Entry]
  let summary: Summary

  init(_ result: CheckResult) {
    findings = result.findings.map {
      Entry(
        path: $0.path, line: $0.line, column: $0.column, severity: $0.severity.rawValue,
        message: $0.message, rule: $0.rule)
    }
    summary = Summary(
      targets: result.targets, files: result.files, imports: result.imports, errors: result.errors,
      warnings: result.warnings)
  }

  var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(self) else {
      return #"{"error":"could not encode the report"}"#
    }
    return String(decoding: data, as: UTF8.self)
  }
}

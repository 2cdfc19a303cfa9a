/// One problem the check reports, at a place in a file.
public struct Finding: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// How serious a finding is: errors fail the check, warnings do not.
  public enum Severity: String, Hashable, Sendable {
    case error, warning
  }

  /// The file, relative to the package root.
  public let path: String
  /// The 1-based line.
  public let line: Int
  /// The 1-based column.
  public let column: Int
  /// Whether it fails the check.
  public let severity: Severity
  /// What is wrong, such as `FeatureOrders imports FeatureCatalog: features must not depend on
  /// each other`.
  public let message: String
  /// The rule that found it, such as `independent-features`.
  public let rule: String

  /// Creates a finding.
  public init(
    path: String, line: Int, column: Int = 1, severity: Severity = .error, message: String,
    rule: String
  ) {
    self.path = path
    self.line = line
    self.column = column
    self.severity = severity
    self.message = message
    self.rule = rule
  }

  /// `path:line:column: error: message [rule]`, as compilers print diagnostics.
  public var description: String {
    "\(path):\(line):\(column): \(severity.rawValue): \(message) [\(rule)]"
  }

  /// Orders findings by file, then line, then column, then message.
  public static func < (lhs: Finding, rhs: Finding) -> Bool {
    (lhs.path, lhs.line, lhs.column, lhs.message) < (rhs.path, rhs.line, rhs.column, rhs.message)
  }
}

import Foundation
import Testing

@testable import NavigationKitDependencyGraphCheck

/// A throwaway package modelled on the real one: a core (like NavigationKit), two independent
/// features, a composition, an executable, and a test target for each, with rules shaped like
/// `dependency-rules.json`. Tests change it, then run the check on it in a temporary folder.
struct CheckFixture {
  /// One target, as the fixture declares it.
  struct Target {
    var name: String
    var kind: PackageGraph.Target.Kind
    var dependencies: [String]
    var productDependencies: [String] = []
    /// Source texts by file name.
    var sources: [String: String]

    /// The folder, relative to the package root.
    var path: String { (kind == .test ? "Tests/" : "Sources/") + name }
  }

  /// The targets, in the order `Package.swift` declares them.
  var targets: [Target]
  /// The rules file's text.
  var rules = CheckFixture.standardRules
  /// Where the rules file is written, relative to the package root.
  var rulesPath = "dependency-rules.json"
  /// `Package.swift`, or `nil` to write one declaring every target on its own line.
  var manifest: String?

  /// Changes the target named `name`; records an issue when there is none.
  mutating func update(
    _ name: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ change: (inout Target) -> Void
  ) {
    guard let index = targets.firstIndex(where: { $0.name == name }) else {
      Issue.record("the fixture has no target \(name)", sourceLocation: sourceLocation)
      return
    }
    change(&targets[index])
  }

  /// Adds (or replaces) the source `file` of `target`.
  mutating func write(
    _ text: String, to file: String = "X.swift", in target: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    update(target, sourceLocation: sourceLocation) { $0.sources[file] = text }
  }

  /// Replaces the declared dependencies of `target`.
  mutating func declare(
    _ target: String, _ dependencies: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    update(target, sourceLocation: sourceLocation) { $0.dependencies = dependencies }
  }

  /// The graph SwiftPM would describe.
  var graph: PackageGraph {
    PackageGraph(
      targets: targets.map { target in
        PackageGraph.Target(
          name: target.name, kind: target.kind, path: target.path,
          sources: target.sources.keys.sorted(), dependencies: target.dependencies,
          productDependencies: target.productDependencies)
      })
  }

  /// `Package.swift`: the given text, or every target declared on its own line.
  var manifestText: String {
    if let manifest { return manifest }
    let declarations = targets.map { target in
      let function =
        switch target.kind {
        case .executable: "executableTarget"
        case .test: "testTarget"
        default: "target"
        }
      let dependencies = target.dependencies.map { "\"\($0)\"" }.joined(separator: ", ")
      return "    .\(function)(name: \"\(target.name)\", dependencies: [\(dependencies)]),"
    }
    return
      ([
        "// swift-tools-version: 6.1", "import PackageDescription", "", "let package = Package(",
        "  name: \"Fixture\",", "  targets: [",
      ] + declarations + ["  ]", ")", ""])
      .joined(separator: "\n")
  }

  /// The 1-based line of `Package.swift` that declares `target` (`.target(name: "target"`,
  /// `.testTarget(name: "target"`, …).
  func manifestLine(of target: String) -> Int {
    (manifestLines.firstIndex { $0.contains(Self.declaration(target)) } ?? -1) + 1
  }

  private var manifestLines: [Substring] {
    manifestText.split(separator: "\n", omittingEmptySubsequences: false)
  }

  private static func declaration(_ target: String) -> String {
    "arget(name: \"\(target)\""
  }

  /// The 1-based column of the quote before `target` on its declaration line.
  func manifestColumn(of target: String) -> Int {
    guard let line = manifestLines.first(where: { $0.contains(Self.declaration(target)) }),
      let range = line.range(of: "\"\(target)\"")
    else { return 0 }
    return line.utf8.distance(from: line.startIndex, to: range.lowerBound) + 1
  }

  /// `swift package describe --type json` output for the fixture.
  func describeJSON() throws -> Data {
    let described: [[String: Any]] = targets.map { target in
      [
        "name": target.name, "c99name": target.name, "type": target.kind.rawValue,
        "path": target.path, "sources": target.sources.keys.sorted(),
        "target_dependencies": target.dependencies,
        "product_dependencies": target.productDependencies,
      ]
    }
    return try JSONSerialization.data(
      withJSONObject: ["name": "Fixture", "targets": described], options: [.sortedKeys])
  }

  /// Writes the package to a new temporary folder, runs `body` on it, and removes it.
  func withPackage<Result>(_ body: (URL) throws -> Result) throws -> Result {
    let files = FileManager.default
    let root = files.temporaryDirectory.appendingPathComponent(
      "CheckFixture-\(UUID().uuidString)", isDirectory: true)
    try files.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? files.removeItem(at: root) }
    func write(_ text: String, to path: String) throws {
      let url = root.appendingPathComponent(path)
      try files.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try write(manifestText, to: "Package.swift")
    try write(rules, to: rulesPath)
    for target in targets {
      for (file, text) in target.sources {
        try write(text, to: "\(target.path)/\(file)")
      }
    }
    return try body(root)
  }

  /// Reads the rules and runs the check on the package.
  func run() throws -> CheckResult {
    try withPackage { root in
      let rules = try DependencyRules(json: Data(rules.utf8), path: rulesPath)
      return DependencyCheck(graph: graph, rules: rules, root: root).run()
    }
  }

  /// The findings of a run.
  func findings() throws -> [Finding] {
    try run().findings
  }

  /// A finding about a declaration, at the line and quote of `target` in `Package.swift`.
  func declarationFinding(
    _ target: String, _ message: String, severity: Finding.Severity = .error, rule: String
  ) -> Finding {
    Finding(
      path: "Package.swift", line: manifestLine(of: target), column: manifestColumn(of: target),
      severity: severity, message: message, rule: rule)
  }

  /// A finding about an import in `file` of `target`.
  func importFinding(
    _ target: String, file: String = "X.swift", line: Int, column: Int, _ message: String,
    rule: String
  ) -> Finding {
    let folder = targets.first { $0.name == target }?.path ?? "Sources/\(target)"
    return Finding(
      path: "\(folder)/\(file)", line: line, column: column, message: message, rule: rule)
  }
}

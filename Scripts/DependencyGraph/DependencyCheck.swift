public import Foundation

/// Checks a package's module graph against its rules: declared dependencies from SwiftPM, and
/// every import of every Swift source of every target, tests included.
///
/// ```swift
/// let check = DependencyCheck(graph: graph, rules: rules, root: packageRoot)
/// let result = check.run()
/// result.findings.forEach { print($0) }   // path:line:column: error: … [rule]
/// ```
public struct DependencyCheck: Sendable {
  /// The declared targets.
  public let graph: PackageGraph
  /// The rules.
  public let rules: DependencyRules
  /// The package root, against which target paths are read.
  public let root: URL
  /// Where each manifest (`Package.swift`, or a Tuist project's `Project.swift`) declares its
  /// targets, by the manifest's path, to point findings about declarations there.
  let manifests: [String: ManifestLocator]
  /// Every target by the module name its sources import.
  let targetsByModule: [String: PackageGraph.Target]

  /// Creates a check.
  ///
  /// - Parameters:
  ///   - graph: The package's targets, from `swift package describe`.
  ///   - rules: The rules to apply.
  ///   - root: The package root.
  public init(graph: PackageGraph, rules: DependencyRules, root: URL) {
    self.graph = graph
    self.rules = rules
    self.root = root
    // A manifest that cannot be read puts findings about declarations on line 1; `swift
    // package describe` has read it already, so that happens only with --describe-json or a
    // Tuist graph whose projects are not beside it.
    let paths = Set(graph.targets.map(\.manifest)).union(["Package.swift"])
    self.manifests = Dictionary(
      uniqueKeysWithValues: paths.map { path in
        let bytes = (try? Data(contentsOf: root.appendingPathComponent(path))) ?? Data()
        return (path, ManifestLocator(manifest: Array(bytes)))
      })
    self.targetsByModule = Dictionary(graph.targets.map { ($0.module, $0) }) { first, _ in first }
  }

  /// Runs every rule.
  public func run() -> CheckResult {
    var findings: [Finding] = []
    let membership = assignLayers(&findings)
    let scans = SourceScanner(root: root).scan(graph.targets)
    var imported: [String: Set<String>] = [:]
    var policies: [String: TargetPolicy] = [:]
    for target in graph.targets where target.kind != .test {
      guard let layerName = membership.layerOf[target.name],
        let layer = rules.layer(named: layerName)
      else { continue }
      policies[target.name] = TargetPolicy(target: target, layer: layer, membership: membership)
    }
    for target in graph.targets where target.kind == .test {
      guard rules.tests.targets.contains(where: { $0.matches(target.name) }) else { continue }
      let subject = subject(of: target)
      policies[target.name] = TargetPolicy(
        test: target, subject: subject, subjectPolicy: subject.flatMap { policies[$0.name] },
        rules: rules.tests, membership: membership)
    }
    for target in graph.targets {
      guard let policy = policies[target.name] else {
        // A target in no layer is reported once; its imports still count for the graph.
        imported[target.name] = packageImports(of: target, scans[target.name] ?? [])
        continue
      }
      checkDeclared(target, policy, &findings)
      imported[target.name] = checkImports(target, policy, scans[target.name] ?? [], &findings)
    }
    for target in graph.targets {
      checkUnused(target, imported: imported[target.name] ?? [], &findings)
    }
    findings += cycles(imported: imported)
    for file in scans.values.joined() where file.error != nil {
      findings.append(
        Finding(
          path: file.path, line: 1, message: "cannot read the source: \(file.error ?? "")",
          rule: "unreadable-source"))
    }
    let files = scans.values.reduce(0) { $0 + $1.count }
    let imports = scans.values.joined().reduce(0) { $0 + $1.scan.imports.count }
    return CheckResult(
      findings: findings.sorted(), targets: graph.targets.count, files: files, imports: imports)
  }

  /// The test target's subject: the target it is named after (`XTests` tests `X`).
  private func subject(of test: PackageGraph.Target) -> PackageGraph.Target? {
    guard test.name.hasSuffix("Tests") else { return nil }
    let name = String(test.name.dropLast("Tests".count))
    return graph.target(named: name).flatMap { $0.kind == .test ? nil : $0 }
  }

  /// Puts every non-test target in its layer; reports targets in no layer or in two, and
  /// patterns that match nothing.
  private func assignLayers(_ findings: inout [Finding]) -> Membership {
    var membership = Membership()
    for target in graph.targets where target.kind != .test {
      let layers = rules.layers.filter { layer in layer.targets.contains { $0.matches(target.name) }
      }
      guard let first = layers.first else {
        findings.append(
          manifestFinding(
            target.name,
            "target \(target.name) is in no layer of \(rules.path); add it to one",
            rule: "unassigned-target"))
        continue
      }
      if layers.count > 1 {
        findings.append(
          manifestFinding(
            target.name,
            "target \(target.name) is in layers \(layers.map(\.name).joined(separator: " and ")); "
              + "a target belongs to one layer",
            rule: "ambiguous-layer"))
      }
      membership.add(target.name, to: first.name)
    }
    for target in graph.targets
    where target.kind == .test
      && !rules.tests.targets.contains(where: { $0.matches(target.name) })
    {
      findings.append(
        manifestFinding(
          target.name, "test target \(target.name) matches no pattern of tests in \(rules.path)",
          rule: "unassigned-target"))
    }
    let names = graph.targets.map(\.name)
    let patterns =
      rules.layers.flatMap { layer in layer.targets.map { ($0, "layer '\(layer.name)'") } }
      + rules.tests.targets.map { ($0, "tests") }
    for (pattern, owner) in patterns where !names.contains(where: pattern.matches) {
      findings.append(
        Finding(
          path: rules.path, line: rules.line(of: pattern.pattern),
          message:
            "pattern '\(pattern)' of \(owner) matches no target; a typo would disable the rule",
          rule: "unmatched-pattern"))
    }
    return membership
  }

  /// A finding about a target's declaration, at the place in `Package.swift` that declares it.
  func manifestFinding(
    _ target: String, _ message: String, severity: Finding.Severity = .error, rule: String
  ) -> Finding {
    let path = manifestPath(of: target)
    let (line, column) = manifests[path]?.location(of: target) ?? (1, 1)
    return Finding(
      path: path, line: line, column: column, severity: severity, message: message, rule: rule)
  }

  /// The manifest that declares `target`.
  func manifestPath(of target: String) -> String {
    graph.target(named: target)?.manifest ?? "Package.swift"
  }
}

/// What a run of the check found.
public struct CheckResult: Hashable, Sendable {
  /// Every finding, sorted by file and position.
  public let findings: [Finding]
  /// How many targets were checked.
  public let targets: Int
  /// How many source files were scanned.
  public let files: Int
  /// How many import declarations were found.
  public let imports: Int

  /// The number of errors.
  public var errors: Int { findings.count { $0.severity == .error } }
  /// The number of warnings.
  public var warnings: Int { findings.count { $0.severity == .warning } }

  /// `9 targets, 240 files, 610 imports: no errors, 1 warning`.
  public var summary: String {
    func count(_ number: Int, _ noun: String) -> String {
      "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
    func tally(_ number: Int, _ noun: String) -> String {
      number == 0 ? "no \(noun)s" : count(number, noun)
    }
    return "\(count(targets, "target")), \(count(files, "file")), \(count(imports, "import")): "
      + "\(tally(errors, "error")), \(tally(warnings, "warning"))"
  }
}

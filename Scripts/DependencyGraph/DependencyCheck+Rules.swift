extension DependencyCheck {
  /// Every declared dependency on a package target must be allowed.
  func checkDeclared(
    _ target: PackageGraph.Target, _ policy: TargetPolicy, _ findings: inout [Finding]
  ) {
    for dependency in target.dependencies where graph.target(named: dependency) != nil {
      guard !policy.allowedTargets.contains(dependency) else { continue }
      let refusal = policy.refusal(dependency)
      findings.append(
        manifestFinding(
          target.name, "\(target.name) depends on \(dependency): \(refusal.reason)",
          rule: refusal.rule))
    }
    guard let rule = policy.productRule else { return }
    for product in target.productDependencies {
      guard let reason = rule.refusal(of: product) else { continue }
      let (line, column) =
        manifests[target.manifest]?.location(ofProduct: product, in: target.name) ?? (1, 1)
      findings.append(
        Finding(
          path: target.manifest, line: line, column: column,
          message: "\(target.name) depends on product \(product): \(reason)",
          rule: "products-\(policy.ruleSuffix)"))
    }
  }

  /// Every import must be allowed, declared when it is a package target, fenced when the rules
  /// say so, and never of a forbidden module. Returns the package targets imported.
  func checkImports(
    _ target: PackageGraph.Target, _ policy: TargetPolicy, _ files: [ScannedFile],
    _ findings: inout [Finding]
  ) -> Set<String> {
    var imported: Set<String> = []
    for file in files {
      for statement in file.scan.imports where statement.module != target.module {
        func report(_ message: String, rule: String) {
          findings.append(
            Finding(
              path: file.path, line: statement.line, column: statement.column,
              message: "\(target.name) imports \(statement.module): \(message)", rule: rule))
        }
        if let other = targetsByModule[statement.module] {
          imported.insert(other.name)
          if !policy.allowedTargets.contains(other.name) {
            let refusal = policy.refusal(other.name)
            report(refusal.reason, rule: refusal.rule)
          } else if !target.dependencies.contains(other.name) {
            report(
              "it is not a declared dependency in \(target.manifest) (an implicit dependency)",
              rule: "undeclared-import")
          }
        } else if rules.forbiddenModules.contains(statement.module) {
          report("\(statement.module) is never imported", rule: "forbidden-modules")
        } else if let reason = policy.productRefusal(ofImport: statement.module) {
          report(reason, rule: "products-\(policy.ruleSuffix)")
        } else if let condition = policy.fencedToolchain[statement.module] {
          if file.scan.wholeFileFence != condition {
            report(
              "\(statement.module) is imported only in files fenced whole by #if \(condition)",
              rule: "fenced-\(policy.ruleSuffix)")
          }
        } else if !policy.toolchain.contains(statement.module)
          && !policy.products.contains(statement.module)
        {
          let allowed = policy.toolchain.sorted().joined(separator: ", ")
          report(
            "\(policy.ruleSuffix) may import only \(allowed.isEmpty ? "package targets" : allowed)",
            rule: "toolchain-\(policy.ruleSuffix)")
        }
      }
    }
    return imported
  }

  /// The package targets a target's sources import, without judging them.
  func packageImports(of target: PackageGraph.Target, _ files: [ScannedFile]) -> Set<String> {
    Set(
      files.flatMap(\.scan.imports).compactMap { statement in
        statement.module == target.module ? nil : targetsByModule[statement.module]?.name
      })
  }

  /// A declared dependency that no source imports is a warning: it slows builds and hides
  /// the real graph.
  func checkUnused(
    _ target: PackageGraph.Target, imported: Set<String>, _ findings: inout [Finding]
  ) {
    for dependency in target.dependencies
    where graph.target(named: dependency) != nil && !imported.contains(dependency) {
      findings.append(
        manifestFinding(
          target.name,
          "\(target.name) declares a dependency on \(dependency) but never imports it",
          severity: .warning, rule: "unused-dependency"))
    }
  }

  /// Cycles among package targets, through declared dependencies or imports.
  func cycles(imported: [String: Set<String>]) -> [Finding] {
    var edges: [String: [String]] = [:]
    for target in graph.targets {
      let declared = target.dependencies.filter { graph.target(named: $0) != nil }
      edges[target.name] = Array(Set(declared).union(imported[target.name] ?? [])).sorted()
    }
    return StronglyConnected(edges: edges).cycles.map { cycle in
      manifestFinding(
        cycle[0], "dependency cycle: \((cycle + [cycle[0]]).joined(separator: " → "))",
        rule: "cycle")
    }
  }
}

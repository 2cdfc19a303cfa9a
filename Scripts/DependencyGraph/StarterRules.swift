import Foundation

/// The rules `check-dependency-graph --init` writes for a package that has none, worked out
/// from its targets, their declared dependencies and their imports:
///
/// - **features**: the targets sharing the common naming pattern (`Feature*`, or another first
///   or last word that several targets share), independent of one another;
/// - **composition**: the targets that depend on features (the composition root);
/// - **app**: executables, and targets that depend on the composition;
/// - **shared**: every other library, which features may use;
/// - **tests**: `*Tests`, each test target with its subject's rights.
///
/// Each layer may import the toolchain modules its targets import today (in `fencedToolchain`
/// when every such import sits in files fenced whole by one `#if`), and may use the products
/// of other packages its targets declare today (`products.allow`); features may also use what
/// `new-feature` makes them use (SwiftUI fenced, NavigationKit and NavigationKitSwiftUI). Dependencies the package
/// has today between layers are allowed, except between features: the starter rules describe
/// the graph as it is, so that the check passes on it unless features depend on each other.
struct StarterRules {
  /// A layer as the starter rules write it.
  struct Layer {
    var name: String
    var patterns: [String]
    var members: [String]
    var mayDependOn: [String] = []
    var independent = false
    var toolchain: Set<String> = []
    var fenced: [String: String] = [:]
    var products: Set<String> = []
    var fix: String?
  }

  let graph: PackageGraph
  let scans: [String: [ScannedFile]]
  private(set) var layers: [Layer] = []
  private(set) var testPatterns: [String] = []
  private(set) var testToolchain: Set<String> = []
  private(set) var testLayers: [String] = []
  /// How the feature pattern was found, for the summary.
  private(set) var featurePattern: String?

  init(graph: PackageGraph, scans: [String: [ScannedFile]]) {
    self.graph = graph
    self.scans = scans
    decide()
  }

  /// The words of an UpperCamelCase name: `FeatureOrders` is `Feature`, `Orders`.
  static func words(_ name: String) -> [String] {
    var words: [String] = []
    for character in name {
      if character.isUppercase || words.isEmpty {
        words.append(String(character))
      } else {
        words[words.count - 1].append(character)
      }
    }
    return words
  }

  /// The features' pattern: `Feature*` when a target starts with `Feature`; otherwise the first
  /// (`Word*`) or last (`*Word`) word shared by the most targets, at least two and not all.
  static func featurePattern(_ names: [String]) -> String? {
    if names.contains(where: { $0.hasPrefix("Feature") && $0.count > "Feature".count }) {
      return "Feature*"
    }
    var counts: [String: Int] = [:]
    for name in names {
      let words = words(name)
      guard words.count > 1, let first = words.first, let last = words.last else { continue }
      counts["\(first)*", default: 0] += 1
      counts["*\(last)", default: 0] += 1
    }
    let candidates = counts.filter { $0.value >= 2 && $0.value < names.count }
    return candidates.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
  }

  private mutating func decide() {
    let libraries = graph.targets.filter { $0.kind != .test }
    var assigned: [String: String] = [:]
    featurePattern = Self.featurePattern(libraries.map(\.name))
    let features =
      featurePattern.map { pattern in
        libraries.filter { Glob(pattern).matches($0.name) && $0.kind != .executable }
      } ?? []
    for target in features { assigned[target.name] = "features" }
    let composition = libraries.filter { target in
      assigned[target.name] == nil && target.dependencies.contains { assigned[$0] == "features" }
    }
    for target in composition { assigned[target.name] = "composition" }
    // The app: executables, and whatever leads to the composition, to a fixed point.
    var changed = true
    while changed {
      changed = false
      for target in libraries where assigned[target.name] == nil {
        if target.kind == .executable
          || target.dependencies.contains(where: { ["composition", "app"].contains(assigned[$0]) })
        {
          assigned[target.name] = "app"
          changed = true
        }
      }
    }
    for target in libraries where assigned[target.name] == nil { assigned[target.name] = "shared" }

    let order = ["shared", "features", "composition", "app"]
    let intended: [String: [String]] = [
      "features": ["shared"], "composition": ["features", "shared"],
      "app": ["composition", "shared"], "shared": [],
    ]
    for name in order {
      let members = libraries.filter { assigned[$0.name] == name }.map(\.name)
      guard !members.isEmpty else { continue }
      var layer = Layer(
        name: name, patterns: name == "features" ? [featurePattern ?? ""] : members,
        members: members)
      layer.independent = name == "features"
      if name == "features" {
        layer.fix =
          "declare an intent in the feature's intent catalog instead, and route it in "
          + "the composition root"
      }
      var allowed = Set(intended[name] ?? [])
      for member in members {
        guard let target = graph.target(named: member) else { continue }
        layer.products.formUnion(target.productDependencies)
        // Today's edges between layers stay allowed, except a feature's on anything but shared.
        for dependency in target.dependencies {
          guard let other = assigned[dependency], name != "features" else { continue }
          allowed.insert(other)
        }
        note(imports: target, into: &layer)
      }
      if name == "features" { allowWhatTheScaffoldMakes(&layer) }
      layer.mayDependOn = order.filter { allowed.contains($0) }
      layers.append(layer)
    }
    let present = Set(layers.map(\.name))
    for index in layers.indices {
      layers[index].mayDependOn.removeAll { !present.contains($0) }
    }
    decideTests(assigned)
  }

  /// A feature made by `new-feature` must pass the starter rules: its previews import SwiftUI
  /// in files fenced by `#if canImport(SwiftUI)`, and it uses NavigationKit and
  /// NavigationKitSwiftUI when the package uses NavigationKit at all.
  private func allowWhatTheScaffoldMakes(_ layer: inout Layer) {
    if !layer.toolchain.contains("SwiftUI") && layer.fenced["SwiftUI"] == nil {
      layer.fenced["SwiftUI"] = "canImport(SwiftUI)"
    }
    if graph.targets.contains(where: { $0.productDependencies.contains("NavigationKit") }) {
      layer.products.formUnion(["NavigationKit", "NavigationKitSwiftUI"])
    }
  }

  /// The toolchain modules `target` imports, fenced or not.
  private func note(imports target: PackageGraph.Target, into layer: inout Layer) {
    let modules = Set(graph.targets.map(\.module))
    var fences: [String: Set<String?>] = [:]
    for file in scans[target.name] ?? [] {
      for statement in file.scan.imports
      where !modules.contains(statement.module)
        && !target.productDependencies.contains(statement.module)
      {
        fences[statement.module, default: []].insert(file.scan.wholeFileFence)
      }
    }
    for (module, conditions) in fences {
      if conditions.count == 1, let condition = conditions.first ?? nil,
        layer.fenced[module, default: condition] == condition, !layer.toolchain.contains(module)
      {
        layer.fenced[module] = condition
      } else {
        layer.fenced[module] = nil
        layer.toolchain.insert(module)
      }
    }
  }

  private mutating func decideTests(_ assigned: [String: String]) {
    let tests = graph.targets.filter { $0.kind == .test }
    guard !tests.isEmpty else {
      testPatterns = ["*Tests"]
      return
    }
    testPatterns = tests.allSatisfy { $0.name.hasSuffix("Tests") } ? ["*Tests"] : tests.map(\.name)
    var needed: Set<String> = []
    let modules = Set(graph.targets.map(\.module))
    for test in tests {
      let subject = test.name.hasSuffix("Tests") ? String(test.name.dropLast(5)) : nil
      let subjectLayer = subject.flatMap { assigned[$0] }
      let reachable = Set(layers.first { $0.name == subjectLayer }?.mayDependOn ?? [])
      for dependency in test.dependencies where dependency != subject {
        guard let layer = assigned[dependency] else { continue }
        let sibling = layer == "features" && subjectLayer == "features"
        if !reachable.contains(layer) || sibling { needed.insert(layer) }
      }
      for file in scans[test.name] ?? [] {
        for statement in file.scan.imports
        where !modules.contains(statement.module)
          && !test.productDependencies.contains(statement.module)
        {
          testToolchain.insert(statement.module)
        }
      }
    }
    testLayers = layers.map(\.name).filter { needed.contains($0) }
  }

  /// The rules file's text, laid out as the committed ones are.
  var json: String {
    func list(_ items: some Sequence<String>) -> String {
      "[" + items.map { "\"\(Self.escape($0))\"" }.joined(separator: ", ") + "]"
    }
    var text = "{\n  \"version\": 1,\n  \"layers\": [\n"
    text += layers.map { layer in
      var lines = [
        "\"name\": \"\(layer.name)\"", "\"targets\": \(list(layer.patterns))",
        "\"mayDependOn\": \(list(layer.mayDependOn))",
      ]
      if layer.independent { lines.append("\"independent\": true") }
      lines.append("\"toolchain\": \(list(layer.toolchain.sorted()))")
      if !layer.fenced.isEmpty {
        let pairs = layer.fenced.sorted { $0.key < $1.key }.map {
          "\"\(Self.escape($0.key))\": \"\(Self.escape($0.value))\""
        }
        lines.append("\"fencedToolchain\": {\(pairs.joined(separator: ", "))}")
      }
      if !layer.products.isEmpty {
        lines.append("\"products\": {\"allow\": \(list(layer.products.sorted()))}")
      }
      if let fix = layer.fix { lines.append("\"fix\": \"\(Self.escape(fix))\"") }
      return "    {\n      " + lines.joined(separator: ",\n      ") + "\n    }"
    }.joined(separator: ",\n")
    text += "\n  ],\n  \"forbiddenModules\": [],\n  \"tests\": {\n"
    text += "    \"targets\": \(list(testPatterns)),\n"
    text += "    \"mayDependOn\": \(list(testLayers)),\n"
    text += "    \"toolchain\": \(list(testToolchain.sorted()))\n  }\n}\n"
    return text
  }

  /// What was decided, one line per layer.
  var summary: [String] {
    var lines = layers.map { layer in
      var line = "\(layer.name): \(layer.members.joined(separator: ", "))"
      if layer.name == "features", let featurePattern {
        line += " (pattern \(featurePattern), independent of one another)"
      }
      line +=
        "; may depend on "
        + (layer.mayDependOn.isEmpty ? "no other layer" : layer.mayDependOn.joined(separator: ", "))
      if !layer.products.isEmpty {
        line += "; products " + layer.products.sorted().joined(separator: ", ")
      }
      return line
    }
    if !layers.contains(where: { $0.name == "features" }) {
      lines.append("features: none found (no targets share a naming pattern such as Feature*)")
    }
    let count = graph.targets.count { $0.kind == .test }
    lines.append(
      "tests: \(testPatterns.joined(separator: ", ")) (\(count) target\(count == 1 ? "" : "s"))"
        + (testLayers.isEmpty ? "" : "; also may depend on \(testLayers.joined(separator: ", "))"))
    return lines
  }

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
  }
}

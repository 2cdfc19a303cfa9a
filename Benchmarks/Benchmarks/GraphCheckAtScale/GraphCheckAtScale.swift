import Benchmark
import DependencyGraph
import Foundation

/// A generated package: one core, `features` feature targets of `filesPerTarget` files each,
/// every file about 3 KB with imports, comments and strings, checked against the repository's
/// kind of rules.
struct GeneratedPackage {
  let root: URL
  let graph: PackageGraph
  let rules: DependencyRules

  init(features: Int, filesPerTarget: Int) throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("DependencyGraphBenchmark-\(features)x\(filesPerTarget)")
    try? FileManager.default.removeItem(at: root)
    var targets: [PackageGraph.Target] = []
    let body = String(
      repeating: """
        /// A screen model. import FeatureX in a comment is not an import.
        struct Model {
          let title = "import NotAModule"
          func lines() -> [String] { ["a", "b", "\\(title.count)"] }
        }

        """, count: 12)
    func add(_ name: String, kind: PackageGraph.Target.Kind, imports: [String], deps: [String])
      throws
    {
      let folder = root.appendingPathComponent("Sources/\(name)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      var sources: [String] = []
      for file in 0..<filesPerTarget {
        let text = imports.map { "import \($0)\n" }.joined() + body
        try Data(text.utf8).write(to: folder.appendingPathComponent("File\(file).swift"))
        sources.append("File\(file).swift")
      }
      targets.append(
        PackageGraph.Target(
          name: name, kind: kind, path: "Sources/\(name)", sources: sources, dependencies: deps))
    }
    try add("Core", kind: .library, imports: ["Foundation"], deps: [])
    let featureNames = (0..<features).map { "Feature\($0)" }
    for name in featureNames {
      try add(name, kind: .library, imports: ["Foundation", "Core"], deps: ["Core"])
    }
    try add(
      "Composition", kind: .library, imports: ["Core"] + featureNames, deps: ["Core"] + featureNames
    )
    self.root = root
    graph = PackageGraph(targets: targets)
    let rules = """
      {"version": 1, "layers": [
        {"name": "core", "targets": ["Core"], "mayDependOn": [], "toolchain": ["Foundation"]},
        {"name": "features", "targets": ["Feature*"], "mayDependOn": ["core"], "independent": true,
         "toolchain": ["Foundation"]},
        {"name": "composition", "targets": ["Composition"], "mayDependOn": ["features", "core"],
         "toolchain": ["Foundation"]}],
       "forbiddenModules": ["UIKit"],
       "tests": {"targets": ["*Tests"], "toolchain": ["Testing"]}}
      """
    self.rules = try DependencyRules(json: Data(rules.utf8), path: "rules.json")
  }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal], maxDuration: .seconds(20),
    maxIterations: 10,
    // Time is noisy on a shared machine, so it gets a wide margin before `baseline check`
    // calls it a regression; allocations are nearly exact.
    thresholds: [
      .wallClock: .init(relative: [.p50: 50.0]),
      .cpuTotal: .init(relative: [.p50: 50.0]),
      .mallocCountTotal: .init(relative: [.p50: 5.0]),
    ])

  // 1,000 targets and 20,000 source files, built once and kept for the whole run.
  let large = Result { try GeneratedPackage(features: 998, filesPerTarget: 20) }
  Benchmark("check 1,000 targets and 20,000 files") { benchmark in
    let package = try large.get()
    benchmark.startMeasurement()
    let result = DependencyCheck(graph: package.graph, rules: package.rules, root: package.root)
      .run()
    benchmark.stopMeasurement()
    blackHole(result)
  }
}

import Foundation
import Testing

@testable import NavigationKitNewFeature

/// A throwaway app package in a temporary folder, laid out as a team's might be (not as the
/// sample app is), and the scaffold run on it.
struct ScaffoldFixture {
  /// Files by path relative to the package root.
  var files: [String: String]
  /// The targets `swift package describe` would list: name, type, path.
  var targets: [(name: String, type: String, path: String)]

  /// A package with two features in `Sources/`, a composition root, an app and tests, with no
  /// `let features` list and no `FeatureWiring`: what the scaffold must handle from scratch.
  static var plain: ScaffoldFixture {
    ScaffoldFixture(
      files: [
        "Package.swift": """
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(
          name: "MyApp",
          dependencies: [.package(url: "https://example.com/NavigationKit.git", from: "1.0.0")],
          targets: [
            .target(name: "FeatureOrders"),
            .target(name: "FeatureCatalog"),
            .target(name: "AppComposition", dependencies: ["FeatureOrders", "FeatureCatalog"]),
            .executableTarget(name: "MyApp", dependencies: ["AppComposition"]),
            .testTarget(name: "FeatureOrdersTests", dependencies: ["FeatureOrders"]),
          ]
        )

        for target in package.targets {
          target.swiftSettings = [.swiftLanguageMode(.v6)]
        }

        """,
        "dependency-rules.json": """
        {"version": 1, "layers": [
          {"name": "features", "targets": ["Feature*"], "mayDependOn": [], "independent": true,
           "toolchain": ["Foundation"]},
          {"name": "composition", "targets": ["AppComposition"], "mayDependOn": ["features"],
           "toolchain": ["Foundation"]},
          {"name": "app", "targets": ["MyApp"], "mayDependOn": ["composition"], "toolchain": []}
        ], "forbiddenModules": [], "tests": {"targets": ["*Tests"], "toolchain": ["Testing"]}}
        """,
        "Sources/FeatureOrders/Orders.swift": "public enum OrdersDestination {\n"
          + "  public static let moduleName = \"orders\"\n}\n",
        "Sources/FeatureCatalog/Catalog.swift": "public enum Catalog {}\n",
        "Sources/AppComposition/AppComposition.swift": "public enum AppComposition {}\n",
        "Sources/MyApp/main.swift": "print(\"hello\")\n",
        "Tests/FeatureOrdersTests/OrdersTests.swift": "import Testing\n",
      ],
      targets: [
        ("FeatureOrders", "library", "Sources/FeatureOrders"),
        ("FeatureCatalog", "library", "Sources/FeatureCatalog"),
        ("AppComposition", "library", "Sources/AppComposition"),
        ("MyApp", "executable", "Sources/MyApp"),
        ("FeatureOrdersTests", "test", "Tests/FeatureOrdersTests"),
      ])
  }

  /// What a run printed and returned.
  struct Run {
    var status: Int32
    var output: [String]
    var errors: [String]
  }

  /// Writes the package, runs `body` on its root, and removes it.
  func withPackage<Result>(_ body: (URL) throws -> Result) throws -> Result {
    let manager = FileManager.default
    let root = manager.temporaryDirectory.appendingPathComponent(
      "ScaffoldFixture-\(UUID().uuidString)", isDirectory: true)
    defer { try? manager.removeItem(at: root) }
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try manager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let described: [[String: Any]] = targets.map { target in
      let sources = files.keys.filter { $0.hasPrefix(target.path + "/") }
        .map { String($0.dropFirst(target.path.count + 1)) }
      return ["name": target.name, "type": target.type, "path": target.path, "sources": sources]
    }
    try JSONSerialization.data(withJSONObject: ["name": "MyApp", "targets": described])
      .write(to: root.appendingPathComponent(".describe.json"))
    return try body(root)
  }

  /// Runs the scaffold with `arguments` on the package at `root` (never formatting: the
  /// tests need no `swift format`).
  static func run(_ arguments: [String], in root: URL) -> Run {
    let lines = Lines()
    let status = NewFeatureCommand.run(
      arguments: [
        "--package-path", root.path, "--describe-json",
        root.appendingPathComponent(".describe.json").path, "--no-format",
      ] + arguments,
      output: NewFeatureCommand.Output(
        write: { lines.append($0, error: false) }, writeError: { lines.append($0, error: true) }))
    return Run(status: status, output: lines.output, errors: lines.errors)
  }

  /// Every file under `root` with its text: what a refusal must leave unchanged.
  static func snapshot(_ root: URL) throws -> [String: String] {
    var result: [String: String] = [:]
    let walker = FileManager.default.enumerator(
      at: root, includingPropertiesForKeys: [.isRegularFileKey])
    let base = root.standardizedFileURL.path + "/"
    while let url = walker?.nextObject() as? URL {
      guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else {
        continue
      }
      let path = url.standardizedFileURL.path
      result[path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path] =
        try String(contentsOf: url, encoding: .utf8)
    }
    return result
  }
}

/// Lines written from the command's output closures.
final class Lines: @unchecked Sendable {
  // @unchecked Sendable: the command writes from one thread; the lock keeps that honest.
  private let lock = NSLock()
  private var outputLines: [String] = []
  private var errorLines: [String] = []

  func append(_ line: String, error: Bool) {
    lock.withLock {
      if error { errorLines.append(line) } else { outputLines.append(line) }
    }
  }

  var output: [String] { lock.withLock { outputLines } }
  var errors: [String] { lock.withLock { errorLines } }
}

import Foundation

/// Where a package keeps its features, their tests and their wiring: `feature-scaffold.json` at
/// the package root, which the scaffold writes on first use from what it finds and reads after.
///
/// ```json
/// {
///   "version": 1,
///   "prefix": "Feature",
///   "features": "Sources",
///   "tests": "Tests",
///   "compositionTarget": "AppComposition",
///   "wiring": "Sources/AppComposition/Features",
///   "wiringStyle": "plain",
///   "libraryPackage": "NavigationKit"
/// }
/// ```
///
/// A feature `Profile` becomes the target `<prefix>Profile` in `<features>/<prefix>Profile`, its
/// tests `<prefix>ProfileTests` in `<tests>/<prefix>ProfileTests`, and its wiring
/// `<wiring>/ProfileWiring.swift` in the composition target. `wiringStyle` is `plain` (an enum
/// with the feature's tab and module, built on NavigationKit alone) or `FeatureWiring` (for an
/// app whose composition declares `FeatureWiring` and lists its features in `featureList`, a
/// file holding `public static let features: [FeatureWiring] = [`, as the sample app does).
struct ScaffoldConfig: Codable, Equatable {
  /// The file's name, at the package root.
  static let fileName = "feature-scaffold.json"

  var version = 1
  /// What every feature target's name starts with, such as `Feature`.
  var prefix: String
  /// The folder holding the feature targets' folders.
  var features: String
  /// The folder holding the feature test targets' folders.
  var tests: String
  /// The composition root's target, which imports every feature; `nil` when there is none.
  var compositionTarget: String?
  /// The folder of the composition target where each feature's wiring file goes.
  var wiring: String?
  /// `plain` or `FeatureWiring`.
  var wiringStyle: String
  /// With `FeatureWiring`: the file whose `features` list the scaffold adds the feature to.
  var featureList: String?
  /// The name the manifest gives NavigationKit's package in `.product(name:package:)`.
  var libraryPackage: String

  static let keys: Set<String> = [
    "version", "prefix", "features", "tests", "compositionTarget", "wiring", "wiringStyle",
    "featureList", "libraryPackage",
  ]

  /// Reads and checks a config file's bytes.
  static func read(_ data: Data, path: String) throws(ScaffoldError) -> ScaffoldConfig {
    func fail(_ problem: String) -> ScaffoldError {
      ScaffoldError("invalid \(path): \(problem)")
    }
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw fail("not a JSON object")
    }
    if let unknown = object.keys.sorted().first(where: { !keys.contains($0) }) {
      throw fail("unknown key '\(unknown)'; the keys are \(keys.sorted().joined(separator: ", "))")
    }
    let config: ScaffoldConfig
    do {
      config = try JSONDecoder().decode(ScaffoldConfig.self, from: data)
    } catch {
      throw fail("a key is missing or of the wrong type (\(error))")
    }
    guard config.version == 1 else { throw fail("version: only version 1 is understood") }
    guard ["plain", "FeatureWiring"].contains(config.wiringStyle) else {
      throw fail("wiringStyle: 'plain' or 'FeatureWiring', not '\(config.wiringStyle)'")
    }
    guard config.wiringStyle == "plain" || config.featureList != nil else {
      throw fail("wiringStyle FeatureWiring needs featureList, the file listing the features")
    }
    guard !config.prefix.isEmpty, !config.features.isEmpty, !config.tests.isEmpty else {
      throw fail("prefix, features and tests may not be empty")
    }
    for folder in [config.features, config.tests]
      + [config.wiring, config.featureList].compactMap(\.self)
    where folder.hasPrefix("/") || folder.split(separator: "/").contains("..") {
      throw fail("'\(folder)' is outside the package; paths are relative to the package root")
    }
    return config
  }

  /// The config as written: sorted keys, one per line.
  var json: Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding a struct of strings cannot fail; an empty file would be rejected when read.
    return ((try? encoder.encode(self)) ?? Data()) + Data("\n".utf8)
  }

  /// What a first run decides, from the rules file and the package's targets:
  /// the prefix from the independent layer's pattern (`Feature*`), the folders from where the
  /// existing features and their tests are, the composition target from the layer that may
  /// depend on the features.
  static func inferred(package: PackageSummary, rules: Data?, root: URL) -> ScaffoldConfig {
    var prefix = "Feature"
    var compositionPatterns: [String] = []
    if let rules, let object = try? JSONSerialization.jsonObject(with: rules) as? [String: Any],
      let layers = object["layers"] as? [[String: Any]]
    {
      let features = layers.first { ($0["independent"] as? Bool) == true }
      if let pattern = (features?["targets"] as? [String])?.first(where: { $0.hasSuffix("*") }),
        !pattern.dropLast().contains(where: { "*?".contains($0) }), pattern.count > 1
      {
        prefix = String(pattern.dropLast())
      }
      if let name = features?["name"] as? String {
        compositionPatterns =
          layers
          .filter { ($0["mayDependOn"] as? [String])?.contains(name) == true }
          .flatMap { $0["targets"] as? [String] ?? [] }
      }
    }
    let targets = package.targets
    func folder(of paths: [String], or fallback: String) -> String {
      let parents = paths.map { ($0 as NSString).deletingLastPathComponent }
      return parents.first.map { $0.isEmpty ? "." : $0 } ?? fallback
    }
    let features = folder(
      of: targets.filter { $0.name.hasPrefix(prefix) && $0.type != "test" }.map(\.path),
      or: "Sources")
    let tests = folder(
      of: targets.filter { $0.name.hasPrefix(prefix) && $0.type == "test" }.map(\.path),
      or: "Tests")
    let composition =
      targets.first { target in compositionPatterns.contains(target.name) }
      ?? targets.first { $0.name.hasSuffix("Composition") && $0.type != "test" }
    var config = ScaffoldConfig(
      prefix: prefix, features: features, tests: tests,
      compositionTarget: composition?.name, wiring: composition.map { "\($0.path)/Features" },
      wiringStyle: "plain", featureList: nil, libraryPackage: "NavigationKit")
    if let composition,
      let list = composition.sourceFiles.first(where: { source in
        let url = root.appendingPathComponent(composition.path).appendingPathComponent(source)
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.contains(FeatureRegistration.featureListOpening)
      })
    {
      config.wiringStyle = "FeatureWiring"
      config.featureList = "\(composition.path)/\(list)"
    }
    return config
  }

  /// One line per decision, for the first run's summary.
  var summary: [String] {
    [
      "features: \(features)/\(prefix)NAME (targets named \(prefix)NAME)",
      "tests: \(tests)/\(prefix)NAMETests",
      wiring.map {
        "wiring: \($0)/NAMEWiring.swift in \(compositionTarget ?? "?") (\(wiringStyle))"
      }
        ?? "wiring: none (no composition target found; wire each feature yourself)",
    ] + (featureList.map { ["feature list: \($0)"] } ?? [])
  }
}

/// The part of `swift package describe --type json` the scaffold reads.
struct PackageSummary: Decodable {
  struct Target: Decodable {
    let name: String
    let type: String
    let path: String
    let sources: [String]?

    var sourceFiles: [String] { sources ?? [] }
  }

  let targets: [Target]
}

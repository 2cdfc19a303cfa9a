import Foundation

/// One feature to add: every file to create and every edit, worked out and checked before
/// anything is written, so a refusal changes nothing.
struct Scaffold {
  let root: URL
  let name: FeatureName
  let shape: String
  let config: ScaffoldConfig
  /// Whether `feature-scaffold.json` is written by this run (the package had none).
  let configIsNew: Bool
  /// The new files, relative to the root.
  let files: [(path: String, text: String)]
  /// The edited files, relative to the root: their text before and after.
  let edits: [(path: String, before: String, after: String)]

  /// The suffixes of the scaffold's type names, which must not make a type NavigationKit
  /// declares (`Navigation` would make `NavigationDestination`).
  static let typeSuffixes = [
    "Destination", "Feature", "Intents", "Resolver", "ScreenFactory", "Item", "Repository",
    "HomeScreen", "DetailScreen", "EditorScreen", "NotFoundScreen", "Wiring",
  ]

  /// Works out the feature's files and edits.
  ///
  /// - Throws: ``ScaffoldError`` when anything of the feature's exists, or the package cannot
  ///   be read or edited as its config says.
  static func plan(
    name: FeatureName, shape: String, root: URL, describeJSON: String?
  ) throws(ScaffoldError) -> Scaffold {
    let manifest = try read("Package.swift", in: root)
    let configPath = root.appendingPathComponent(ScaffoldConfig.fileName)
    var config: ScaffoldConfig
    var configIsNew = false
    var summary: PackageSummary?
    if FileManager.default.fileExists(atPath: configPath.path) {
      let data: Data
      do { data = try Data(contentsOf: configPath) } catch {
        throw ScaffoldError("cannot read \(ScaffoldConfig.fileName): \(error.localizedDescription)")
      }
      config = try ScaffoldConfig.read(data, path: ScaffoldConfig.fileName)
    } else {
      let described = try describe(root, describeJSON: describeJSON)
      summary = described
      let rules = try? Data(contentsOf: root.appendingPathComponent("dependency-rules.json"))
      config = ScaffoldConfig.inferred(package: described, rules: rules, root: root)
      configIsNew = true
    }
    let feature = config.prefix + name.name
    if let suffix = typeSuffixes.first(where: { FeatureTemplate.coreTypes.contains(name.name + $0) }
    ) {
      throw ScaffoldError(
        "'\(name.name)' would make a type \(name.name)\(suffix), which NavigationKit declares; "
          + "choose another name")
    }
    let files = FeatureTemplate.files(name: name, shape: shape, config: config)
    let folders = ["\(config.features)/\(feature)", "\(config.tests)/\(feature)Tests"]
    for path in folders + files.map(\.path) where exists(path, in: root) {
      throw ScaffoldError("feature \(name.name) exists already: \(path)")
    }
    if manifest.contains("\"\(feature)\"")
      || summary?.targets.contains(where: { $0.name == feature }) == true
    {
      throw ScaffoldError("feature \(name.name) exists already: \(feature) is in Package.swift")
    }
    if let owner = moduleNamed(name.kebab, under: root.appendingPathComponent(config.features)) {
      throw ScaffoldError("a module is named '\(name.kebab)' already, in \(owner)")
    }
    var edits = [
      (
        path: "Package.swift", before: manifest,
        after: FeatureRegistration.manifest(manifest, feature: feature, name: name, config: config)
      )
    ]
    if config.wiringStyle == "FeatureWiring", let list = config.featureList {
      let text = try read(list, in: root)
      guard let after = FeatureRegistration.featureList(text, name: name) else {
        throw ScaffoldError(
          "\(list) has no '\(FeatureRegistration.featureListOpening.trimmingCharacters(in: .whitespaces))' "
            + "list closed by '  ]' on a line of its own")
      }
      if text.contains("static let \(name.lower) = FeatureWiring") {
        throw ScaffoldError("FeatureWiring.\(name.lower) exists already")
      }
      edits.append((path: list, before: text, after: after))
    }
    return Scaffold(
      root: root, name: name, shape: shape, config: config, configIsNew: configIsNew,
      files: files
        + (configIsNew
          ? [(ScaffoldConfig.fileName, String(decoding: config.json, as: UTF8.self))] : []),
      edits: edits)
  }

  /// Writes the new files, then the edits; on any failure undoes what it wrote.
  func apply() throws(ScaffoldError) {
    let files = FileManager.default
    var created: [URL] = []
    var madeFolders: [URL] = []
    var edited: [(URL, String)] = []
    do {
      for file in self.files {
        let url = root.appendingPathComponent(file.path)
        var folder = url.deletingLastPathComponent()
        var missing: [URL] = []
        while !files.fileExists(atPath: folder.path) {
          missing.append(folder)
          folder = folder.deletingLastPathComponent()
        }
        try files.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        madeFolders += missing
        try Data(file.text.utf8).write(to: url, options: .withoutOverwriting)
        created.append(url)
      }
      for edit in edits {
        let url = root.appendingPathComponent(edit.path)
        try Data(edit.after.utf8).write(to: url, options: .atomic)
        edited.append((url, edit.before))
      }
    } catch {
      for url in created { try? files.removeItem(at: url) }
      for folder in madeFolders { try? files.removeItem(at: folder) }
      for (url, text) in edited { try? Data(text.utf8).write(to: url, options: .atomic) }
      throw ScaffoldError("cannot write in \(root.path): \(error.localizedDescription)")
    }
  }

  /// Formats the new Swift files with `swift format` when the package (or a folder above it)
  /// has a `.swift-format`, as the package's own code is: a longer name can move line breaks.
  /// Returns why formatting failed, or `nil`.
  func format() -> String? {
    var folder = root
    while !FileManager.default.fileExists(
      atPath: folder.appendingPathComponent(".swift-format").path)
    {
      let parent = folder.deletingLastPathComponent()
      guard parent.path != folder.path else { return nil }
      folder = parent
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      ["swift", "format", "format", "--in-place"]
      + files.filter { $0.path.hasSuffix(".swift") }.map {
        root.appendingPathComponent($0.path).path
      }
    do {
      try process.run()
      process.waitUntilExit()
    } catch {
      return "`swift format` could not run: \(error.localizedDescription)"
    }
    return process.terminationStatus == 0
      ? nil
      : "`swift format` failed (exit \(process.terminationStatus)); format the new files yourself"
  }

  /// What was done, for the person who ran it.
  var report: [String] {
    var lines: [String] = []
    if configIsNew {
      lines.append(
        "new-feature: wrote \(ScaffoldConfig.fileName), where features go (edit it to change):")
      lines += config.summary.map { "  \($0)" }
    }
    lines.append(
      "new-feature: made feature \(name.name), shaped \(shape) (target \(config.prefix)\(name.name), "
        + "module '\(name.kebab)', links SCHEME://\(name.kebab))")
    lines += files.filter { $0.path != ScaffoldConfig.fileName }.map { "  created \($0.path)" }
    lines += edits.map { "  edited \($0.path)" }
    if config.wiringStyle == "plain", let wiring = config.wiring {
      lines.append(
        "next: install it in your composition root: add \(name.name)Wiring.module() to your "
          + "AppNavigator's features and \(name.name)Wiring.tab to its tabs (\(wiring)/\(name.name)Wiring.swift)"
      )
    } else if config.wiring == nil {
      lines.append(
        "next: install \(name.name)Feature.module(intents:) and a tab for \(config.prefix)\(name.name)Destination.home in your composition root"
      )
    }
    return lines
  }

  private static func read(_ path: String, in root: URL) throws(ScaffoldError) -> String {
    do {
      return try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    } catch {
      throw ScaffoldError(
        "cannot read \(root.appendingPathComponent(path).path): \(error.localizedDescription)")
    }
  }

  private static func exists(_ path: String, in root: URL) -> Bool {
    FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
  }

  /// The file under `folder` that declares `moduleName = "name"`, if any.
  private static func moduleNamed(_ name: String, under folder: URL) -> String? {
    guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    else { return nil }
    for case let url as URL in walker where url.pathExtension == "swift" {
      if let text = try? String(contentsOf: url, encoding: .utf8),
        text.contains("moduleName = \"\(name)\"")
      {
        return url.lastPathComponent
      }
    }
    return nil
  }

  /// The package's targets: from `--describe-json`, or `swift package describe`.
  private static func describe(_ root: URL, describeJSON: String?) throws(ScaffoldError)
    -> PackageSummary
  {
    let data: Data
    do {
      if let describeJSON {
        data = try Data(contentsOf: URL(fileURLWithPath: describeJSON))
      } else {
        data = try runDescribe(root)
      }
    } catch let error as ScaffoldError {
      throw error
    } catch {
      throw ScaffoldError("cannot describe the package: \(error.localizedDescription)")
    }
    do {
      return try JSONDecoder().decode(PackageSummary.self, from: data)
    } catch {
      throw ScaffoldError(
        "cannot read the package: not the output of `swift package describe --type json`")
    }
  }

  private static func runDescribe(_ root: URL) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift", "package", "--package-path", root.path, "describe", "--type", "json",
    ]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw ScaffoldError(
        "`swift package describe` failed: "
          + String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      )
    }
    return data
  }
}

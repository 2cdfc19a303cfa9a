public import Foundation

/// What the check compiles: the package's Apple platforms and the targets an app builds, read
/// from `swift package dump-package` and `swift package describe`.
public struct PackagePlan: Sendable {
  /// One target to check.
  public struct Target: Sendable, Equatable {
    /// Its name, which is its module's.
    public let name: String
    /// Whether it is an executable (compiled with its `main.swift` as top-level code).
    public let isExecutable: Bool
    /// Its source files, relative to the package's root.
    public let sources: [String]
    /// The compiler flags its manifest settings give (language mode, upcoming features,
    /// conditions).
    public let flags: [String]
  }

  /// The deployment target of each Apple platform the manifest declares.
  public let platforms: [ApplePlatform: PlatformVersion]
  /// The targets checked, each after the targets it depends on.
  public let targets: [Target]

  /// Folders whose targets an app builds, relative to the first package checked (the
  /// repository's root): the library (`Modules/`) and the sample app's package (`App/`: its
  /// features, composition root and App). Tools (`Scripts/`, `Fuzz/`) and tests are not
  /// shipped to apps.
  public static let appFolders = ["Modules/", "App/"]

  /// A plan from the two descriptions' JSON.
  ///
  /// - Parameter prefix: The package's folder relative to the first package checked, ending
  ///   in `/` (empty for the first package itself): source paths start with it, so a finding
  ///   names its file as it is in the repository, and ``appFolders`` match it.
  /// - Throws: ``ToolRun/Failure`` when the JSON is not what SwiftPM writes, or the manifest
  ///   declares no Apple platform.
  public init(manifest: Data, description: Data, prefix: String = "") throws {
    guard let manifest = try JSONSerialization.jsonObject(with: manifest) as? [String: Any],
      let described = try JSONSerialization.jsonObject(with: description) as? [String: Any],
      let describedTargets = described["targets"] as? [[String: Any]]
    else { throw ToolRun.Failure(description: "cannot read the package's description") }

    var platforms: [ApplePlatform: PlatformVersion] = [:]
    for platform in manifest["platforms"] as? [[String: Any]] ?? [] {
      if let name = platform["platformName"] as? String, let apple = ApplePlatform(domain: name),
        let text = platform["version"] as? String, let version = PlatformVersion(text)
      {
        platforms[apple] = version
      }
    }
    guard !platforms.isEmpty else {
      throw ToolRun.Failure(
        description: "the manifest declares no Apple platform (`platforms: [.iOS(.v17)]`), "
          + "so there is no deployment target to check against")
    }
    self.platforms = platforms

    var settings: [String: [String]] = [:]
    for target in manifest["targets"] as? [[String: Any]] ?? [] {
      if let name = target["name"] as? String {
        settings[name] = Self.flags(target["settings"] as? [[String: Any]] ?? [])
      }
    }
    var byName: [String: (target: Target, dependencies: [String])] = [:]
    for target in describedTargets {
      guard let name = target["name"] as? String, let packagePath = target["path"] as? String,
        case let path = prefix + packagePath, let type = target["type"] as? String,
        ["library", "executable"].contains(type),
        Self.appFolders.contains(where: { path.hasPrefix($0) })
      else { continue }
      let sources = (target["sources"] as? [String] ?? []).filter { $0.hasSuffix(".swift") }
      byName[name] = (
        Target(
          name: name, isExecutable: type == "executable",
          sources: sources.map { path + "/" + $0 }, flags: settings[name] ?? []),
        target["target_dependencies"] as? [String] ?? []
      )
    }
    var ordered: [Target] = []
    var placed: Set<String> = []
    func place(_ name: String) {
      guard let entry = byName[name], placed.insert(name).inserted else { return }
      entry.dependencies.forEach(place)
      ordered.append(entry.target)
    }
    byName.keys.sorted().forEach(place)
    targets = ordered
  }

  /// The compiler flags a target's manifest settings give.
  static func flags(_ settings: [[String: Any]]) -> [String] {
    var flags: [String] = []
    for setting in settings where setting["tool"] as? String == "swift" {
      guard let kind = setting["kind"] as? [String: [String: Any]],
        let (name, value) = kind.first, let argument = value["_0"]
      else { continue }
      switch (name, argument) {
      case ("swiftLanguageMode", let mode as String): flags += ["-swift-version", mode]
      case ("enableUpcomingFeature", let feature as String):
        flags += ["-enable-upcoming-feature", feature]
      case ("enableExperimentalFeature", let feature as String):
        flags += ["-enable-experimental-feature", feature]
      case ("define", let condition as String): flags.append("-D" + condition)
      default: break
      }
    }
    return flags
  }
}

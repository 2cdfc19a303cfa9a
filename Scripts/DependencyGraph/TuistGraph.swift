public import Foundation

/// Reads the module graph of a Tuist (or plain Xcode) project from what `tuist graph --format
/// json` writes, so the check applies its rules to targets that are not SwiftPM targets.
///
/// That file is Tuist's `XcodeGraph.Graph` encoded by `JSONEncoder` (Tuist's
/// `GraphCommandService`; the types are in tuist/tuist's `Sources/XcodeGraph`, formerly
/// tuist/XcodeGraph). Only what the check needs is read:
///
/// ```
/// { "name": "App", "path": "/abs/root",
///   "projects": ["/abs/root/Modules/FeatureOrders", { "name": …, "path": …, "isExternal": false,
///                 "targets": { "FeatureOrders": { "name": …, "product": "staticFramework",
///                   "productName": "FeatureOrders",
///                   "sources": [{ "path": "/abs/…/X.swift" }],
///                   "buildableFolders": [{ "path": …, "resolvedFiles": [{ "path": … }] }],
///                   "dependencies": [{ "target": { "name": "Core" } },
///                                    { "project": { "target": "Alamofire", "path": … } },
///                                    { "package": { "product": "P", "type": "runtime" } },
///                                    { "xcframework": { "path": "/abs/Pay.xcframework", … } }]
///                 } } }, …] }
/// ```
///
/// `projects` is a dictionary keyed by `AbsolutePath`, which `JSONEncoder` writes as an array of
/// alternating keys and values; an object keyed by path is read too. Paths are absolute, as
/// Tuist wrote them where it ran: those under the graph's `path` are read under `root` instead,
/// so a graph made on one machine checks a checkout on another.
extension PackageGraph {
  /// Reads `tuist graph --format json` output.
  ///
  /// - Parameters:
  ///   - data: The JSON file's contents.
  ///   - root: The folder the project's sources are read under, in place of the graph's `path`.
  /// - Throws: ``PackageGraphError`` when the data is not such a graph.
  public init(tuistGraphJSON data: Data, root: URL) throws(PackageGraphError) {
    let graph: TuistGraphFile
    do {
      graph = try JSONDecoder().decode(TuistGraphFile.self, from: data)
    } catch let error as DecodingError {
      throw PackageGraphError(
        "not the output of `tuist graph --format json`: \(TuistGraphFile.explain(error))")
    } catch {
      throw PackageGraphError("not the output of `tuist graph --format json`: \(error)")
    }
    let paths = TuistPaths(graphRoot: graph.path, root: root)
    let external = Set(graph.projects.filter(\.isExternal).map(\.path))
    var targets: [Target] = []
    // Sorted by path, so a name declared by two projects resolves the same way every run.
    for project in graph.projects.sorted(by: { $0.path < $1.path }) where !project.isExternal {
      let manifest = paths.manifest(of: project)
      for target in project.targets.values {
        targets.append(
          Target(
            tuist: target, manifest: manifest, paths: paths, externalProjects: external))
      }
    }
    self.init(targets: targets)
  }
}

extension PackageGraph.Target {
  /// A target of a Tuist project.
  fileprivate init(
    tuist target: TuistGraphFile.Target, manifest: String, paths: TuistPaths,
    externalProjects: Set<String>
  ) {
    var dependencies: [String] = []
    var products: [String] = []
    for dependency in target.dependencies {
      switch dependency {
      case .target(let name):
        dependencies.append(name)
      case .project(let name, let path):
        // A target of an external project is a product of another package, integrated by
        // Tuist (`.external(name:)` in the manifest).
        if externalProjects.contains(path) {
          products.append(name)
        } else {
          dependencies.append(name)
        }
      case .product(let name):
        products.append(name)
      case .binary(let path):
        products.append(Self.moduleName(ofBinary: path))
      case .other:
        break
      }
    }
    let files =
      target.sources.map(\.path)
      + target.buildableFolders.flatMap { paths.swiftFiles(in: $0) }
    self.init(
      name: target.name, module: target.productName, kind: Self.kind(ofProduct: target.product),
      path: ".", sources: files.filter { $0.hasSuffix(".swift") }.map(paths.relative),
      dependencies: dependencies, productDependencies: products, manifest: manifest)
  }

  /// The module a prebuilt framework or library provides: `Pay` for `…/Pay.xcframework`,
  /// `Sentry` for `…/libSentry.a`.
  static func moduleName(ofBinary path: String) -> String {
    let file = (path as NSString).lastPathComponent
    let name = (file as NSString).deletingPathExtension
    return file.hasSuffix(".a") || file.hasSuffix(".dylib")
      ? String(name.hasPrefix("lib") ? name.dropFirst(3) : name[...]) : name
  }

  /// What the check calls a Tuist product (XcodeGraph's `Product` raw values): tests are
  /// tests; apps, extensions and tools are executables; frameworks and libraries are libraries.
  static func kind(ofProduct product: String) -> Kind {
    switch product {
    case "unit_tests", "ui_tests": .test
    case "macro": .macro
    case "framework", "staticFramework", "static_library", "dynamic_library", "bundle": .library
    case "app", "appClip", "commandLineTool", "watch2App", "watch2Extension", "app_extension",
      "watch_2_app", "watch_2_extension", "tv_top_shelf_extension", "messages_extension",
      "sticker_pack_extension", "xpc", "system_extension", "extension_kit_extension":
      .executable
    default: .other
    }
  }
}

/// Where a Tuist graph's absolute paths are read.
private struct TuistPaths {
  let graphRoot: String
  let root: URL

  /// A path relative to the check's root when under the graph's root, else as written.
  func relative(_ path: String) -> String {
    let base = graphRoot.hasSuffix("/") ? graphRoot : graphRoot + "/"
    return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
  }

  /// The file that declares a project's targets: its `Project.swift`, or for a plain Xcode
  /// project (one Tuist mapped from an `.xcodeproj`, with no manifest) the `.xcodeproj`.
  func manifest(of project: TuistGraphFile.Project) -> String {
    let manifest = relative(project.path + "/Project.swift")
    guard let xcodeProject = project.xcodeProjPath,
      !FileManager.default.fileExists(atPath: local(manifest))
    else { return manifest }
    return relative(xcodeProject)
  }

  /// Where a path from `relative(_:)` is on this machine.
  func local(_ path: String) -> String {
    path.hasPrefix("/") ? path : root.path + "/" + path
  }

  /// The Swift files of an Xcode 16 buildable (synchronized) folder: those Tuist resolved, or,
  /// from a Tuist that lists none, those on disk.
  func swiftFiles(in folder: TuistGraphFile.BuildableFolder) -> [String] {
    if let resolved = folder.resolvedFiles { return resolved }
    guard let files = FileManager.default.enumerator(atPath: local(relative(folder.path))) else {
      return []
    }
    return files.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map {
      folder.path + "/" + $0
    }
  }
}

/// The part of `tuist graph --format json` the check reads.
struct TuistGraphFile: Decodable {
  struct Project: Decodable {
    let path: String
    let xcodeProjPath: String?
    let targets: [String: Target]
    let isExternal: Bool

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Keys.self)
      path = try container.decode(String.self, forKey: .path)
      xcodeProjPath = try container.decodeIfPresent(String.self, forKey: .xcodeProjPath)
      targets = try container.decode([String: Target].self, forKey: .targets)
      isExternal = try container.decodeIfPresent(Bool.self, forKey: .isExternal) ?? false
    }

    private enum Keys: String, CodingKey {
      case path, xcodeProjPath, targets, isExternal
    }
  }

  struct Target: Decodable {
    let name: String
    let product: String
    let productName: String?
    let sources: [SourceFile]
    let buildableFolders: [BuildableFolder]
    let dependencies: [Dependency]

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Keys.self)
      name = try container.decode(String.self, forKey: .name)
      product = try container.decode(String.self, forKey: .product)
      productName = try container.decodeIfPresent(String.self, forKey: .productName)
      sources = try container.decode([SourceFile].self, forKey: .sources)
      // Tuists before buildable folders (Xcode 16's synchronized groups) write none.
      buildableFolders =
        try container.decodeIfPresent([BuildableFolder].self, forKey: .buildableFolders) ?? []
      dependencies = try container.decode([Dependency].self, forKey: .dependencies)
    }

    private enum Keys: String, CodingKey {
      case name, product, productName, sources, buildableFolders, dependencies
    }
  }

  struct SourceFile: Decodable {
    let path: String
  }

  struct BuildableFolder: Decodable {
    let path: String
    /// The files Tuist resolved in it, when this Tuist lists them (`resolvedFiles` of
    /// `{path}` today, `resolvedPaths` of paths before).
    let resolvedFiles: [String]?

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Keys.self)
      path = try container.decode(String.self, forKey: .path)
      if let files = try container.decodeIfPresent([SourceFile].self, forKey: .resolvedFiles) {
        resolvedFiles = files.map(\.path)
      } else {
        resolvedFiles = try container.decodeIfPresent([String].self, forKey: .resolvedPaths)
      }
    }

    private enum Keys: String, CodingKey {
      case path, resolvedFiles, resolvedPaths
    }
  }

  /// XcodeGraph's `TargetDependency`, as Swift's synthesized `Codable` writes an enum: one key,
  /// the case, holding its labelled values.
  enum Dependency: Decodable {
    case target(String)
    case project(target: String, path: String)
    case product(String)
    case binary(path: String)
    /// `sdk` (system frameworks such as UIKit), `xctest`, and cases this reader does not know.
    case other

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Key.self)
      guard let key = container.allKeys.first, container.allKeys.count == 1 else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: decoder.codingPath,
            debugDescription: "a dependency is an object with one key, its kind"))
      }
      let values = try container.nestedContainer(keyedBy: Key.self, forKey: key)
      func string(_ name: String) throws -> String {
        try values.decode(String.self, forKey: Key(name))
      }
      switch key.stringValue {
      case "target": self = .target(try string("name"))
      case "project": self = .project(target: try string("target"), path: try string("path"))
      case "package":
        // A plugin product runs at build time; it is never imported.
        self =
          try values.decodeIfPresent(String.self, forKey: Key("type")) == "plugin"
          ? .other : .product(try string("product"))
      case "framework", "xcframework", "library": self = .binary(path: try string("path"))
      default: self = .other
      }
    }
  }

  let path: String
  let projects: [Project]

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    path = try container.decode(String.self, forKey: Key("path"))
    projects = try Self.projects(in: container, forKey: Key("projects"))
  }

  /// `[AbsolutePath: Project]`: alternating keys and values, or an object keyed by path.
  private static func projects(
    in container: KeyedDecodingContainer<Key>, forKey key: Key
  ) throws -> [Project] {
    // Only a list or an object can be asked for; what is wrong inside either is reported.
    guard var list = try? container.nestedUnkeyedContainer(forKey: key) else {
      return Array(try container.decode([String: Project].self, forKey: key).values)
    }
    var projects: [Project] = []
    while !list.isAtEnd {
      _ = try list.decode(String.self)
      projects.append(try list.decode(Project.self))
    }
    return projects
  }

  /// What is wrong, and where in the file: `projects[1].targets.App: no key "dependencies"`.
  static func explain(_ error: DecodingError) -> String {
    func place(_ path: [any CodingKey]) -> String {
      let text = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
      return text.isEmpty ? "the top level" : String(text.drop { $0 == "." })
    }
    switch error {
    case .keyNotFound(let key, let context):
      return "\(place(context.codingPath)): no key \"\(key.stringValue)\""
    case .typeMismatch(let type, let context):
      return "\(place(context.codingPath)): expected \(type)"
    case .valueNotFound(let type, let context):
      return "\(place(context.codingPath)): expected \(type), found null"
    case .dataCorrupted(let context):
      if context.codingPath.isEmpty { return "not valid JSON" }
      return "\(place(context.codingPath)): \(context.debugDescription)"
    @unknown default:
      return "\(error)"
    }
  }

  /// Any key of a JSON object.
  struct Key: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(_ string: String) {
      stringValue = string
      intValue = nil
    }

    init?(stringValue: String) { self.init(stringValue) }

    init?(intValue: Int) {
      stringValue = "\(intValue)"
      self.intValue = intValue
    }
  }
}

public import Foundation

/// The package's declared targets, as SwiftPM describes them (`swift package describe --type
/// json`): every target, including those appended to `package.targets` after `Package(...)`.
public struct PackageGraph: Hashable, Sendable {
  /// One target of the package.
  public struct Target: Hashable, Sendable {
    /// What SwiftPM builds from a target.
    public enum Kind: String, Hashable, Sendable {
      case library, executable, test, macro, plugin, snippet, other
    }

    /// The target's name, as `Package.swift` spells it.
    public let name: String
    /// The module name sources import (`c99name`), which differs from `name` when the name
    /// holds characters such as `-`.
    public let module: String
    /// What kind of target it is.
    public let kind: Kind
    /// The target's folder, relative to the package root.
    public let path: String
    /// Its Swift sources, relative to ``path``.
    public let sources: [String]
    /// The package targets it declares as dependencies, by name.
    public let dependencies: [String]
    /// The products of other packages it declares as dependencies, by name.
    public let productDependencies: [String]
    /// The manifest that declares it, relative to the package root: `Package.swift`, or a Tuist
    /// project's `Project.swift`.
    public let manifest: String

    /// Creates a target.
    public init(
      name: String, module: String? = nil, kind: Kind, path: String, sources: [String],
      dependencies: [String] = [], productDependencies: [String] = [],
      manifest: String = "Package.swift"
    ) {
      self.name = name
      self.module = module ?? name
      self.kind = kind
      self.path = path
      self.sources = sources
      self.dependencies = dependencies
      self.productDependencies = productDependencies
      self.manifest = manifest
    }
  }

  /// Every target, sorted by name.
  public let targets: [Target]
  private let indexByName: [String: Int]

  /// Creates a graph of `targets`.
  public init(targets: [Target]) {
    let sorted = targets.sorted { $0.name < $1.name }
    self.targets = sorted
    self.indexByName = Dictionary(sorted.indices.map { (sorted[$0].name, $0) }) { first, _ in first
    }
  }

  /// Reads the JSON that `swift package describe --type json` prints.
  ///
  /// - Throws: ``PackageGraphError`` when the data is not such a description.
  public init(describeJSON data: Data) throws(PackageGraphError) {
    struct Description: Decodable {
      struct Target: Decodable {
        let name: String
        let c99name: String?
        let type: String
        let path: String
        let sources: [String]?
        let target_dependencies: [String]?
        let product_dependencies: [String]?
      }
      let targets: [Target]
    }
    let description: Description
    do {
      description = try JSONDecoder().decode(Description.self, from: data)
    } catch {
      throw PackageGraphError("not the output of `swift package describe --type json`")
    }
    // Plugin targets are left out: they cannot depend on the package's libraries, and
    // SwiftPM's plugin API, through which the check also runs, does not list them.
    self.init(
      targets: description.targets.filter { $0.type != "plugin" }.map { target in
        Target(
          name: target.name, module: target.c99name,
          kind: Target.Kind(rawValue: target.type) ?? .other,
          path: target.path, sources: (target.sources ?? []).filter { $0.hasSuffix(".swift") },
          dependencies: target.target_dependencies ?? [],
          productDependencies: target.product_dependencies ?? [])
      })
  }

  /// The target named `name`, if any.
  public func target(named name: String) -> Target? {
    indexByName[name].map { targets[$0] }
  }
}

/// Why a package description could not be read.
public struct PackageGraphError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public let description: String

  init(_ description: String) {
    self.description = description
  }
}

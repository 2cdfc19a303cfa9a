import Foundation
import PackagePlugin

/// The package a plugin runs on, written as `swift package describe --type json` writes it:
/// the part of that format the NavigationKit tools read (each target's name, module, kind,
/// folder, Swift sources and dependencies).
///
/// The plugin hands the tools this file rather than let them run `swift package describe`
/// themselves: a second SwiftPM inside a plugin's run would wait for the first's lock on
/// `.build`.
struct PackageDescriptionJSON: Encodable {
  struct Target: Encodable {
    let name: String
    let c99name: String
    let type: String
    let path: String
    let sources: [String]
    let target_dependencies: [String]
    let product_dependencies: [String]
  }

  let name: String
  let targets: [Target]

  init(_ package: Package) {
    let root = package.directoryURL.standardizedFileURL.path
    func relative(_ url: URL, to base: String) -> String {
      let path = url.standardizedFileURL.path
      guard path.hasPrefix(base + "/") else { return path == base ? "." : path }
      return String(path.dropFirst(base.count + 1))
    }
    name = package.displayName
    targets = package.targets.map { target in
      let module = target as? SourceModuleTarget
      let folder = target.directoryURL.standardizedFileURL.path
      var dependencies: [String] = []
      var products: [String] = []
      for dependency in target.dependencies {
        switch dependency {
        case .target(let other): dependencies.append(other.name)
        case .product(let product): products.append(product.name)
        @unknown default: break
        }
      }
      return Target(
        name: target.name, c99name: module?.moduleName ?? target.name,
        type: Self.kind(of: target), path: relative(target.directoryURL, to: root),
        sources: module?.sourceFiles(withSuffix: "swift").map { relative($0.url, to: folder) }
          .sorted() ?? [],
        target_dependencies: dependencies, product_dependencies: products)
    }
  }

  /// The kind as `swift package describe` names it.
  private static func kind(of target: any PackagePlugin.Target) -> String {
    guard let module = target as? SourceModuleTarget else { return "other" }
    switch module.kind {
    case .generic: return "library"
    case .executable: return "executable"
    case .test: return "test"
    case .macro: return "macro"
    case .snippet: return "snippet"
    @unknown default: return "other"
    }
  }

  /// Writes the description in the plugin's work folder and returns its path.
  func write(in context: PluginContext) throws -> String {
    let url = context.pluginWorkDirectoryURL.appendingPathComponent("describe.json")
    try JSONEncoder().encode(self).write(to: url)
    return url.path
  }
}

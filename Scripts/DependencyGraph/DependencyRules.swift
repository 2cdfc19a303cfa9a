public import Foundation

/// The committed rules the module graph must follow, read from a JSON file.
///
/// ```json
/// {
///   "version": 1,
///   "layers": [
///     {"name": "core", "targets": ["NavigationKit"], "mayDependOn": [],
///      "toolchain": ["Foundation", "Observation"],
///      "fencedToolchain": {"SwiftUI": "canImport(SwiftUI)"}},
///     {"name": "features", "targets": ["Feature*"], "mayDependOn": ["core"],
///      "independent": true, "toolchain": ["Foundation", "Observation"],
///      "products": {"allow": ["NavigationKit*"], "forbid": ["NavigationStateStore"]}}
///   ],
///   "forbiddenModules": ["UIKit", "AppKit"],
///   "tests": {"targets": ["*Tests"], "mayDependOn": ["testing"],
///             "toolchain": ["Testing", "XCTest", "Foundation"]}
/// }
/// ```
///
/// Every key is checked: an unknown key, a missing one, a wrong type or a reference to a layer
/// that does not exist makes the file invalid, so a typo can never silently disable a rule.
public struct DependencyRules: Hashable, Sendable {
  /// A group of targets and what they may depend on and import.
  public struct Layer: Hashable, Sendable {
    /// The layer's name, used in `mayDependOn` and in rule names.
    public let name: String
    /// Patterns of the targets in the layer, such as `Feature*`.
    public let targets: [Glob]
    /// The layers whose targets this layer's targets may depend on and import.
    public let mayDependOn: [String]
    /// Whether the layer's targets must never depend on or import one another.
    public let independent: Bool
    /// The modules from outside the package (the toolchain's) that the layer may import.
    public let toolchain: [String]
    /// Modules the layer may import only in files fenced whole by the given `#if` condition,
    /// such as `SwiftUI` under `canImport(SwiftUI)`.
    public let fencedToolchain: [String: String]
    /// What to do instead of depending on a sibling of an independent layer, such as "declare
    /// an intent instead"; said after every such finding.
    public internal(set) var fix: String? = nil
    /// Which products of other packages (and their modules) the layer may use; `nil` leaves
    /// them to what each target declares.
    public internal(set) var products: Products? = nil
  }

  /// The products of other packages a layer may use, by name or pattern:
  /// `{"allow": ["NavigationKit", "NavigationKitSwiftUI"], "forbid": ["NavigationStateStore"]}`.
  /// Both are optional. A product or module matching `forbid` may be neither declared nor
  /// imported; with `allow`, every product declared, and every declared product's module
  /// imported, must match it.
  public struct Products: Hashable, Sendable {
    /// Patterns of the products allowed, or `nil` for any not forbidden.
    public let allow: [Glob]?
    /// Patterns of the products and modules forbidden.
    public let forbid: [Glob]

    /// Whether `name` may be used, and if not, why.
    func refusal(of name: String) -> String? {
      if forbid.contains(where: { $0.matches(name) }) {
        return "\(name) is forbidden here (\(forbid.map(\.pattern).joined(separator: ", ")))"
      }
      if let allow, !allow.contains(where: { $0.matches(name) }) {
        let list = allow.map(\.pattern).joined(separator: ", ")
        return "only \(list.isEmpty ? "no products" : list) may be used here"
      }
      return nil
    }
  }

  /// What test targets may import.
  public struct Tests: Hashable, Sendable {
    /// Patterns of the test targets, such as `*Tests`.
    public let targets: [Glob]
    /// Layers whose targets every test target may depend on and import, on top of its
    /// subject's, such as a layer of test support libraries; optional, empty by default.
    public let mayDependOn: [String]
    /// Modules from outside the package that every test target may import, on top of its
    /// subject's.
    public let toolchain: [String]
  }

  /// The layers, in the order the file lists them.
  public let layers: [Layer]
  /// Modules no target may import, even under `#if`.
  public let forbiddenModules: [String]
  /// The rule for test targets.
  public let tests: Tests
  /// The rules file's path, for findings about the rules themselves.
  public let path: String
  private let lines: [Substring]

  /// Reads rules from the JSON text of a rules file.
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - path: The file's path, named in findings and errors.
  /// - Throws: ``RulesError`` naming what is wrong, with its key path.
  public init(json data: Data, path: String) throws(RulesError) {
    let root: RulesJSON
    do {
      root = try RulesJSONParser.parse(Array(data))
    } catch {
      throw RulesError(path: path, problem: "not valid JSON: \(error.message)")
    }
    let reader = RulesReader(path: path)
    let object = try reader.object(
      root, at: "", keys: ["version", "layers", "forbiddenModules", "tests"])
    guard try reader.integer(object["version"], at: "version") == 1 else {
      throw RulesError(path: path, problem: "version: only version 1 is understood")
    }
    // A loop, not `map` with a typed-throws closure: the standard library of Apple's SDKs
    // before Swift 6 declares `map` `rethrows`, which makes the error `any Error` there.
    var layers: [Layer] = []
    for (index, value) in try reader.array(object["layers"], at: "layers").enumerated() {
      layers.append(try reader.layer(value, at: "layers[\(index)]"))
    }
    guard !layers.isEmpty else { throw RulesError(path: path, problem: "layers: no layer") }
    var names: Set<String> = []
    for layer in layers where !names.insert(layer.name).inserted {
      throw RulesError(path: path, problem: "layers: '\(layer.name)' is named twice")
    }
    for layer in layers {
      for dependency in layer.mayDependOn where !names.contains(dependency) {
        throw RulesError(
          path: path, problem: "layer '\(layer.name)': mayDependOn names no layer '\(dependency)'")
      }
    }
    self.layers = layers
    let tests = try reader.tests(object["tests"], at: "tests")
    for dependency in tests.mayDependOn where !names.contains(dependency) {
      throw RulesError(path: path, problem: "tests: mayDependOn names no layer '\(dependency)'")
    }
    self.tests = tests
    self.forbiddenModules = try reader.strings(object["forbiddenModules"], at: "forbiddenModules")
    self.path = path
    self.lines = String(decoding: data, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
  }

  /// The layer named `name`.
  public func layer(named name: String) -> Layer? {
    layers.first { $0.name == name }
  }

  /// The 1-based line of the first `"text"` in the rules file, or 1.
  func line(of text: String) -> Int {
    let quoted = "\"\(text)\""
    return (lines.firstIndex { $0.contains(quoted) } ?? 0) + 1
  }
}

/// A rules file that cannot be used.
public struct RulesError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The rules file.
  public let path: String
  /// What is wrong, starting with the key path.
  public let problem: String

  /// `invalid rules file PATH: PROBLEM`.
  public var description: String { "invalid rules file \(path): \(problem)" }
}

import Foundation
import Testing

@testable import NavigationKitDependencyGraphCheck

/// A change to the standard rules text that makes the file invalid, and the problem named.
struct BadRulesCase: Sendable, CustomTestStringConvertible {
  let name: String
  let replacing: String
  let with: String
  let problem: String

  var testDescription: String { name }

  /// The standard rules with the change made, or the replacement alone when `replacing` is empty.
  var text: String {
    replacing.isEmpty
      ? with : CheckFixture.standardRules.replacingOccurrences(of: replacing, with: self.with)
  }
}

/// Reading the rules file: strictly, naming the key of anything wrong.
@Suite struct CheckRulesFileTests {
  static let layerKeys =
    "fencedToolchain, fix, independent, mayDependOn, name, products, targets, toolchain"

  static let badFiles: [BadRulesCase] = [
    BadRulesCase(
      name: "invalid JSON", replacing: "", with: "{\"version\": 1,",
      problem: "not valid JSON: line 1: expected a key in quotes"),
    BadRulesCase(
      name: "not an object", replacing: "", with: "[]", problem: "the file: expected an object"),
    BadRulesCase(
      name: "unknown top-level key", replacing: "\"forbiddenModules\"", with: "\"forbidenModules\"",
      problem: "the file: unknown key 'forbidenModules'; the keys are forbiddenModules, layers, "
        + "tests, version"),
    BadRulesCase(
      name: "unknown layer key", replacing: "\"mayDependOn\": []", with: "\"mayDependsOn\": []",
      problem: "layers[0]: unknown key 'mayDependsOn'; the keys are \(layerKeys)"),
    BadRulesCase(
      name: "unknown tests key", replacing: "\"toolchain\": [\"Testing\"",
      with: "\"toolchains\": [\"Testing\"",
      problem: "tests: unknown key 'toolchains'; the keys are mayDependOn, targets, toolchain"),
    BadRulesCase(
      name: "missing mayDependOn", replacing: "\"mayDependOn\": [],\n", with: "",
      problem: "layers[0].mayDependOn: expected a list"),
    BadRulesCase(
      name: "missing version", replacing: "\"version\": 1,\n", with: "",
      problem: "version: expected a whole number"),
    BadRulesCase(
      name: "missing forbiddenModules",
      replacing: "\"forbiddenModules\": [\"UIKit\", \"AppKit\"],\n",
      with: "", problem: "forbiddenModules: expected a list"),
    BadRulesCase(
      name: "version as a string", replacing: "\"version\": 1", with: "\"version\": \"1\"",
      problem: "version: expected a whole number"),
    BadRulesCase(
      name: "version as a bool", replacing: "\"version\": 1", with: "\"version\": true",
      problem: "version: expected a whole number"),
    BadRulesCase(
      name: "version as a fraction", replacing: "\"version\": 1", with: "\"version\": 1.5",
      problem: "version: expected a whole number"),
    BadRulesCase(
      name: "version 2", replacing: "\"version\": 1", with: "\"version\": 2",
      problem: "version: only version 1 is understood"),
    BadRulesCase(
      name: "toolchain as a string",
      replacing: "\"toolchain\": [\"Foundation\", \"Glibc\", \"Darwin\"]",
      with: "\"toolchain\": \"Foundation\"", problem: "layers[3].toolchain: expected a list"),
    BadRulesCase(
      name: "pattern as a number", replacing: "\"targets\": [\"App\"]", with: "\"targets\": [1]",
      problem: "layers[3].targets[0]: expected a non-empty string"),
    BadRulesCase(
      name: "empty layer name", replacing: "\"name\": \"core\"", with: "\"name\": \"\"",
      problem: "layers[0].name: expected a non-empty string"),
    BadRulesCase(
      name: "mayDependOn naming no layer", replacing: "\"mayDependOn\": [\"core\"]",
      with: "\"mayDependOn\": [\"cores\"]",
      problem: "layer 'features': mayDependOn names no layer 'cores'"),
    BadRulesCase(
      name: "duplicate layer name", replacing: "\"name\": \"composition\"",
      with: "\"name\": \"core\"",
      problem: "layers: 'core' is named twice"),
    BadRulesCase(
      name: "empty targets list", replacing: "\"targets\": [\"Core\"]", with: "\"targets\": []",
      problem: "layers[0].targets: expected at least one pattern"),
    BadRulesCase(
      name: "empty tests targets list", replacing: "\"targets\": [\"*Tests\"]",
      with: "\"targets\": []",
      problem: "tests.targets: expected at least one pattern"),
    BadRulesCase(
      name: "independent as a string", replacing: "\"independent\": true",
      with: "\"independent\": \"yes\"", problem: "layers[1].independent: expected true or false"),
    BadRulesCase(
      name: "independent as a number", replacing: "\"independent\": true",
      with: "\"independent\": 1", problem: "layers[1].independent: expected true or false"),
    BadRulesCase(
      name: "fenced condition as a bool", replacing: "{\"SwiftUI\": \"canImport(SwiftUI)\"}",
      with: "{\"SwiftUI\": true}",
      problem: "layers[0].fencedToolchain.SwiftUI: expected a non-empty string"),
    BadRulesCase(
      name: "fencedToolchain as a list", replacing: "{\"SwiftUI\": \"canImport(SwiftUI)\"}",
      with: "[\"SwiftUI\"]",
      problem: "layers[0].fencedToolchain: expected an object of module: condition"),
    BadRulesCase(
      name: "no layers", replacing: "",
      with:
        #"{"version": 1, "layers": [], "forbiddenModules": [], "tests": {"targets": ["*Tests"], "toolchain": []}}"#,
      problem: "layers: no layer"),
  ]

  @Test(arguments: badFiles)
  func badRulesFileIsRejectedNamingTheKey(_ bad: BadRulesCase) {
    #expect(bad.text != CheckFixture.standardRules)
    #expect(throws: RulesError(path: "dependency-rules.json", problem: bad.problem)) {
      try DependencyRules(json: Data(bad.text.utf8), path: "dependency-rules.json")
    }
  }

  @Test func versionOneWrittenAsAFractionIsRead() throws {
    let text = CheckFixture.standardRules.replacingOccurrences(
      of: "\"version\": 1", with: "\"version\": 1.0")
    let rules = try DependencyRules(json: Data(text.utf8), path: "rules.json")
    #expect(rules.layers.count == 4)
  }

  /// A key written twice in one object keeps only one of its values, silently.
  @Test func keyWrittenTwiceIsRejected() {
    let text = CheckFixture.standardRules.replacingOccurrences(
      of: "\"forbiddenModules\": [\"UIKit\", \"AppKit\"],",
      with: "\"forbiddenModules\": [],\n  \"forbiddenModules\": [\"UIKit\", \"AppKit\"],")
    #expect(text != CheckFixture.standardRules)
    #expect(throws: RulesError.self) {
      try DependencyRules(json: Data(text.utf8), path: "rules.json")
    }
  }

  @Test func errorDescriptionNamesTheFileAndTheKey() {
    let error = RulesError(
      path: "dependency-rules.json", problem: "version: expected a whole number")
    #expect(
      error.description
        == "invalid rules file dependency-rules.json: version: expected a whole number")
  }

  @Test func standardRulesAreRead() throws {
    let rules = try DependencyRules(
      json: Data(CheckFixture.standardRules.utf8), path: "dependency-rules.json")
    #expect(rules.layers.map(\.name) == ["core", "features", "composition", "executable"])
    #expect(rules.layer(named: "features")?.independent == true)
    #expect(rules.layer(named: "core")?.independent == false)
    #expect(rules.layer(named: "executable")?.fencedToolchain == [:])
    #expect(rules.layer(named: "core")?.fencedToolchain == ["SwiftUI": "canImport(SwiftUI)"])
    #expect(rules.forbiddenModules == ["UIKit", "AppKit"])
    #expect(rules.tests.targets == [Glob("*Tests")])
    #expect(rules.path == "dependency-rules.json")
    #expect(rules.line(of: "Feature*") == 13)
    #expect(rules.line(of: "Nowhere") == 1)
  }

  @Test func committedRulesAreValid() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    // The library's rules, at the root.
    let rules = try DependencyRules(
      json: Data(contentsOf: root.appendingPathComponent("dependency-rules.json")),
      path: "dependency-rules.json")
    #expect(
      rules.layers.map(\.name) == [
        "core", "swiftui", "uikit", "testing", "state-store", "graph-check", "scaffold",
      ])
    // SwiftUI lives in its own target; the core may not import it even fenced.
    #expect(rules.layer(named: "core")?.fencedToolchain == [:])
    // Tapped notifications (UserNotifications) only in the SwiftUI adapter, in their own fence.
    #expect(
      rules.layer(named: "swiftui")?.fencedToolchain == [
        "SwiftUI": "canImport(SwiftUI)", "UserNotifications": "canImport(UserNotifications)",
      ])
    // UIKit only in files fenced for it (watchOS's UIKit has no navigation controller), and
    // nowhere near the core.
    let uikitFence = "canImport(UIKit)&&!os(watchOS)"
    #expect(
      rules.layer(named: "uikit")?.fencedToolchain == ["UIKit": uikitFence, "SwiftUI": uikitFence])
    #expect(rules.layer(named: "core")?.toolchain.contains("UIKit") == false)
    #expect(rules.forbiddenModules == ["AppKit"])
    // The sample app's rules, in its package: the features never depend on each other.
    let sample = try DependencyRules(
      json: Data(contentsOf: root.appendingPathComponent("App/dependency-rules.json")),
      path: "App/dependency-rules.json")
    #expect(sample.layers.map(\.name) == ["features", "composition", "terminal", "executable"])
    #expect(sample.forbiddenModules == ["AppKit"])
    #expect(sample.layer(named: "features")?.independent == true)
    #expect(sample.layer(named: "features")?.targets.map(\.pattern) == ["Feature*"])
    // The library's modules come from a package dependency: a target imports them as the
    // products it declares, never as a layer of the sample's.
    #expect(sample.layer(named: "features")?.mayDependOn == [])
  }

}

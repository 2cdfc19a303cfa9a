import DependencyGraph
import Foundation

/// A rules file, whatever its bytes, is read or refused with an error naming the file; rules
/// that are read name their layers once each, and every layer they may depend on exists.
enum RulesFileCheck {
  static let path = "fuzz-rules.json"

  static func check(_ input: [UInt8]) throws(FuzzFailure) {
    let rules: DependencyRules
    do {
      rules = try DependencyRules(json: Data(input), path: path)
    } catch {
      guard error.path == path, !error.problem.isEmpty else {
        throw FuzzFailure(
          "a refused rules file gave an error without its path or problem: \(error)")
      }
      return
    }
    let names = rules.layers.map(\.name)
    guard Set(names).count == names.count else {
      throw FuzzFailure("rules were read with a layer named twice: \(names)")
    }
    for layer in rules.layers {
      guard rules.layer(named: layer.name) == layer else {
        throw FuzzFailure("layer(named: \(layer.name)) does not find its layer")
      }
      for dependency in layer.mayDependOn + rules.tests.mayDependOn
      where rules.layer(named: dependency) == nil {
        throw FuzzFailure("rules were read with a dependency on no layer: \(dependency)")
      }
    }
  }
}

/// What one target may depend on and import, worked out from the rules.
struct TargetPolicy {
  /// The rule name reported for a forbidden package dependency, and why it is forbidden.
  struct Refusal {
    let rule: String
    let reason: String
  }

  /// The layer or test rule the policy comes from, for rule names.
  let ruleSuffix: String
  let allowedTargets: Set<String>
  let toolchain: Set<String>
  let fencedToolchain: [String: String]
  let products: Set<String>
  /// Which products of other packages the layer may use, if it says.
  let productRule: DependencyRules.Products?
  /// Why each forbidden package target is forbidden.
  let refusal: (String) -> Refusal

  /// The policy of a non-test target in `layer`.
  init(target: PackageGraph.Target, layer: DependencyRules.Layer, membership: Membership) {
    let siblings = layer.independent ? membership.targets(in: layer.name) : []
    var allowed = layer.mayDependOn.reduce(into: Set<String>()) {
      $0.formUnion(membership.targets(in: $1))
    }
    allowed.subtract(siblings)
    allowed.remove(target.name)
    ruleSuffix = layer.name
    allowedTargets = allowed
    toolchain = Set(layer.toolchain)
    fencedToolchain = layer.fencedToolchain
    products = Set(target.productDependencies)
    productRule = layer.products
    let allowedLayers = layer.mayDependOn.filter { !(layer.independent && $0 == layer.name) }
    refusal = { other in
      if siblings.contains(other) {
        return Refusal(
          rule: "independent-\(layer.name)",
          reason: "\(layer.name) must not depend on each other"
            + (layer.fix.map { ": \($0)" } ?? ""))
      }
      let list =
        allowedLayers.isEmpty ? "nothing in the package" : allowedLayers.joined(separator: ", ")
      return Refusal(
        rule: "layers-\(layer.name)", reason: "\(layer.name) may depend only on \(list)")
    }
  }

  /// The policy of a test target: its subject, what the subject may depend on, and the tests'
  /// toolchain.
  init(
    test: PackageGraph.Target, subject: PackageGraph.Target?, subjectPolicy: TargetPolicy?,
    rules: DependencyRules.Tests, membership: Membership
  ) {
    var allowed = subjectPolicy?.allowedTargets ?? []
    if let subject { allowed.insert(subject.name) }
    for layer in rules.mayDependOn {
      allowed.formUnion(membership.targets(in: layer))
    }
    ruleSuffix = "tests"
    allowedTargets = allowed
    toolchain = Set(rules.toolchain).union(subjectPolicy?.toolchain ?? [])
    fencedToolchain = subjectPolicy?.fencedToolchain ?? [:]
    products = Set(test.productDependencies)
    productRule = nil
    let subjectName = subject?.name
    let support =
      rules.mayDependOn.isEmpty
      ? "" : ", and on \(rules.mayDependOn.joined(separator: ", "))"
    refusal = { _ in
      Refusal(
        rule: "tests",
        reason: subjectName.map {
          "a test target may depend only on its subject \($0) and what \($0) may depend on"
            + support
        } ?? "a test target without a subject may depend on no package target\(support)")
    }
  }
}

extension TargetPolicy {
  /// Why importing `module` breaks the layer's product rule: it matches `forbid`, or it is a
  /// declared product that `allow` does not name; `nil` when the rule has nothing against it.
  func productRefusal(ofImport module: String) -> String? {
    guard let rule = productRule else { return nil }
    if rule.forbid.contains(where: { $0.matches(module) }) || products.contains(module) {
      return rule.refusal(of: module)
    }
    return nil
  }
}

/// Which layer each target belongs to.
struct Membership {
  private(set) var layerOf: [String: String] = [:]
  private(set) var members: [String: Set<String>] = [:]

  mutating func add(_ target: String, to layer: String) {
    layerOf[target] = layer
    members[layer, default: []].insert(target)
  }

  func targets(in layer: String) -> Set<String> {
    members[layer] ?? []
  }
}

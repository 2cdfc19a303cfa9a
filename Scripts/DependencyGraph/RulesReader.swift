/// Reads the parts of a rules file strictly, naming the key path of anything wrong.
struct RulesReader {
  let path: String

  func fail(_ key: String, _ problem: String) -> RulesError {
    RulesError(path: path, problem: "\(key.isEmpty ? "the file" : key): \(problem)")
  }

  func object(_ value: RulesJSON?, at key: String, keys allowed: Set<String>) throws(RulesError)
    -> [String: RulesJSON]
  {
    guard case .object(let object) = value else { throw fail(key, "expected an object") }
    if let unknown = object.keys.sorted().first(where: { !allowed.contains($0) }) {
      throw fail(
        key, "unknown key '\(unknown)'; the keys are \(allowed.sorted().joined(separator: ", "))")
    }
    return object
  }

  func array(_ value: RulesJSON?, at key: String) throws(RulesError) -> [RulesJSON] {
    guard case .array(let array) = value else { throw fail(key, "expected a list") }
    return array
  }

  func string(_ value: RulesJSON?, at key: String) throws(RulesError) -> String {
    guard case .string(let string) = value, !string.isEmpty else {
      throw fail(key, "expected a non-empty string")
    }
    return string
  }

  func strings(_ value: RulesJSON?, at key: String) throws(RulesError) -> [String] {
    // Loops, not `map` with a typed-throws closure, here and below: the standard library of
    // Apple's SDKs before Swift 6 declares `map` `rethrows`, which makes the error `any Error`.
    var strings: [String] = []
    for (index, element) in try array(value, at: key).enumerated() {
      strings.append(try string(element, at: "\(key)[\(index)]"))
    }
    return strings
  }

  func integer(_ value: RulesJSON?, at key: String) throws(RulesError) -> Int {
    guard case .number(let number) = value, let integer = Int(exactly: number) else {
      throw fail(key, "expected a whole number")
    }
    return integer
  }

  func patterns(_ value: RulesJSON?, at key: String) throws(RulesError) -> [Glob] {
    let patterns = try strings(value, at: key)
    guard !patterns.isEmpty else { throw fail(key, "expected at least one pattern") }
    return patterns.map(Glob.init)
  }

  func layer(_ value: RulesJSON?, at key: String) throws(RulesError) -> DependencyRules.Layer {
    let object = try self.object(
      value, at: key,
      keys: [
        "name", "targets", "mayDependOn", "independent", "toolchain", "fencedToolchain", "fix",
        "products",
      ])
    var fencedToolchain: [String: String] = [:]
    if let raw = object["fencedToolchain"] {
      guard case .object(let map) = raw else {
        throw fail("\(key).fencedToolchain", "expected an object of module: condition")
      }
      for (module, condition) in map {
        // Compared with the scanner's conditions, which hold no white space.
        fencedToolchain[module] = try string(condition, at: "\(key).fencedToolchain.\(module)")
          .filter { !$0.isWhitespace }
      }
    }
    var fix: String?
    if let raw = object["fix"] {
      fix = try string(raw, at: "\(key).fix")
    }
    var independent = false
    if let raw = object["independent"] {
      guard case .bool(let flag) = raw else {
        throw fail("\(key).independent", "expected true or false")
      }
      independent = flag
    }
    var products: DependencyRules.Products?
    if let raw = object["products"] {
      products = try self.products(raw, at: "\(key).products")
    }
    return DependencyRules.Layer(
      name: try string(object["name"], at: "\(key).name"),
      targets: try patterns(object["targets"], at: "\(key).targets"),
      mayDependOn: try strings(object["mayDependOn"], at: "\(key).mayDependOn"),
      independent: independent,
      toolchain: try strings(object["toolchain"], at: "\(key).toolchain"),
      fencedToolchain: fencedToolchain,
      fix: fix,
      products: products
    )
  }

  func products(_ value: RulesJSON?, at key: String) throws(RulesError)
    -> DependencyRules.Products
  {
    let object = try self.object(value, at: key, keys: ["allow", "forbid"])
    guard !object.isEmpty else { throw fail(key, "expected allow, forbid or both") }
    var allow: [Glob]?
    if let raw = object["allow"] {
      allow = try strings(raw, at: "\(key).allow").map(Glob.init)
    }
    var forbid: [Glob] = []
    if let raw = object["forbid"] {
      forbid = try patterns(raw, at: "\(key).forbid")
    }
    return DependencyRules.Products(allow: allow, forbid: forbid)
  }

  func tests(_ value: RulesJSON?, at key: String) throws(RulesError) -> DependencyRules.Tests {
    let object = try self.object(value, at: key, keys: ["targets", "mayDependOn", "toolchain"])
    var mayDependOn: [String] = []
    if let raw = object["mayDependOn"] {
      mayDependOn = try strings(raw, at: "\(key).mayDependOn")
    }
    return DependencyRules.Tests(
      targets: try patterns(object["targets"], at: "\(key).targets"),
      mayDependOn: mayDependOn,
      toolchain: try strings(object["toolchain"], at: "\(key).toolchain"))
  }
}

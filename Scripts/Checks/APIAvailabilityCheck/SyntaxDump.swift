public import Foundation

/// What a target's source files reference and declare, read from the compiler's syntax dump
/// (`swiftc -frontend -dump-ast -dump-ast-format json`), with the availability each place
/// guarantees.
///
/// The dump is one JSON document per source file. Every node may carry a byte `range` in its
/// file; a `decl_ref` names a declaration by USR; expression and declaration types are mangled
/// (`$s15Synchronization5MutexVySiGD`). A reference's *floor* is what its place guarantees
/// beyond the deployment target: the `@available` attributes of the declarations around it, an
/// enclosing `if #available` or `while #available` (and the conditions after it), the rest of
/// a block after `guard #available`, and the `else` of an `if #unavailable`.
public struct SyntaxDump: Sendable {
  /// One use of a declaration or type at a place in a source file.
  public struct Reference: Hashable, Sendable {
    /// What a reference names.
    public enum Target: Hashable, Sendable {
      /// A declaration, by USR (`s:SS10validating2as…`).
      case declaration(String)
      /// A type, mangled as the compiler writes it (`$s15Synchronization5MutexVySiGD`).
      case mangledType(String)

      /// Whether this is a mangled type.
      public var isMangledType: Bool {
        if case .mangledType = self { true } else { false }
      }
    }

    /// The source file, as the compiler was given it.
    public let file: String
    /// The byte offset in the file where the referencing syntax starts.
    public let offset: Int
    /// What is referenced.
    public let target: Target
    /// What the place guarantees beyond the deployment target.
    public let floor: Availability
  }

  /// A declaration with the availability its attributes and enclosing declarations give it.
  public struct Declaration: Hashable, Sendable {
    /// Its USR, as references name it.
    public let usr: String
    /// Whether it declares a type, which references may name through a mangled type.
    public let isType: Bool
    /// What it needs.
    public let availability: Availability
  }

  /// Every reference the dump holds, once per place.
  public private(set) var references: Set<Reference> = []
  /// Every declaration the dump holds that has availability attributes (or is inside one).
  public private(set) var declarations: [Declaration] = []

  /// An empty dump.
  public init() {}

  /// Adds one source file's dump.
  ///
  /// - Throws: ``ToolRun/Failure`` when `json` is not the dump of a source file, or the
  ///   error `JSONSerialization` throws when it is not JSON.
  public mutating func add(json: Data) throws {
    let object = try JSONSerialization.jsonObject(with: json)
    guard let file = object as? [String: Any], let name = file["filename"] as? String else {
      throw ToolRun.Failure(description: "a syntax dump that is no source file's")
    }
    var walker = Walker(file: name)
    walker.walk(file["items"] ?? [], offset: 0, floor: Availability())
    references.formUnion(walker.references)
    declarations += walker.declarations
  }
}

/// Walks one file's nodes, carrying the nearest byte offset and the availability floor down.
private struct Walker {
  let file: String
  var references: Set<SyntaxDump.Reference> = []
  var declarations: [SyntaxDump.Declaration] = []

  /// Node kinds that declare a type.
  static let typeKinds: Set<String> = [
    "struct_decl", "class_decl", "enum_decl", "protocol", "protocol_decl", "actor_decl",
    "typealias", "typealias_decl",
  ]

  mutating func walk(_ node: Any, offset: Int, floor: Availability) {
    if let list = node as? [Any] {
      for item in list { walk(item, offset: offset, floor: floor) }
      return
    }
    guard let object = node as? [String: Any] else { return }
    let kind = object["_kind"] as? String ?? ""
    let offset = ((object["range"] as? [String: Any])?["start"] as? Int) ?? offset
    var floor = floor
    if let attributes = object["attrs"] as? [Any] {
      floor = floor.narrowed(by: Self.declaredAvailability(attributes))
    }
    record(object, kind: kind, offset: offset, floor: floor)

    switch kind {
    case "brace_stmt":
      // A `guard #available` guarantees its platforms for the rest of the block.
      var current = floor
      for element in object["elements"] as? [Any] ?? [] {
        walk(element, offset: offset, floor: current)
        if let guardStatement = element as? [String: Any],
          guardStatement["_kind"] as? String == "guard_stmt"
        {
          current = current.narrowed(by: Self.conditions(guardStatement).available)
        }
      }
    case "if_stmt", "guard_stmt", "while_stmt":
      let body = walkConditions(object, offset: offset, floor: floor)
      let unavailable = floor.narrowed(by: Self.conditions(object).unavailable)
      for (key, value) in object where key != "conditions" {
        switch (kind, key) {
        case ("if_stmt", "then_stmt"), ("while_stmt", "body"):
          walk(value, offset: offset, floor: body)
        case ("if_stmt", "else_stmt"), ("guard_stmt", "body"):
          walk(value, offset: offset, floor: unavailable)
        default:
          walk(value, offset: offset, floor: floor)
        }
      }
    default:
      for value in object.values { walk(value, offset: offset, floor: floor) }
    }
  }

  /// Walks a statement's conditions in order, each after an `#available` guaranteeing its
  /// platforms, and returns what the last guarantees.
  private mutating func walkConditions(
    _ statement: [String: Any], offset: Int, floor: Availability
  ) -> Availability {
    var current = floor
    for condition in statement["conditions"] as? [Any] ?? [] {
      walk(condition, offset: offset, floor: current)
      current = current.narrowed(by: Self.query(condition).available)
    }
    return current
  }

  /// Records what `object` references and, if it is a declaration in an availability scope,
  /// what it declares.
  private mutating func record(
    _ object: [String: Any], kind: String, offset: Int, floor: Availability
  ) {
    if kind == "decl_ref", let usr = object["decl_usr"] as? String, !usr.isEmpty {
      references.insert(.init(file: file, offset: offset, target: .declaration(usr), floor: floor))
    }
    for (key, value) in object where key != "_kind" && key != "usr" {
      guard let mangled = value as? String, mangled.hasPrefix("$s") else { continue }
      references.insert(
        .init(file: file, offset: offset, target: .mangledType(mangled), floor: floor))
    }
    if kind.hasSuffix("decl") || Self.typeKinds.contains(kind), !floor.isEmpty,
      let usr = object["usr"] as? String, !usr.isEmpty
    {
      declarations.append(
        .init(usr: usr, isType: Self.typeKinds.contains(kind), availability: floor))
    }
  }

  /// What a declaration's `@available` attributes say about Apple platforms.
  static func declaredAvailability(_ attributes: [Any]) -> Availability {
    var result = Availability()
    for case let attribute as [String: Any] in attributes
    where attribute["_kind"] as? String == "available_attr" {
      let domain = attribute["domain"] as? String ?? ""
      let isUnavailable = attribute["unavailable"] as? Bool == true
      if domain == "*", isUnavailable {
        result.unavailable.formUnion(ApplePlatform.allCases)
      }
      guard let platform = ApplePlatform(domain: domain) else { continue }
      if isUnavailable { result.unavailable.insert(platform) }
      if let text = attribute["introduced"] as? String, let version = PlatformVersion(text) {
        result.introduced[platform] = max(version, result.introduced[platform] ?? version)
      }
    }
    return result
  }

  /// What a statement's conditions guarantee when they hold (`#available`) and when an
  /// `#unavailable` among them does not.
  static func conditions(
    _ statement: [String: Any]
  ) -> (available: Availability, unavailable: Availability) {
    var available = Availability()
    var unavailable = Availability()
    for condition in statement["conditions"] as? [Any] ?? [] {
      let query = query(condition)
      available = available.narrowed(by: query.available)
      unavailable = unavailable.narrowed(by: query.unavailable)
    }
    return (available, unavailable)
  }

  /// One condition's query. The dump writes `#available` and `#unavailable` alike; only
  /// `#available` may (and must) name `*`, so a query without it is an `#unavailable`.
  static func query(_ condition: Any) -> (available: Availability, unavailable: Availability) {
    guard let condition = condition as? [String: Any],
      condition["_kind"] as? String == "#available",
      let specs = condition["queries"] as? [[String: Any]]
    else { return (Availability(), Availability()) }
    var versions: [ApplePlatform: PlatformVersion] = [:]
    var hasWildcard = false
    for spec in specs {
      let domain = spec["domain"] as? String ?? ""
      if domain == "*" { hasWildcard = true }
      if let platform = ApplePlatform(domain: domain), let text = spec["version"] as? String,
        let version = PlatformVersion(text)
      {
        versions[platform] = version
      }
    }
    let guarantee = Availability(introduced: versions)
    return hasWildcard ? (guarantee, Availability()) : (Availability(), guarantee)
  }
}

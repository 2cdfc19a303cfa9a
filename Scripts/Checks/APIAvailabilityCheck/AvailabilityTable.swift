public import Foundation

/// What the check knows about declarations' availability: the toolchain's, from its symbol
/// graphs, and the package's own, from the syntax dumps.
///
/// Only declarations with something to say about an Apple platform are kept. Declarations are
/// found by USR; types also by their demangled, qualified name (`Synchronization.Mutex`,
/// `(extension in Foundation):Swift.String.Encoding`), which is how a mangled type names them.
public struct AvailabilityTable: Sendable {
  /// A declaration's name for messages and what it needs.
  public struct Entry: Hashable, Sendable {
    /// Its name for a message (`String.init(validating:as:)`).
    public let name: String
    /// What it needs.
    public let availability: Availability
  }

  /// Declarations by USR.
  public private(set) var declarations: [String: Entry] = [:]
  /// Types by USR, until ``resolveTypeNames(with:)`` names them.
  private var typeUSRs: [String: Entry] = [:]
  /// Types by demangled, qualified name.
  public private(set) var types: [String: Entry] = [:]

  /// An empty table.
  public init() {}

  /// Adds symbol graphs' declarations (`swift-symbolgraph-extract` output: a module's graph
  /// and its extensions' graphs, `Foundation@Swift`).
  ///
  /// A protocol requirement counts as available wherever one of its default implementations
  /// is: the standard library made `&*` a `FixedWidthInteger` requirement in iOS 18, and code
  /// for iOS 17 calls the default implementation it has always had.
  ///
  /// - Throws: `DecodingError` when a graph is not a symbol graph.
  public mutating func addSymbolGraphs(_ graphs: [Data]) throws {
    var defaults: [(implementation: String, requirement: String)] = []
    var availabilityOf: [String: Availability] = [:]
    for json in graphs {
      let graph = try JSONDecoder().decode(SymbolGraph.self, from: json)
      for symbol in graph.symbols {
        let availability = symbol.appleAvailability
        availabilityOf[symbol.identifier.precise] = availability
        guard !availability.isEmpty else { continue }
        let entry = Entry(
          name: symbol.pathComponents.joined(separator: "."), availability: availability)
        declarations[symbol.identifier.precise] = entry
        if SymbolGraph.typeKinds.contains(symbol.kind.identifier) {
          typeUSRs[symbol.identifier.precise] = entry
        }
      }
      for relationship in graph.relationships ?? []
      where relationship.kind == "defaultImplementationOf" {
        defaults.append((relationship.source, relationship.target))
      }
    }
    for (implementation, requirement) in defaults {
      guard let required = declarations[requirement],
        let available = availabilityOf[implementation]
      else { continue }
      if available.isEmpty {
        declarations[requirement] = nil
      } else if available.isLessRestrictive(than: required.availability) {
        declarations[requirement] = Entry(name: required.name, availability: available)
      }
    }
  }

  /// Adds the package's own declarations that have availability attributes.
  ///
  /// - Parameter names: A name for messages by USR (`NewType.init()`); a declaration
  ///   missing here is named by its USR.
  public mutating func addDeclarations(
    _ found: [SyntaxDump.Declaration], names: [String: String]
  ) {
    for declaration in found {
      let entry = Entry(
        name: names[declaration.usr] ?? declaration.usr, availability: declaration.availability)
      declarations[declaration.usr] = entry
      if declaration.isType { typeUSRs[declaration.usr] = entry }
    }
  }

  /// The mangled names of every type added, for ``resolveTypeNames(with:)``.
  public var typeManglings: [String] {
    typeUSRs.keys.filter { $0.hasPrefix("s:") }.map { "$s" + $0.dropFirst(2) + "D" }
  }

  /// Names every type added by its demangled, qualified name.
  ///
  /// - Parameter demangled: Each of ``typeManglings`` and what it demangles to.
  public mutating func resolveTypeNames(with demangled: [String: String]) {
    for (usr, entry) in typeUSRs {
      guard usr.hasPrefix("s:"), let name = demangled["$s" + usr.dropFirst(2) + "D"] else {
        continue
      }
      types[name] = entry
    }
  }
}

/// The part of a symbol graph the check reads.
private struct SymbolGraph: Decodable {
  struct Symbol: Decodable {
    struct Identifier: Decodable { let precise: String }
    struct Kind: Decodable { let identifier: String }
    struct Item: Decodable {
      struct Version: Decodable {
        let major: Int
        let minor: Int?
        let patch: Int?
      }
      let domain: String?
      let introduced: Version?
      let isUnconditionallyUnavailable: Bool?
    }
    let identifier: Identifier
    let kind: Kind
    let pathComponents: [String]
    let availability: [Item]?
  }

  /// Symbol kinds that are types.
  static let typeKinds: Set<String> = [
    "swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias",
    "swift.actor",
  ]

  struct Relationship: Decodable {
    let kind: String
    let source: String
    let target: String
  }

  let symbols: [Symbol]
  let relationships: [Relationship]?
}

extension SymbolGraph.Symbol {
  /// What the symbol's availability says about Apple platforms.
  var appleAvailability: Availability {
    var availability = Availability()
    for item in self.availability ?? [] {
      guard let domain = item.domain, let platform = ApplePlatform(domain: domain) else {
        continue
      }
      if item.isUnconditionallyUnavailable == true { availability.unavailable.insert(platform) }
      if let version = item.introduced {
        availability.introduced[platform] = PlatformVersion(
          version.major, version.minor ?? 0, version.patch ?? 0)
      }
    }
    return availability
  }
}

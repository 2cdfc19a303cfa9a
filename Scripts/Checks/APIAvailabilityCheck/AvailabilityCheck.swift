import Foundation

/// A use of a declaration the package's platforms may lack, outside a scope that guarantees it.
public struct AvailabilityFinding: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The source file, relative to the package's root.
  public let file: String
  /// The 1-based line.
  public let line: Int
  /// The 1-based column, in bytes, as the compiler counts it.
  public let column: Int
  /// The declaration used (`String.init(validating:as:)`).
  public let symbol: String
  /// What it needs that the place does not guarantee.
  public let shortfall: Availability
  /// The package's deployment targets.
  public let platforms: [ApplePlatform: PlatformVersion]

  /// `file:line:column: error: …`, saying what is needed and how to fix it.
  public var description: String {
    let newer = shortfall.introduced.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
    let missing = shortfall.unavailable.sorted().map(\.rawValue)
    let supported = platforms.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
    var needs: [String] = []
    if !newer.isEmpty { needs.append("needs \(Self.list(newer))") }
    if !missing.isEmpty { needs.append("is unavailable on \(Self.list(missing))") }
    var fix = "use an API the platforms have"
    if !newer.isEmpty {
      let guardText = "if #available(\((newer + ["*"]).joined(separator: ", ")))"
      fix += ", or guard it with `\(guardText)` or `@available` on the declaration using it"
    }
    return "\(file):\(line):\(column): error: \(symbol) \(needs.joined(separator: " and ")), "
      + "but the package supports \(Self.list(supported)): \(fix)"
  }

  /// Whether `lhs` comes first: by file, line, column, then symbol.
  public static func < (lhs: AvailabilityFinding, rhs: AvailabilityFinding) -> Bool {
    (lhs.file, lhs.line, lhs.column, lhs.symbol) < (rhs.file, rhs.line, rhs.column, rhs.symbol)
  }

  private static func list(_ items: [String]) -> String {
    items.count <= 1
      ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + (items.last ?? "")
  }
}

/// Joins what source files reference with what the table knows: every use of a declaration
/// newer than the deployment targets (or missing on a platform), outside a scope that
/// guarantees it.
public struct AvailabilityCheck: Sendable {
  /// The deployment target of each platform checked.
  public let platforms: [ApplePlatform: PlatformVersion]
  /// The declarations' availability.
  public let table: AvailabilityTable
  /// Each mangled type referenced and the qualified type names its demangling mentions.
  public let typeNames: [String: [String]]

  /// A check of `platforms` against `table`.
  ///
  /// - Parameters:
  ///   - typeNames: The demangling of every mangled type the references hold (see
  ///     ``qualifiedNames(in:)``); a mangled type missing here names no type the check knows.
  public init(
    platforms: [ApplePlatform: PlatformVersion], table: AvailabilityTable,
    typeNames: [String: [String]]
  ) {
    self.platforms = platforms
    self.table = table
    self.typeNames = typeNames
  }

  /// Every finding in `references`, in file order: one per line and need, at its first
  /// column.
  ///
  /// - Parameter source: A file's bytes by its path, to turn offsets into lines and columns.
  public func findings(
    in references: some Sequence<SyntaxDump.Reference>, source: (String) -> [UInt8]
  ) -> [AvailabilityFinding] {
    let deployment = Availability(introduced: platforms)
    var candidates: [Candidate] = []
    for reference in references {
      let floor = deployment.narrowed(by: reference.floor)
      for entry in entries(for: reference.target) {
        let shortfall = entry.availability.shortfall(against: floor, on: platforms.keys)
        guard !shortfall.isEmpty else { continue }
        candidates.append(
          Candidate(
            file: reference.file, offset: reference.offset, name: entry.name,
            isType: reference.target.isMangledType, shortfall: shortfall))
      }
    }
    // In order, a declaration before a type at the same place: its name says more
    // (`Mutex.init(_:)` rather than `Mutex`).
    candidates.sort {
      ($0.file, $0.offset, $0.isType ? 1 : 0, $0.name) < (
        $1.file, $1.offset, $1.isType ? 1 : 0, $1.name
      )
    }
    var findings: [AvailabilityFinding] = []
    var seen: Set<Seen> = []
    var lineIndexes: [String: LineIndex] = [:]
    for candidate in candidates {
      let lines = lineIndexes[candidate.file] ?? LineIndex(source(candidate.file))
      lineIndexes[candidate.file] = lines
      let (line, column) = lines.position(of: candidate.offset)
      guard
        seen.insert(Seen(file: candidate.file, line: line, shortfall: candidate.shortfall))
          .inserted
      else { continue }
      findings.append(
        AvailabilityFinding(
          file: candidate.file, line: line, column: column, symbol: candidate.name,
          shortfall: candidate.shortfall, platforms: platforms))
    }
    return findings
  }

  private struct Candidate {
    let file: String
    let offset: Int
    let name: String
    let isType: Bool
    let shortfall: Availability
  }

  private struct Seen: Hashable {
    let file: String
    let line: Int
    let shortfall: Availability
  }

  private func entries(for target: SyntaxDump.Reference.Target) -> [AvailabilityTable.Entry] {
    switch target {
    case .declaration(let usr):
      return table.declarations[usr].map { [$0] } ?? []
    case .mangledType(let mangled):
      return (typeNames[mangled] ?? []).compactMap { table.types[$0] }
    }
  }

  /// The qualified type names in a demangled type: `Synchronization.Mutex<Swift.Int>` gives
  /// `Synchronization.Mutex` and `Swift.Int`; a type nested in another module's extension
  /// keeps its `(extension in Foundation):` prefix, as the table names it.
  public static func qualifiedNames(in demangled: String) -> [String] {
    let pattern =
      #/(\(extension in [A-Za-z0-9_]+\):)?[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)+/#
    return demangled.matches(of: pattern).map { String($0.output.0) }
  }
}

/// Byte offsets to 1-based lines and columns.
private struct LineIndex {
  private var starts: [Int] = [0]

  init(_ bytes: [UInt8]) {
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(index + 1)
    }
  }

  func position(of offset: Int) -> (line: Int, column: Int) {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return (low + 1, offset - starts[low] + 1)
  }
}

/// `swift demangle`, for every mangled type at once.
public enum Demangler {
  /// What each of `names` demangles to: fully qualified (`Synchronization.Mutex<Swift.Int>`),
  /// or `simplified` as a message names a declaration (`NewType.init()`).
  ///
  /// - Throws: ``ToolRun/Failure`` when `swift demangle` fails or answers another number of
  ///   lines.
  public static func demangle(_ names: [String], simplified: Bool = false) throws -> [String:
    String]
  {
    guard !names.isEmpty else { return [:] }
    let run = try ToolRun(
      ["swift", "demangle"] + (simplified ? ["--simplified"] : []),
      input: Data(names.joined(separator: "\n").utf8 + [10]))
    let lines = String(decoding: run.output, as: UTF8.self)
      .split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    guard run.status == 0, lines.count == names.count else {
      throw ToolRun.Failure(
        description: "`swift demangle` failed (status \(run.status), \(lines.count) lines for "
          + "\(names.count) names): \(run.errorText)")
    }
    return Dictionary(zip(names, lines.map(String.init)), uniquingKeysWith: { first, _ in first })
  }
}

import Foundation

/// The changes every registered destination type declares since earlier releases, by what an
/// earlier release stored: a type key and a case. Read only for a stored destination that does
/// not decode as it is, so a current snapshot never looks here.
struct EarlierReleases: Sendable {
  /// A case as a release stored it.
  struct StoredCase: Hashable, Sendable, CustomStringConvertible {
    let type: String
    let name: String

    var description: String { "\(type).\(name)" }
  }

  /// One declared change: what a stored case is read as now.
  struct Step: Sendable {
    /// The case the value is read as next; `nil` for a removed case.
    let next: StoredCase?
    /// What is restored in place of a removed case.
    let landing: AnyDestination?
    /// What the report says.
    let mapping: RestorationIssue.Mapping
    /// The declaration as written, and its type's key, for a conflict's message.
    let declaration: String
  }

  /// Every declared change, by the stored type key, then by the stored case: one word, so the
  /// registry that holds it is stored in a decoder's settings without a box.
  private var steps: [String: [String: Step]] = [:]

  /// How many changes are declared.
  private var count: Int { steps.values.reduce(0) { $0 + $1.count } }

  /// Whether a change is declared for a case stored under `key`: one look-up.
  func hasChanges(forKey key: String) -> Bool { steps[key] != nil }

  private func step(from stored: StoredCase) -> Step? { steps[stored.type]?[stored.name] }

  /// Adds the changes `Destination`, registered under `key`, declares; throws
  /// ``CompositionError/destinationChanges(_:)`` naming every problem, adding none.
  mutating func add<Destination: NavigationDestination & Encodable>(
    _ type: Destination.Type, key: String
  ) throws(CompositionError) {
    let changes = Destination.changesSinceEarlierReleases
    guard !changes.isEmpty else { return }
    var problems: [String] = []
    var added = self
    var starts: [StoredCase] = []
    for change in changes {
      let declaration = "\(key) declares \(change.spelled)"
      switch added.step(for: change, key: key, declaration: declaration) {
      case .failure(let problem):
        problems.append("\(declaration): \(problem)")
      case .success(let (from, step)):
        if let earlier = added.step(from: from) {
          problems.append(
            """
            \(declaration): case "\(from.name)" of \(from.type) is declared already \
            (\(earlier.declaration)); declare each case an earlier release stored once
            """)
          continue
        }
        added.steps[from.type, default: [:]][from.name] = step
        starts.append(from)
      }
    }
    problems += added.circles(through: starts)
    guard problems.isEmpty else { throw .destinationChanges(problems) }
    self = added
  }

  /// The stored case a declared change maps and its step, or what is wrong with it.
  private func step<Destination: NavigationDestination & Encodable>(
    for change: DestinationChange<Destination>, key: String, declaration: String
  ) -> Result<(StoredCase, Step), Problem> {
    let emptyName = Problem(
      "a name is empty: give each case, and a type's key, as an earlier release stored it")
    switch change.kind {
    case .renamed(let stored, let current):
      guard !stored.isEmpty, !current.isEmpty else { return .failure(emptyName) }
      guard stored != current else {
        return .failure(Problem("it renames a case to itself: remove the declaration"))
      }
      return .success(
        (
          StoredCase(type: key, name: stored),
          Step(
            next: StoredCase(type: key, name: current), landing: nil,
            mapping: .renamed(type: key, stored: stored, current: current),
            declaration: declaration)
        ))
    case .moved(let type, let stored, let current):
      guard !type.isEmpty, !stored.isEmpty, !current.isEmpty else { return .failure(emptyName) }
      guard type != key else {
        return .failure(
          Problem(
            """
            it moves a case from its own type: declare .renamed("\(stored)", to: "\(current)") \
            instead
            """))
      }
      return .success(
        (
          StoredCase(type: type, name: stored),
          Step(
            next: StoredCase(type: key, name: current), landing: nil,
            mapping: .moved(type: type, stored: stored, currentType: key, current: current),
            declaration: declaration)
        ))
    case .removed(let stored, let landing):
      guard !stored.isEmpty else { return .failure(emptyName) }
      // A landing that does not write would be lost by the next save.
      guard ifOfKind({ try JSONValue.encoder().encode(landing) }) != nil else {
        return .failure(
          Problem(
            """
            the destination it lands on does not encode: land on a destination whose \
            values JSONEncoder writes
            """))
      }
      let erased = AnyDestination(landing)
      return .success(
        (
          StoredCase(type: key, name: stored),
          Step(
            next: nil, landing: erased,
            mapping: .removed(type: key, stored: stored, landing: erased),
            declaration: declaration)
        ))
    }
  }

  /// The chains of changes from `starts` that lead back to where they started, each circle
  /// once, one sentence each.
  private func circles(through starts: [StoredCase]) -> [String] {
    let count = self.count
    var found: [Set<StoredCase>] = []
    var sentences: [String] = []
    for start in starts {
      var chain = [start]
      var current = start
      // Each case has one step at most, so a chain without a circle ends within `count`.
      for _ in 0..<count {
        guard let next = step(from: current)?.next else { break }
        chain.append(next)
        guard next != start else { break }
        current = next
      }
      guard chain.count > 1, chain.last == start, !found.contains(Set(chain)) else { continue }
      found.append(Set(chain))
      sentences.append(
        """
        the changes lead in a circle, \
        \(chain.map(\.description).joined(separator: " → ")): remove one, so that each chain \
        ends at a case of the current release
        """)
    }
    return sentences
  }

  /// The destination that `value`, stored under `key` and not decoding as it is, is restored
  /// as through the declared changes, with each change applied and the value read (`nil` for a
  /// removed case's landing); `nil` when they do not lead to a value that decodes.
  func destination(
    storedAs key: String, value: JSONValue, codecs: DestinationCodecRegistry
  ) -> (AnyDestination, [RestorationIssue.Mapping], read: JSONValue?)? {
    guard var stored = value.storedCase(of: key) else { return nil }
    var value = value
    var mappings: [RestorationIssue.Mapping] = []
    // Circles are refused when declared; the bound keeps a chain finite whatever is declared.
    for _ in 0..<count {
      guard let step = step(from: stored) else { return nil }
      mappings.append(step.mapping)
      if let landing = step.landing { return (landing, mappings, nil) }
      guard let next = step.next else { return nil }
      value = value.renamingCase(to: next.name)
      stored = next
      if let codec = codecs.codec(forKey: next.type),
        let destination = ifOfKind({ try codec.decodeJSON(value) })
      {
        return (destination, mappings, value)
      }
    }
    return nil
  }

  /// Why a declaration is refused.
  struct Problem: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }
}

extension DestinationChange {
  /// The declaration as written, such as `.renamed("receipt", to: "invoice")`.
  var spelled: String {
    switch kind {
    case .renamed(let stored, let current): #".renamed("\#(stored)", to: "\#(current)")"#
    case .moved(let type, let stored, let current):
      #".moved(fromType: "\#(type)", case: "\#(stored)", to: "\#(current)")"#
    case .removed(let stored, let landing):
      #".removed("\#(stored)", landingOn: \#(AnyDestination(landing)))"#
    }
  }
}

extension JSONValue {
  /// The case a stored enum value holds: the one member of `{"detail":{…}}`, or the raw value
  /// of an enum with raw values.
  fileprivate func storedCase(of type: String) -> EarlierReleases.StoredCase? {
    switch self {
    case .object(let members) where members.count == 1:
      members.first.map { EarlierReleases.StoredCase(type: type, name: $0.key) }
    case .string(let name): EarlierReleases.StoredCase(type: type, name: name)
    default: nil
    }
  }

  /// The value holding the same values under the case `name`.
  fileprivate func renamingCase(to name: String) -> JSONValue {
    switch self {
    case .object(let members): .object([name: members.first?.value ?? .object([:])])
    default: .string(name)
    }
  }
}

import Foundation

/// One snapshot being read with `JSONDecoder`: the structure walked leniently and each value
/// decoded on its own, so what cannot be restored is dropped and reported, the rest kept.
struct SnapshotDecoder {
  let codecs: DestinationCodecRegistry
  /// Whether to report the unknown members below the tabs, down to those a value's type drops.
  let findsUnknownMembers: Bool
  /// What was lost, in the order met.
  private var issues: [RestorationIssue] = []
  /// The members reported as not kept: after those of the snapshot, before other losses.
  private var unknown: [RestorationIssue] = []
  /// What the members kept so far leave of ``NavigationSnapshot/maximumPreservedSize``.
  private var preservedBudget = NavigationSnapshot.maximumPreservedSize
  private let valueEncoder = JSONValue.encoder()

  /// Why a document restores nothing.
  struct Refusal: Error {
    let issue: RestorationIssue
  }

  /// The snapshot in `data`, with what was lost; or `nil` and why nothing can be restored.
  static func decode(
    _ data: Data, codecs: DestinationCodecRegistry, findsUnknownMembers: Bool
  ) -> (snapshot: NavigationSnapshot?, issues: [RestorationIssue]) {
    let notJSON = RestorationIssue.notASnapshot(reason: "not JSON")
    guard let key = findsUnknownMembers ? Document.findingUnknownMembers : Document.codecs else {
      return (nil, [notJSON])
    }
    let decoder = JSONDecoder()
    // The reader's settings, not the reader: the registry's three words, stored without a box,
    // under a key that says whether to find unknown members.
    decoder.userInfo[key] = codecs
    do {
      return try decoder.decode(Document.self, from: data).read
    } catch let refusal as Refusal {
      return (nil, [refusal.issue])
    } catch {
      // `JSONDecoder` threw before the document was walked: the bytes are not JSON, or nest
      // deeper than it reads (512 levels).
      return (nil, [notJSON])
    }
  }

  /// What `JSONDecoder` decodes: the document, walked by a reader of the settings it is handed.
  private struct Document: Decodable {
    static let codecs = CodingUserInfoKey(rawValue: "NavigationKit.SnapshotDecoder")
    static let findingUnknownMembers = CodingUserInfoKey(
      rawValue: "NavigationKit.SnapshotDecoder.findingUnknownMembers")
    let read: (snapshot: NavigationSnapshot?, issues: [RestorationIssue])

    init(from decoder: any Decoder) throws {
      func registry(under key: CodingUserInfoKey?) -> DestinationCodecRegistry? {
        key.flatMap { decoder.userInfo[$0] as? DestinationCodecRegistry }
      }
      let plain = registry(under: Self.codecs)
      guard let codecs = plain ?? registry(under: Self.findingUnknownMembers) else {
        throw Refusal(issue: .notASnapshot(reason: "not JSON"))
      }
      let findsUnknownMembers = plain == nil
      var reader = SnapshotDecoder(codecs: codecs, findsUnknownMembers: findsUnknownMembers)
      read = try reader.read(decoder)
    }
  }

  /// The members each kind of stored object may have.
  private enum KnownKeys {
    static let snapshot: Set = ["version", "selectedTab", "tabs", "columnVisibility", "hiddenTabs"]
    static let tab: Set = ["id", "path", "presentations"]
    static let presentation: Set = ["style", "root", "path", "options", "transition"]
    static let destination: Set = ["type", "value", "transition"]
    static let options: Set = ["detents", "sizing", "interactiveDismissal"]
    static let transition: Set = ["style", "sourceID"]
  }

  private mutating func read(
    _ decoder: any Decoder
  ) throws(Refusal) -> (snapshot: NavigationSnapshot?, issues: [RestorationIssue]) {
    func refuse(_ reason: String) -> Refusal { Refusal(issue: .notASnapshot(reason: reason)) }
    guard let document = StoredObject(decoder) else { throw refuse("not a JSON object") }
    guard let version = document.integer("version") else { throw refuse("no version number") }
    guard version <= NavigationSnapshot.currentVersion else {
      throw Refusal(issue: .newerVersion(version, supported: NavigationSnapshot.currentVersion))
    }
    guard version >= 1 else { throw refuse("version \(version)") }
    guard var tabs = document.list("tabs"), let selected = document.string("selectedTab") else {
      throw refuse("no tabs or no selected tab")
    }
    if let excess = firstExcess(in: document) { throw refuse(excess) }
    // The snapshot's own unknown members are kept first, then each tab's, within one budget.
    let preserved = preservedMembers(of: document, known: KnownKeys.snapshot, scope: "snapshot")
    let leading = issues
    issues = []
    var decodedTabs: [NavigationSnapshot.Tab] = []
    for index in 0..<tabs.count {
      guard let tab = tabs.nextObject(), let id = tab.string("id") else {
        issues.append(.dropped("tabs[\(index)]", from: 0, of: 1, .malformed("a tab has no id")))
        continue
      }
      decodedTabs.append(read(tab, id: id))
    }
    var snapshot = NavigationSnapshot(
      selectedTab: TabID(selected), tabs: decodedTabs,
      columnVisibility: columnVisibility(of: document),
      tabCustomization: tabCustomization(of: document))
    snapshot.preservedMembers = preserved
    return (snapshot, leading + unknown + issues)
  }

  /// The first limit the stored lists' lengths go beyond, checked before any value decodes.
  private func firstExcess(in document: StoredObject) -> String? {
    guard var tabs = document.list("tabs") else { return nil }
    guard tabs.count <= NavigationSnapshot.maximumTabCount else {
      return "\(tabs.count) tabs, more than \(NavigationSnapshot.maximumTabCount)"
    }
    func deeperThanAllowed(_ path: StoredList?) -> Bool {
      (path?.count ?? 0) > NavigationLimit.stackDepth.maximum
    }
    let stackLimit = "a stack deeper than \(NavigationLimit.stackDepth.maximum)"
    for _ in 0..<tabs.count {
      guard let tab = tabs.nextObject() else { continue }
      if deeperThanAllowed(tab.list("path")) { return stackLimit }
      guard var presentations = tab.list("presentations") else { continue }
      guard presentations.count <= NavigationLimit.presentationDepth.maximum else {
        return "presentations nested deeper than \(NavigationLimit.presentationDepth.maximum)"
      }
      for _ in 0..<presentations.count {
        if deeperThanAllowed(presentations.nextObject()?.list("path")) { return stackLimit }
      }
    }
    return nil
  }

  /// The stored column visibility, `nil` when absent; an unknown one is reported and left out.
  private mutating func columnVisibility(of document: StoredObject) -> SplitColumnVisibility? {
    guard document.has("columnVisibility") else { return nil }
    let name = document.string("columnVisibility")
    let columns = name.flatMap(SplitColumnVisibility.init(rawValue:))
    if columns == nil {
      issues.append(.unknownColumnVisibility(name ?? "a value that is not a string"))
    }
    return columns
  }

  /// The stored hidden tabs, `nil` when absent or empty; reported and left out unless a list
  /// of at most ``NavigationSnapshot/maximumTabCount`` names.
  private mutating func tabCustomization(of document: StoredObject) -> TabCustomization? {
    guard document.has("hiddenTabs") else { return nil }
    func unreadable(_ reason: String) -> TabCustomization? {
      issues.append(.unreadableHiddenTabs(reason: reason))
      return nil
    }
    guard let count = document.list("hiddenTabs")?.count else { return unreadable("not a list") }
    guard count <= NavigationSnapshot.maximumTabCount else {
      return unreadable("more than \(NavigationSnapshot.maximumTabCount) tabs")
    }
    guard let names = ifOfKind({ try document.decode([String].self, "hiddenTabs") }) else {
      return unreadable("a name that is not a string")
    }
    return names.isEmpty ? nil : TabCustomization(hiddenTabs: Set(names.map { TabID($0) }))
  }

  /// The members of `object` not in `known` with their JSON text, in name order as far as they
  /// fit in ``NavigationSnapshot/maximumPreservedSize``; the others are reported.
  private mutating func preservedMembers(
    of object: StoredObject, known: Set<String>, scope: String
  ) -> [String: String] {
    var preserved: [String: String] = [:]
    var unreadable: [String] = []
    var oversized: [String] = []
    for name in object.names.sorted() where !known.contains(name) {
      guard let text = object.value(name)?.text else {
        unreadable.append(name)
        continue
      }
      let size = name.utf8.count + text.utf8.count
      guard size <= preservedBudget else {
        oversized.append(name)
        continue
      }
      preservedBudget -= size
      preserved[name] = text
    }
    if !unreadable.isEmpty { issues.append(.unknownKeys(scope: scope, keys: unreadable)) }
    if !oversized.isEmpty {
      issues.append(
        .oversizedUnknownKeys(
          scope: scope, keys: oversized, limit: NavigationSnapshot.maximumPreservedSize))
    }
    return preserved
  }

  /// Reports the members of `object`, below the tabs, and of its `nested` objects, that this
  /// version does not know and cannot keep, so their loss is never silent.
  private mutating func reportUnknownMembers(
    of object: StoredObject?, known: Set<String>, scope: @autoclosure () -> String,
    nested: @autoclosure () -> KeyValuePairs<String, Set<String>> = [:]
  ) {
    guard findsUnknownMembers, let object else { return }
    let names = object.names
    if !names.allSatisfy(known.contains) {
      unknown.append(
        .unknownKeys(scope: scope(), keys: names.filter { !known.contains($0) }.sorted()))
    }
    for (name, known) in nested() {
      reportUnknownMembers(of: object.object(name), known: known, scope: "\(scope())/\(name)")
    }
  }

  private mutating func read(_ tab: StoredObject, id: String) -> NavigationSnapshot.Tab {
    var restored = NavigationSnapshot.Tab(id: TabID(id))
    var complete: Bool
    (restored.path, restored.pathTransitions, complete) = readPath(
      of: tab, scope: id, unknownScope: id)
    var presentations = tab.list("presentations")
    if presentations == nil, tab.has("presentations") {
      issues.append(.dropped("\(id)/?", from: 0, of: 1, .malformed("presentations is not a list")))
    }
    var presenter = id
    for position in 0..<(presentations?.count ?? 0) where complete {
      let next = read(
        presentations?.nextObject(), after: presenter,
        unknownScope: "\(id)/presentations[\(position)]")
      guard let next else {
        complete = false
        continue
      }
      restored.presentations.append(next.presentation)
      complete = next.complete
      presenter += "/\(next.presentation.style)"
    }
    restored.preservedMembers = preservedMembers(of: tab, known: KnownKeys.tab, scope: id)
    return restored
  }

  /// The presentation `stored`, presented by the stack `presenter`, and whether its path was
  /// read whole; `nil` (reported) when it cannot be restored.
  private mutating func read(
    _ stored: StoredObject?, after presenter: String, unknownScope: String
  ) -> (presentation: NavigationSnapshot.Presentation, complete: Bool)? {
    reportUnknownMembers(
      of: stored, known: KnownKeys.presentation, scope: unknownScope,
      nested: ["options": KnownKeys.options, "transition": KnownKeys.transition])
    guard let stored, let style = stored.string("style").flatMap(PresentationStyle.init) else {
      issues.append(
        .dropped("\(presenter)/?", from: 0, of: 1, .malformed("a presentation has no valid style")))
      return nil
    }
    let scope = "\(presenter)/\(style)"
    let root =
      stored.has("root")
      ? readDestination(stored.object("root"), unknownScope: unknownScope + "/root")
      : .failure(.malformed("no root"))
    guard case .success(let (destination, _)) = root else {
      if case .failure(let reason) = root {
        issues.append(.dropped(scope, from: 0, of: 1, reason))
      }
      return nil
    }
    let (path, transitions, complete) = readPath(
      of: stored, scope: scope, unknownScope: unknownScope)
    var presentation = NavigationSnapshot.Presentation(
      style: style, root: destination, path: path,
      options: stored.presentationOptions(scope: scope, issues: &issues),
      transition: stored.transition(scope: scope, issues: &issues))
    presentation.pathTransitions = transitions
    return (presentation, complete)
  }

  /// The path of `object` and its transitions up to the first that cannot be restored; whether
  /// all were read.
  private mutating func readPath(
    of object: StoredObject, scope: String, unknownScope: String
  ) -> ([AnyDestination], [Int: ScreenTransition], Bool) {
    guard object.has("path") else { return ([], [:], true) }
    guard var list = object.list("path") else {
      issues.append(.dropped(scope, from: 0, of: 1, .malformed("a path is not a list")))
      return ([], [:], false)
    }
    var path: [AnyDestination] = []
    var transitions: [Int: ScreenTransition] = [:]
    path.reserveCapacity(list.count)
    for position in 0..<list.count {
      switch readDestination(list.nextObject(), unknownScope: unknownScope, at: position) {
      case .success(let (destination, stored)):
        let transition = stored.transition(scope: scope, at: position, issues: &issues)
        if transition != .automatic { transitions[path.count] = transition }
        path.append(destination)
      case .failure(let reason):
        issues.append(.dropped(scope, from: position, of: list.count, reason))
        return (path, transitions, false)
      }
    }
    return (path, transitions, true)
  }

  /// The destination `stored`, decoded as the type its key names, or why it cannot be.
  private mutating func readDestination(
    _ stored: StoredObject?, unknownScope base: String, at position: Int? = nil
  ) -> Result<(AnyDestination, StoredObject), RestorationIssue.Reason> {
    // The scope is spelled only when a report needs it.
    func unknownScope() -> String { position.map { "\(base)[\($0)]" } ?? base }
    reportUnknownMembers(
      of: stored, known: KnownKeys.destination, scope: unknownScope(),
      nested: ["transition": KnownKeys.transition])
    guard let stored, let key = stored.string("type"), stored.has("value") else {
      return .failure(.malformed(#"a destination is not {"type", "value"}"#))
    }
    // The allowlist: nothing is made from a type name found in the data.
    guard let codec = codecs.codec(forKey: key) else {
      return restoringEarlierRelease(stored, key: key, or: .unknownType(key), at: unknownScope)
    }
    // The type's own error says why, to no one who can act on it: the value is reported as
    // not a valid value of its type, and dropped, unless a declared change maps it.
    guard let destination = ifOfKind({ try codec.decode(stored) }) else {
      return restoringEarlierRelease(
        stored, key: key, or: .undecodableValue(key), at: unknownScope)
    }
    reportMembersLeftOut(
      of: destination, stored: stored.value("value"), codec: codec, scope: unknownScope())
    return .success((destination, stored))
  }

  /// The destination `stored` under `key`, which does not decode as it is, as the changes
  /// declared since earlier releases restore it, each reported; or `failure` when they do not.
  private mutating func restoringEarlierRelease(
    _ stored: StoredObject, key: String, or failure: RestorationIssue.Reason,
    at scope: () -> String
  ) -> Result<(AnyDestination, StoredObject), RestorationIssue.Reason> {
    guard codecs.earlierReleases.hasChanges(forKey: key), let value = stored.value("value"),
      let (destination, mappings, read) = codecs.earlierReleases.destination(
        storedAs: key, value: value, codecs: codecs)
    else { return .failure(failure) }
    issues += mappings.map { .mapped(scope: scope(), mapping: $0) }
    // The values read under a case's new name, not those of a removed case, which are not read.
    if let read, let codec = codecs.codec(for: destination) {
      reportMembersLeftOut(of: destination, stored: read, codec: codec, scope: scope())
    }
    return .success((destination, stored))
  }

  /// Reports the members of a destination's stored value that writing the decoded value
  /// leaves out, such as a newer version's optional field, which the next save would drop.
  private mutating func reportMembersLeftOut(
    of destination: AnyDestination, stored: @autoclosure () -> JSONValue?,
    codec: DestinationCodecRegistry.Codec, scope: @autoclosure () -> String
  ) {
    guard findsUnknownMembers else { return }
    // A value that does not write again cannot be compared; the next save reports it.
    guard let storedValue = stored(), let value = codec.value(destination),
      let written = SnapshotEncoder.encode([value], with: valueEncoder).first ?? nil,
      let kept = ifOfKind({ try JSONDecoder().decode(JSONValue.self, from: Data(written)) })
    else { return }
    for (path, names) in storedValue.membersLeftOut(by: kept) {
      unknown.append(.unknownKeys(scope: "\(scope())/value\(path)", keys: names))
    }
  }
}

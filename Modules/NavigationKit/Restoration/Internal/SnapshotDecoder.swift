/// One snapshot being read from a ``JSONTape``: every stored destination's value decoded in one
/// batch first, then the structure walked leniently, dropping and reporting what cannot be
/// restored.
struct SnapshotDecoder {
  let codecs: DestinationCodecRegistry
  let tape: JSONTape
  private var issues: [RestorationIssue] = []
  /// Every stored destination, with its value to decode or why it cannot be restored.
  private var collected: DestinationCollector?
  /// The decoded value of each of `collected`'s values, `nil` for one that does not decode.
  private var decoded: [DestinationValueBatch.Decoded?] = []
  /// How many bytes of ``NavigationSnapshot/maximumPreservedSize`` the members kept so far
  /// leave for the rest.
  private var preservedBudget = NavigationSnapshot.maximumPreservedSize

  init(codecs: DestinationCodecRegistry, tape: JSONTape) {
    self.codecs = codecs
    self.tape = tape
  }

  mutating func decode() -> (snapshot: NavigationSnapshot?, issues: [RestorationIssue]) {
    let document = tape.root
    guard tape.kind(document) == .object else {
      return (nil, [.notASnapshot(reason: "not a JSON object")])
    }
    guard let version = tape.integer(tape.member("version", of: document)) else {
      return (nil, [.notASnapshot(reason: "no version number")])
    }
    guard version <= NavigationSnapshot.currentVersion else {
      return (nil, [.newerVersion(version, supported: NavigationSnapshot.currentVersion)])
    }
    guard version >= 1 else { return (nil, [.notASnapshot(reason: "version \(version)")]) }
    guard let tabs = tape.member("tabs", of: document).flatMap(tape.elements),
      let selected = tape.string(tape.member("selectedTab", of: document))
    else {
      return (nil, [.notASnapshot(reason: "no tabs or no selected tab")])
    }
    if let excess = firstExcess(in: tabs) {
      return (nil, [.notASnapshot(reason: excess)])
    }
    // The snapshot's own unknown members are kept first, then each tab's, within one budget.
    let preserved = preservedMembers(of: document, known: KnownKeys.snapshot, scope: "snapshot")
    decodeValues(of: tabs)
    reportUnknownKeys(of: tabs)
    var decodedTabs: [NavigationSnapshot.Tab] = []
    for (index, tab) in tabs.enumerated() {
      guard let id = tape.string(tape.member("id", of: tab)) else {
        issues.append(
          .dropped(
            scope: "tabs[\(index)]", position: 0, count: 1, reason: .malformed("a tab has no id")))
        continue
      }
      decodedTabs.append(decode(tab, id: id))
    }
    var snapshot = NavigationSnapshot(
      selectedTab: TabID(selected), tabs: decodedTabs,
      columnVisibility: columnVisibility(of: document),
      tabCustomization: tabCustomization(of: document))
    snapshot.preservedMembers = preserved
    return (snapshot, issues)
  }

  /// The stored column visibility: `nil` when absent (older files), and reported and left out
  /// when it is not one of the known names.
  private mutating func columnVisibility(of document: Int32) -> SplitColumnVisibility? {
    guard let node = tape.member("columnVisibility", of: document) else { return nil }
    guard let name = tape.string(node) else {
      issues.append(.unknownColumnVisibility("a value that is not a string"))
      return nil
    }
    guard let columns = SplitColumnVisibility(rawValue: name) else {
      issues.append(.unknownColumnVisibility(name))
      return nil
    }
    return columns
  }

  /// The stored hidden tabs: `nil` when absent (older files) or empty, and reported and left
  /// out when they are not a list of at most ``NavigationSnapshot/maximumTabCount`` names.
  private mutating func tabCustomization(of document: Int32) -> TabCustomization? {
    guard let node = tape.member("hiddenTabs", of: document) else { return nil }
    guard let elements = tape.elements(node) else {
      issues.append(.unreadableHiddenTabs(reason: "not a list"))
      return nil
    }
    guard elements.count <= NavigationSnapshot.maximumTabCount else {
      issues.append(
        .unreadableHiddenTabs(reason: "more than \(NavigationSnapshot.maximumTabCount) tabs"))
      return nil
    }
    var hidden: Set<TabID> = []
    for element in elements {
      guard let name = tape.string(element) else {
        issues.append(.unreadableHiddenTabs(reason: "a name that is not a string"))
        return nil
      }
      hidden.insert(TabID(name))
    }
    return hidden.isEmpty ? nil : TabCustomization(hiddenTabs: hidden)
  }

  /// The members each kind of stored object may have.
  private enum KnownKeys {
    static let snapshot = ["version", "selectedTab", "tabs", "columnVisibility", "hiddenTabs"]
    static let tab = ["id", "path", "presentations"]
    static let presentation = ["style", "root", "path", "options", "transition"]
    static let destination = ["type", "value", "transition"]
    static let options = ["detents", "sizing", "interactiveDismissal"]
    static let transition = ["style", "sourceID"]
  }

  /// The members of `node` not in `known`, each with its JSON text as stored (the last, when
  /// a name is repeated): what a newer build stored and this one keeps as it was, as far as
  /// they fit in what is left of ``NavigationSnapshot/maximumPreservedSize``. The members that
  /// do not fit are reported and left out, so they do not grow every save.
  private mutating func preservedMembers(
    of node: Int32, known: [String], scope: String
  ) -> [String: String] {
    guard !tape.membersAreAll(of: node, in: known) else { return [:] }
    var preserved: [String: String] = [:]
    var oversized: [String] = []
    for (name, value) in tape.members(of: node) where !known.contains(name) {
      if let earlier = preserved.removeValue(forKey: name) {
        preservedBudget += name.utf8.count + earlier.utf8.count
      }
      // Measured before the text is made: a member too large is never copied.
      guard name.utf8.count + tape.raw(value).count <= preservedBudget else {
        if !oversized.contains(name) { oversized.append(name) }
        continue
      }
      let text = String(decoding: tape.raw(value), as: UTF8.self)
      preservedBudget -= name.utf8.count + text.utf8.count
      preserved[name] = text
    }
    if !oversized.isEmpty {
      issues.append(
        .oversizedUnknownKeys(
          scope: scope, keys: oversized, limit: NavigationSnapshot.maximumPreservedSize))
    }
    return preserved
  }

  /// Reports the members that this version does not know, and cannot keep, at every depth
  /// below the tabs — of the presentations, their options and transitions, the destinations,
  /// their transitions and their values (the members a value's type never asked for) — so
  /// their loss is never silent. (The snapshot's and the tabs' own unknown members are kept in
  /// ``NavigationSnapshot/preservedMembers``; a detent with another member is not read at all,
  /// and reported as such.)
  private mutating func reportUnknownKeys(of tabs: [Int32]) {
    func check(_ node: Int32?, known: [String], scope: @autoclosure () -> String) {
      guard let node, !tape.membersAreAll(of: node, in: known) else { return }
      var unknown: [String] = []
      tape.forEachMember(of: node) { name, _ in
        if !known.contains(name), !unknown.contains(name) { unknown.append(name) }
      }
      guard !unknown.isEmpty else { return }
      issues.append(.unknownKeys(scope: scope(), keys: unknown))
    }
    func checkDestination(_ node: Int32, scope: String) {
      check(node, known: KnownKeys.destination, scope: scope)
      check(
        tape.member("transition", of: node), known: KnownKeys.transition,
        scope: "\(scope)/transition")
      guard case .value(let index) = collected?.outcome(of: node),
        let unasked = decoded[index]?.unasked
      else { return }
      for members in unasked {
        issues.append(.unknownKeys(scope: "\(scope)/value\(members.path)", keys: members.names))
      }
    }
    func checkPath(_ path: Int32?, scope: String) {
      var position = 0
      tape.forEachElement(of: path) { element in
        checkDestination(element, scope: "\(scope)[\(position)]")
        position += 1
      }
    }
    for (index, tab) in tabs.enumerated() {
      let id = tape.string(tape.member("id", of: tab)) ?? "tabs[\(index)]"
      checkPath(tape.member("path", of: tab), scope: id)
      let presentations = tape.member("presentations", of: tab).flatMap(tape.elements) ?? []
      for (position, presentation) in presentations.enumerated() {
        let scope = "\(id)/presentations[\(position)]"
        check(presentation, known: KnownKeys.presentation, scope: scope)
        check(
          tape.member("options", of: presentation), known: KnownKeys.options,
          scope: "\(scope)/options")
        check(
          tape.member("transition", of: presentation), known: KnownKeys.transition,
          scope: "\(scope)/transition")
        tape.member("root", of: presentation).map { checkDestination($0, scope: "\(scope)/root") }
        checkPath(tape.member("path", of: presentation), scope: scope)
      }
    }
  }

  /// The first limit the stored tabs go beyond, checked before any value is decoded.
  private func firstExcess(in tabs: [Int32]) -> String? {
    guard tabs.count <= NavigationSnapshot.maximumTabCount else {
      return "\(tabs.count) tabs, more than \(NavigationSnapshot.maximumTabCount)"
    }
    func deeperThanAllowed(_ path: Int32?) -> Bool {
      tape.count(of: path).map { $0 > NavigationSnapshot.maximumStackDepth } ?? false
    }
    let stackLimit = "a stack deeper than \(NavigationSnapshot.maximumStackDepth)"
    for tab in tabs {
      if deeperThanAllowed(tape.member("path", of: tab)) { return stackLimit }
      let presentations = tape.member("presentations", of: tab).flatMap(tape.elements) ?? []
      guard presentations.count <= NavigationSnapshot.maximumPresentationDepth else {
        return "presentations nested deeper than \(NavigationSnapshot.maximumPresentationDepth)"
      }
      for presentation in presentations
      where deeperThanAllowed(tape.member("path", of: presentation)) {
        return stackLimit
      }
    }
    return nil
  }

  /// Decodes, in one batch, the value of every stored destination that names a known type,
  /// and notes for every stored destination what it restores to or why it cannot.
  private mutating func decodeValues(of tabs: [Int32]) {
    var collector = DestinationCollector(tape: tape, codecs: codecs)
    for tab in tabs {
      tape.forEachElement(of: tape.member("path", of: tab)) { collector.collect($0) }
      tape.forEachElement(of: tape.member("presentations", of: tab)) { presentation in
        tape.member("root", of: presentation).map { collector.collect($0) }
        tape.forEachElement(of: tape.member("path", of: presentation)) { collector.collect($0) }
      }
    }
    decoded = DestinationValueBatch.decode(
      collector.values, with: collector.distinctCodecs, in: tape)
    collected = collector
  }

  /// The destination stored at `node`, or why it cannot be restored.
  private func destination(_ node: Int32) -> Result<AnyDestination, RestorationIssue.Reason> {
    switch collected?.outcome(of: node) {
    case .value(let index):
      guard let destination = decoded[index] else {
        let codec = collected?.values[index].codec ?? 0
        return .failure(.undecodableValue(collected?.distinctCodecs[codec].key ?? ""))
      }
      return .success(destination.destination)
    case .failure(let reason):
      return .failure(reason)
    case nil:
      return .failure(.malformed("a destination is not {\"type\", \"value\"}"))
    }
  }

  private mutating func decode(_ tab: Int32, id: String) -> NavigationSnapshot.Tab {
    let (path, pathTransitions, pathComplete) = decodePath(tape.member("path", of: tab), scope: id)
    var complete = pathComplete
    var presentations: [NavigationSnapshot.Presentation] = []
    var presenter = id
    let stored = tape.member("presentations", of: tab)
    if let stored, tape.kind(stored) != .array {
      issues.append(
        .dropped(
          scope: "\(id)/?", position: 0, count: 1,
          reason: .malformed("presentations is not a list")))
    }
    for presentation in stored.flatMap(tape.elements) ?? [] where complete {
      guard
        let style = tape.string(tape.member("style", of: presentation)).flatMap(
          PresentationStyle.init(rawValue:))
      else {
        issues.append(
          .dropped(
            scope: "\(presenter)/?", position: 0, count: 1,
            reason: .malformed("a presentation has no valid style")))
        complete = false
        continue
      }
      let scope = "\(presenter)/\(style)"
      let root: AnyDestination
      switch tape.member("root", of: presentation).map(destination)
        ?? .failure(.malformed("no root"))
      {
      case .success(let decoded):
        root = decoded
      case .failure(let reason):
        issues.append(.dropped(scope: scope, position: 0, count: 1, reason: reason))
        complete = false
        continue
      }
      let (stack, stackTransitions, stackComplete) = decodePath(
        tape.member("path", of: presentation), scope: scope)
      var restored = NavigationSnapshot.Presentation(
        style: style, root: root, path: stack,
        options: tape.presentationOptions(
          tape.member("options", of: presentation), scope: scope, issues: &issues),
        transition: tape.transition(
          tape.member("transition", of: presentation), scope: scope, issues: &issues))
      restored.pathTransitions = stackTransitions
      presentations.append(restored)
      complete = stackComplete
      presenter = scope
    }
    var restored = NavigationSnapshot.Tab(id: TabID(id), path: path, presentations: presentations)
    restored.pathTransitions = pathTransitions
    restored.preservedMembers = preservedMembers(of: tab, known: KnownKeys.tab, scope: id)
    return restored
  }

  /// The destinations of a stored path, each with the transition it was pushed with, up to
  /// the first that cannot be restored.
  private mutating func decodePath(
    _ node: Int32?, scope: String
  ) -> ([AnyDestination], transitions: [Int: ScreenTransition], complete: Bool) {
    guard let node else { return ([], [:], true) }
    guard let elements = tape.elements(node) else {
      issues.append(
        .dropped(scope: scope, position: 0, count: 1, reason: .malformed("a path is not a list")))
      return ([], [:], false)
    }
    var path: [AnyDestination] = []
    var transitions: [Int: ScreenTransition] = [:]
    path.reserveCapacity(elements.count)
    for (position, element) in elements.enumerated() {
      switch destination(element) {
      case .success(let destination):
        if let stored = tape.member("transition", of: element) {
          let transition = tape.transition(
            stored, scope: "\(scope)[\(position)]", issues: &issues)
          if transition != .automatic {
            transitions[path.count] = transition
          }
        }
        path.append(destination)
      case .failure(let reason):
        issues.append(
          .dropped(
            scope: scope, position: position, count: elements.count - position, reason: reason))
        return (path, transitions, false)
      }
    }
    return (path, transitions, true)
  }
}

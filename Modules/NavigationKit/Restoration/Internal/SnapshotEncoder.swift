import Foundation

/// One snapshot being written: every destination's value encoded in one batch first, then the
/// structure written around them in sorted-key order, dropping what cannot be stored.
struct SnapshotEncoder {
  let codecs: DestinationCodecRegistry
  let snapshot: NavigationSnapshot
  private var writer = JSONWriter(capacity: 512)
  private var issues: [RestorationIssue] = []
  /// Each destination of the snapshot, in the order collected: its codec key and value, or
  /// why it cannot be stored.
  private var slots: [Result<(key: String, value: ArraySlice<UInt8>), RestorationIssue.Reason>] = []
  private var next = 0

  init(codecs: DestinationCodecRegistry, snapshot: NavigationSnapshot) {
    self.codecs = codecs
    self.snapshot = snapshot
  }

  mutating func encode() -> (data: Data, issues: [RestorationIssue]) {
    encodeValues()
    let hiddenTabs = snapshot.tabCustomization?.hiddenTabs.map(\.rawValue).sorted() ?? []
    // Optional members are written only when set, so files stay as they were without them.
    let known =
      (snapshot.columnVisibility == nil ? [] : ["columnVisibility"])
      + (hiddenTabs.isEmpty ? [] : ["hiddenTabs"]) + Self.snapshotKeys
    writeObject(known: known, preserved: snapshot.preservedMembers) { encoder, key in
      switch key {
      case "columnVisibility":
        encoder.writer.string(encoder.snapshot.columnVisibility?.rawValue ?? "")
      case "hiddenTabs":
        encoder.writer.raw("[")
        for (index, tab) in hiddenTabs.enumerated() {
          if index > 0 { encoder.writer.raw(",") }
          encoder.writer.string(tab)
        }
        encoder.writer.raw("]")
      case "selectedTab":
        encoder.writer.string(encoder.snapshot.selectedTab.rawValue)
      case "tabs":
        encoder.writer.raw("[")
        for (index, tab) in encoder.snapshot.tabs.enumerated() {
          if index > 0 { encoder.writer.raw(",") }
          encoder.write(tab)
        }
        encoder.writer.raw("]")
      default:
        encoder.writer.integer(NavigationSnapshot.currentVersion)
      }
    }
    return (Data(writer.bytes), issues)
  }

  /// The snapshot's members always written, sorted; the optional ones sort before them.
  private static let snapshotKeys = ["selectedTab", "tabs", "version"]
  /// A tab's members, sorted.
  private static let tabKeys = ["id", "path", "presentations"]

  /// Writes an object whose members are `known` (sorted), each written by `member`, and
  /// `preserved`, each written back as stored, all in sorted-key order, so equal states write
  /// equal bytes.
  private mutating func writeObject(
    known: [String], preserved: [String: String],
    member: (inout SnapshotEncoder, String) -> Void
  ) {
    let keys = preserved.isEmpty ? known : (known + preserved.keys).sorted()
    writer.raw("{")
    for (index, key) in keys.enumerated() {
      if index > 0 { writer.raw(",") }
      writer.string(key)
      writer.raw(":")
      if let stored = preserved[key] {
        writer.raw(stored.utf8)
      } else {
        member(&self, key)
      }
    }
    writer.raw("}")
  }

  /// Encodes every destination's value in one pass, in the order `write` reads them.
  private mutating func encodeValues() {
    var items: [(codec: DestinationCodecRegistry.Codec, destination: AnyDestination)] = []
    var failures: [Int: RestorationIssue.Reason] = [:]
    var count = 0
    func collect(_ destination: AnyDestination) {
      switch codecs.codecToEncode(destination) {
      case .success(let codec): items.append((codec, destination))
      case .failure(let reason): failures[count] = reason
      }
      count += 1
    }
    for tab in snapshot.tabs {
      tab.path.forEach(collect)
      for presentation in tab.presentations {
        collect(presentation.root)
        presentation.path.forEach(collect)
      }
    }
    let encoded = DestinationValueBatch.encode(items)
    var value = 0
    slots.reserveCapacity(count)
    for index in 0..<count {
      if let reason = failures[index] {
        slots.append(.failure(reason))
        continue
      }
      let key = items[value].codec.key
      slots.append(encoded[value].map { .success((key, $0)) } ?? .failure(.undecodableValue(key)))
      value += 1
    }
  }

  /// The next destination's slot: destinations are taken in the order they were collected,
  /// and every one is taken, written or not.
  private mutating func take() -> Result<
    (key: String, value: ArraySlice<UInt8>), RestorationIssue.Reason
  > {
    defer { next += 1 }
    return slots[next]
  }

  private mutating func write(_ tab: NavigationSnapshot.Tab) {
    var complete = true
    writeObject(known: Self.tabKeys, preserved: tab.preservedMembers) { encoder, key in
      switch key {
      case "id":
        encoder.writer.string(tab.id.rawValue)
      case "path":
        encoder.writer.raw("[")
        complete = encoder.write(
          tab.path, transitions: tab.pathTransitions, scope: tab.id.rawValue)
        encoder.writer.raw("]")
      default:
        encoder.writer.raw("[")
        encoder.write(tab.presentations, of: tab.id.rawValue, after: complete)
        encoder.writer.raw("]")
      }
    }
  }

  /// Writes the presentations of the tab `scope`, up to the first whose root cannot be stored,
  /// and none when the tab's path was not `complete`.
  private mutating func write(
    _ presentations: [NavigationSnapshot.Presentation], of scope: String, after complete: Bool
  ) {
    var complete = complete
    var presenter = scope
    var first = true
    for (index, presentation) in presentations.enumerated() {
      let root = take()
      guard complete else {
        next += presentation.path.count
        continue
      }
      let presentedScope = "\(presenter)/\(presentation.style)"
      guard index < NavigationSnapshot.maximumPresentationDepth else {
        // Never written beyond what the reader accepts: an app's navigators stop there too.
        issues.append(
          .dropped(
            scope: presentedScope, position: 0, count: presentations.count - index,
            reason: .beyondLimit(.presentationDepth)))
        complete = false
        next += presentation.path.count
        continue
      }
      guard case .success(let stored) = root else {
        if case .failure(let reason) = root {
          issues.append(.dropped(scope: presentedScope, position: 0, count: 1, reason: reason))
        }
        complete = false
        next += presentation.path.count
        continue
      }
      if !first { writer.raw(",") }
      first = false
      writer.raw("{")
      if !presentation.options.isAutomatic {
        reportInvalidDetents(of: presentation.options, scope: presentedScope)
        writer.raw(#""options":"#)
        writer.write(presentation.options)
        writer.raw(",")
      }
      writer.raw(#""path":["#)
      complete = write(
        presentation.path, transitions: presentation.pathTransitions, scope: presentedScope)
      writer.raw(#"],"root":"#)
      write(stored)
      writer.raw(#","style":"#)
      writer.string(presentation.style.rawValue)
      if presentation.transition != .automatic {
        writer.raw(#","transition":"#)
        writer.write(presentation.transition)
      }
      writer.raw("}")
      presenter = presentedScope
    }
  }

  /// Reports the detents of `options` that are out of range, which are not written.
  private mutating func reportInvalidDetents(of options: PresentationOptions, scope: String) {
    for detent in options.detents where !detent.isValid {
      issues.append(
        .invalidPresentationOption(scope: scope, option: "detent", value: "\(detent)"))
    }
  }

  /// Writes the elements of a path, each with the transition it was pushed with, up to the
  /// first that cannot be stored; returns whether all were written.
  private mutating func write(
    _ path: [AnyDestination], transitions: [Int: ScreenTransition], scope: String
  ) -> Bool {
    var complete = true
    for position in path.indices {
      let slot = take()
      guard complete else { continue }
      guard position < NavigationSnapshot.maximumStackDepth else {
        // Never written beyond what the reader accepts: an app's navigators stop there too.
        issues.append(
          .dropped(
            scope: scope, position: position, count: path.count - position,
            reason: .beyondLimit(.stackDepth)))
        complete = false
        continue
      }
      switch slot {
      case .success(let stored):
        if position > 0 { writer.raw(",") }
        write(stored, transition: transitions[position] ?? .automatic)
      case .failure(let reason):
        issues.append(
          .dropped(scope: scope, position: position, count: path.count - position, reason: reason))
        complete = false
      }
    }
    return complete
  }

  private mutating func write(
    _ stored: (key: String, value: ArraySlice<UInt8>), transition: ScreenTransition = .automatic
  ) {
    writer.raw("{")
    if transition != .automatic {
      writer.raw(#""transition":"#)
      writer.write(transition)
      writer.raw(",")
    }
    writer.raw(#""type":"#)
    writer.string(stored.key)
    writer.raw(#","value":"#)
    writer.raw(stored.value)
    writer.raw("}")
  }
}

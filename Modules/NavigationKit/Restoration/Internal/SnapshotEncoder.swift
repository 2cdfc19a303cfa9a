import Foundation

/// One snapshot being written: each destination's value by `JSONEncoder`, as its type writes
/// it, and the structure around the values in sorted-key order, dropping what cannot be
/// stored, so equal states write equal bytes.
struct SnapshotEncoder {
  /// The deepest a destination's value may nest. `JSONDecoder` reads 512 levels and a file
  /// holds a value 7 levels down (a presented stack's destination), so a deeper value would
  /// make the whole file unreadable; a few levels are left to spare.
  static let maximumValueDepth = 512 - 16

  let codecs: DestinationCodecRegistry
  private let json = JSONValue.encoder()
  private var output = Data()
  private var issues: [RestorationIssue] = []
  /// Each type key as a JSON string, made once per snapshot.
  private var keys: [String: Data] = [:]

  init(codecs: DestinationCodecRegistry) {
    self.codecs = codecs
  }

  mutating func encode(_ snapshot: NavigationSnapshot) -> (data: Data, issues: [RestorationIssue]) {
    output.reserveCapacity(512)
    let hiddenTabs = snapshot.tabCustomization?.hiddenTabs.map(\.rawValue).sorted() ?? []
    // Optional members are written only when set, so files stay as they were without them.
    let known =
      (snapshot.columnVisibility == nil ? [] : ["columnVisibility"])
      + (hiddenTabs.isEmpty ? [] : ["hiddenTabs"]) + ["selectedTab", "tabs", "version"]
    writeObject(known: known, preserved: snapshot.preservedMembers) { encoder, key in
      switch key {
      case "columnVisibility":
        encoder.string(snapshot.columnVisibility?.rawValue ?? "")
      case "hiddenTabs":
        encoder.list(hiddenTabs) { encoder, tab in encoder.string(tab) }
      case "selectedTab":
        encoder.string(snapshot.selectedTab.rawValue)
      case "tabs":
        encoder.list(snapshot.tabs) { encoder, tab in encoder.write(tab) }
      default:
        encoder.raw(String(NavigationSnapshot.currentVersion))
      }
    }
    return (output, issues)
  }

  private mutating func raw(_ text: String) {
    output.append(contentsOf: text.utf8)
  }

  private mutating func string(_ text: String) {
    // A string always encodes.
    output.append((try? json.encode(text)) ?? Data(#""""#.utf8))
  }

  /// Writes what `JSONEncoder` writes of a stored option or transition.
  private mutating func write(encoded value: some Encodable) {
    // Strings and finite numbers only, which always encode.
    output.append((try? json.encode(value)) ?? Data("{}".utf8))
  }

  private mutating func list<Element>(
    _ elements: [Element], _ element: (inout SnapshotEncoder, Element) -> Void
  ) {
    raw("[")
    for (index, each) in elements.enumerated() {
      if index > 0 { raw(",") }
      element(&self, each)
    }
    raw("]")
  }

  /// Writes an object whose members are `known` (sorted), each written by `member`, and
  /// `preserved`, each written back as stored, all in sorted-key order.
  private mutating func writeObject(
    known: [String], preserved: [String: String],
    member: (inout SnapshotEncoder, String) -> Void
  ) {
    let keys = preserved.isEmpty ? known : (known + preserved.keys).sorted()
    raw("{")
    for (index, key) in keys.enumerated() {
      if index > 0 { raw(",") }
      string(key)
      raw(":")
      if let text = preserved[key] {
        raw(text)
      } else {
        member(&self, key)
      }
    }
    raw("}")
  }

  private mutating func write(_ tab: NavigationSnapshot.Tab) {
    var complete = true
    writeObject(known: ["id", "path", "presentations"], preserved: tab.preservedMembers) {
      encoder, key in
      switch key {
      case "id":
        encoder.string(tab.id.rawValue)
      case "path":
        complete = encoder.write(tab.path, transitions: tab.pathTransitions, scope: tab.id.rawValue)
      default:
        encoder.write(tab.presentations, of: tab.id.rawValue, after: complete)
      }
    }
  }

  /// Writes the presentations of the tab `scope`, up to the first whose root cannot be stored,
  /// and none when the tab's path was not `complete`.
  private mutating func write(
    _ presentations: [NavigationSnapshot.Presentation], of scope: String, after complete: Bool
  ) {
    raw("[")
    defer { raw("]") }
    guard complete else { return }
    var presenter = scope
    for (index, presentation) in presentations.enumerated() {
      let presentedScope = "\(presenter)/\(presentation.style)"
      guard index < NavigationSnapshot.maximumPresentationDepth else {
        // Never written beyond what the reader accepts: an app's navigators stop there too.
        issues.append(
          .dropped(
            scope: presentedScope, position: 0, count: presentations.count - index,
            reason: .beyondLimit(.presentationDepth)))
        return
      }
      let root: (key: String, value: Data)
      switch value(of: presentation.root) {
      case .success(let value):
        root = value
      case .failure(let reason):
        issues.append(.dropped(scope: presentedScope, position: 0, count: 1, reason: reason))
        return
      }
      if index > 0 { raw(",") }
      raw("{")
      if !presentation.options.isAutomatic {
        for detent in presentation.options.detents where !detent.isValid {
          issues.append(
            .invalidPresentationOption(scope: presentedScope, option: "detent", value: "\(detent)"))
        }
        raw(#""options":"#)
        write(encoded: StoredOptions(presentation.options))
        raw(",")
      }
      raw(#""path":"#)
      let pathComplete = write(
        presentation.path, transitions: presentation.pathTransitions, scope: presentedScope)
      raw(#","root":"#)
      write(root)
      raw(#","style":"#)
      string(presentation.style.rawValue)
      if let sourceID = presentation.transition.sourceID {
        raw(#","transition":"#)
        write(encoded: StoredZoom(sourceID: sourceID.rawValue))
      }
      raw("}")
      presenter = presentedScope
      guard pathComplete else { return }
    }
  }

  /// Writes a path, each destination with the transition it was pushed with, up to the first
  /// that cannot be stored; returns whether all were written.
  private mutating func write(
    _ path: [AnyDestination], transitions: [Int: ScreenTransition], scope: String
  ) -> Bool {
    raw("[")
    defer { raw("]") }
    for (position, destination) in path.enumerated() {
      guard position < NavigationSnapshot.maximumStackDepth else {
        // Never written beyond what the reader accepts: an app's navigators stop there too.
        issues.append(
          .dropped(
            scope: scope, position: position, count: path.count - position,
            reason: .beyondLimit(.stackDepth)))
        return false
      }
      switch value(of: destination) {
      case .success(let stored):
        if position > 0 { raw(",") }
        write(stored, transition: transitions[position] ?? .automatic)
      case .failure(let reason):
        issues.append(
          .dropped(scope: scope, position: position, count: path.count - position, reason: reason))
        return false
      }
    }
    return true
  }

  /// The destination's type key and its value as `JSONEncoder` writes it, or why it cannot be
  /// stored: its type is not on the allowlist, its value throws, or nests too deep to read.
  private mutating func value(
    of destination: AnyDestination
  ) -> Result<(key: String, value: Data), RestorationIssue.Reason> {
    let codec: DestinationCodecRegistry.Codec
    switch codecs.codecToEncode(destination) {
    case .success(let found): codec = found
    case .failure(let reason): return .failure(reason)
    }
    // The type's own error says why, to no one who can act on it: the value is reported as
    // not a valid value of its type, with what it would have kept.
    guard let value = try? codec.encode(destination, json),
      Self.nesting(of: value) <= Self.maximumValueDepth
    else { return .failure(.undecodableValue(codec.key)) }
    return .success((codec.key, value))
  }

  private mutating func write(
    _ stored: (key: String, value: Data), transition: ScreenTransition = .automatic
  ) {
    raw("{")
    if let sourceID = transition.sourceID {
      raw(#""transition":"#)
      write(encoded: StoredZoom(sourceID: sourceID.rawValue))
      raw(",")
    }
    raw(#""type":"#)
    if let key = keys[stored.key] {
      output.append(key)
    } else {
      let start = output.count
      string(stored.key)
      keys[stored.key] = output[start...]
    }
    raw(#","value":"#)
    output.append(stored.value)
    raw("}")
  }

  /// How deep arrays and objects nest in `json`, as `JSONEncoder` wrote it.
  static func nesting(of json: Data) -> Int {
    var depth = 0
    var deepest = 0
    var inString = false
    var escaped = false
    for byte in json {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""):
        inString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        deepest = max(deepest, depth)
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth -= 1
      default:
        break
      }
    }
    return deepest
  }
}

import Foundation

/// One snapshot being written: each value by `JSONEncoder`, the structure around them by hand
/// in the same sorted-key form, dropping and reporting what cannot be stored.
struct SnapshotEncoder {
  /// The deepest a value may nest: `JSONDecoder` reads 512 levels, a file holds a value up to 7
  /// down, and a deeper one would make the whole file unreadable.
  static let maximumValueDepth = 512 - 16

  let codecs: DestinationCodecRegistry
  private let json = JSONValue.encoder()
  private var output: [UInt8] = []
  private var issues: [RestorationIssue] = []

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
    return (Data(output), issues)
  }

  private mutating func raw(_ text: String) {
    output.append(contentsOf: text.utf8)
  }

  private mutating func string(_ text: String) {
    // Names mostly have nothing to escape and are written as they are; other text as
    // `JSONEncoder` writes it.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) {
      output.append(0x22)
      output.append(contentsOf: text.utf8)
      output.append(0x22)
    } else {
      write(encoded: .string(text), orIfItThrows: #""""#)
    }
  }

  /// Writes `JSONEncoder`'s `value` (strings and finite numbers: it does not throw) or `fallback`.
  private mutating func write(encoded value: JSONValue, orIfItThrows fallback: String = "{}") {
    if let encoded = ifOfKind({ try json.encode(value) }) {
      output.append(contentsOf: encoded)
    } else {
      raw(fallback)
    }
  }

  /// Writes `elements` separated by commas, each by `element`, between `open` and `close`.
  private mutating func list<Element>(
    _ elements: [Element], _ open: String = "[", _ close: String = "]",
    _ element: (inout SnapshotEncoder, Element) -> Void
  ) {
    raw(open)
    for (index, each) in elements.enumerated() {
      if index > 0 { raw(",") }
      element(&self, each)
    }
    raw(close)
  }

  /// Writes the members `known` (sorted) by `member` and `preserved` as stored, keys sorted.
  private mutating func writeObject(
    known: [String], preserved: [String: String],
    member: (inout SnapshotEncoder, String) -> Void
  ) {
    let keys = preserved.isEmpty ? known : (known + preserved.keys).sorted()
    list(keys, "{", "}") { encoder, key in
      encoder.string(key)
      encoder.raw(":")
      if let text = preserved[key] {
        encoder.raw(text)
      } else {
        member(&encoder, key)
      }
    }
  }

  private mutating func write(_ tab: NavigationSnapshot.Tab) {
    var complete = true
    writeObject(known: ["id", "path", "presentations"], preserved: tab.preservedMembers) {
      encoder, key in
      switch key {
      case "id":
        encoder.string(tab.id.rawValue)
      case "path":
        let values = encoder.values(of: tab.path.prefix(NavigationLimit.stackDepth.maximum))
        complete = encoder.write(
          tab.path, values.stored[...], unstorable: values.unstorable,
          transitions: tab.pathTransitions, scope: tab.id.rawValue)
      default:
        encoder.write(tab.presentations, of: tab.id.rawValue, after: complete)
      }
    }
  }

  /// Writes the presentations of the tab `scope` up to the first whose root cannot be stored.
  private mutating func write(
    _ presentations: [NavigationSnapshot.Presentation], of scope: String, after complete: Bool
  ) {
    raw("[")
    defer { raw("]") }
    guard complete else { return }
    var presenter = scope
    for (index, presentation) in presentations.enumerated() {
      let presentedScope = "\(presenter)/\(presentation.style)"
      guard index < NavigationLimit.presentationDepth.maximum else {
        // Never written beyond what the reader accepts: an app's navigators stop there too.
        issues.append(
          .dropped(
            presentedScope, from: 0, of: presentations.count - index,
            .beyondLimit(.presentationDepth)))
        return
      }
      let values = values(
        of: ([presentation.root] + presentation.path.prefix(NavigationLimit.stackDepth.maximum))[
          ...])
      guard let root = values.stored.first else {
        if let reason = values.unstorable {
          issues.append(.dropped(presentedScope, from: 0, of: 1, reason))
        }
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
        write(encoded: presentation.options.stored)
        raw(",")
      }
      raw(#""path":"#)
      let pathComplete = write(
        presentation.path, values.stored.dropFirst(), unstorable: values.unstorable,
        transitions: presentation.pathTransitions, scope: presentedScope)
      raw(#","root":"#)
      write(root)
      raw(#","style":"#)
      string(presentation.style.rawValue)
      if let sourceID = presentation.transition.sourceID {
        raw(#","transition":"#)
        write(sourceID)
      }
      raw("}")
      presenter = presentedScope
      guard pathComplete else { return }
    }
  }

  /// Writes the `stored` destinations of `path` and reports the rest; whether there were none.
  private mutating func write(
    _ path: [AnyDestination], _ stored: ArraySlice<Stored>, unstorable: RestorationIssue.Reason?,
    transitions: [Int: ScreenTransition], scope: String
  ) -> Bool {
    raw("[")
    for (position, destination) in stored.enumerated() {
      if position > 0 { raw(",") }
      write(destination, transition: transitions[position] ?? .automatic)
    }
    raw("]")
    guard stored.count < path.count else { return true }
    // Never written beyond what the reader accepts: an app's navigators stop there too.
    issues.append(
      .dropped(scope, from: stored.count, of: path.count, unstorable ?? .beyondLimit(.stackDepth)))
    return false
  }

  private typealias Stored = (key: String, value: ArraySlice<UInt8>)

  /// The type key and `JSONEncoder`'s value of each of `destinations` up to the first that
  /// cannot be stored, and why: not on the allowlist, its value throws or nests too deep.
  private func values(
    of destinations: ArraySlice<AnyDestination>
  ) -> (stored: [Stored], unstorable: RestorationIssue.Reason?) {
    var codecs: [DestinationCodecRegistry.Codec] = []
    var values: [any Encodable] = []
    var unstorable: RestorationIssue.Reason?
    for destination in destinations {
      guard let codec = self.codecs.codec(for: destination), let value = codec.value(destination)
      else {
        unstorable = .unregisteredType(
          DestinationCodecRegistry.key(for: destination.destinationType))
        break
      }
      codecs.append(codec)
      values.append(value)
    }
    var stored: [Stored] = []
    for (codec, json) in zip(codecs, Self.encode(values, with: json)) {
      // The type's own error says why, to no one who can act on it: the value is reported
      // as not a valid value of its type.
      guard let json else { return (stored, .undecodableValue(codec.key)) }
      stored.append((codec.key, json))
    }
    return (stored, unstorable)
  }

  /// Each value as `encoder` writes it, `nil` for one that throws or nests too deep: all in one
  /// call, as `JSONEncoder` costs mostly by the call, then one by one if one throws.
  static func encode(_ values: [any Encodable], with encoder: JSONEncoder) -> [ArraySlice<UInt8>?] {
    guard !values.isEmpty else { return [] }
    do {
      return elements(of: [UInt8](try encoder.encode(Values(values: values))))
    } catch {
      // One that throws is reported as not a valid value of its type.
      return values.map { value in
        ifOfKind { elements(of: [UInt8](try encoder.encode(Values(values: [value])))).first ?? nil }
          ?? nil
      }
    }
  }

  /// Values of several types, written as one array.
  private struct Values: Encodable {
    let values: [any Encodable]

    func encode(to encoder: any Encoder) throws {
      var array = encoder.unkeyedContainer()
      for value in values {
        try array.encode(value)
      }
    }
  }

  /// The elements of `JSONEncoder`'s `array`, each `nil` when deeper than ``maximumValueDepth``.
  static func elements(of array: [UInt8]) -> [ArraySlice<UInt8>?] {
    var elements: [ArraySlice<UInt8>?] = []
    var start = 1
    var depth = 0
    var deepest = 0
    var inString = false
    var escaped = false
    func finish(at end: Int) {
      if end > start {
        elements.append(deepest - 1 <= maximumValueDepth ? array[start..<end] : nil)
      }
      start = end + 1
      deepest = 1
    }
    for (offset, byte) in array.enumerated() {
      if inString {
        inString = escaped || byte != UInt8(ascii: "\"")
        escaped = !escaped && byte == UInt8(ascii: "\\")
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
        if depth == 0 { finish(at: offset) }
      case UInt8(ascii: ",") where depth == 1:
        finish(at: offset)
      default:
        break
      }
    }
    return elements
  }

  private mutating func write(_ stored: Stored, transition: ScreenTransition = .automatic) {
    raw("{")
    if let sourceID = transition.sourceID {
      raw(#""transition":"#)
      write(sourceID)
      raw(",")
    }
    raw(#""type":"#)
    string(stored.key)
    raw(#","value":"#)
    output.append(contentsOf: stored.value)
    raw("}")
  }

  /// Writes a zoom from `sourceID` as stored, keys sorted as `JSONEncoder` sorts them.
  private mutating func write(_ sourceID: TransitionSourceID) {
    raw(#"{"sourceID":"#)
    string(sourceID.rawValue)
    raw(#","style":"zoom"}"#)
  }
}

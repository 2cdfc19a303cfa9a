import Foundation

/// A JSON document checked and indexed in one pass, without building values: each node records
/// its kind, where its bytes lie and where its subtree ends, so stored state can be walked
/// leniently and a destination's value handed on as the very bytes that were stored.
///
/// Parsing follows RFC 8259 strictly (UTF-8, no comments, no trailing commas, no lone
/// surrogates) with an explicit stack, so nesting deeper than ``maximumDepth`` is refused
/// instead of exhausting the call stack.
struct JSONTape {
  enum Kind: UInt8 {
    case object, array, string, number, bool, null
  }

  struct Node {
    let kind: Kind
    /// For strings, whether the text holds a backslash escape.
    var hasEscapes: Bool
    /// The node's bytes: a container from its opening to its closing bracket, a string with its
    /// quotes.
    let start: Int
    var end: Int
    /// The index of the node after this one's subtree.
    var next: Int32
  }

  /// The deepest nesting read.
  static let maximumDepth = 512

  let bytes: UnsafeRawBufferPointer
  private(set) var nodes: [Node] = []

  /// Indexes `bytes`, or returns `nil` when they are not one JSON value.
  init?(_ bytes: UnsafeRawBufferPointer) {
    self.bytes = bytes
    var parser = JSONTapeParser(bytes: bytes)
    guard let nodes = parser.parse() else { return nil }
    self.nodes = nodes
  }

  /// The root node's index.
  var root: Int32 { 0 }

  func kind(_ node: Int32) -> Kind { nodes[Int(node)].kind }

  /// The elements of an array, or `nil` when `node` is not one.
  func elements(_ node: Int32) -> [Int32]? {
    guard kind(node) == .array else { return nil }
    var elements: [Int32] = []
    var child = node + 1
    while child < nodes[Int(node)].next {
      elements.append(child)
      child = nodes[Int(child)].next
    }
    return elements
  }

  /// Calls `body` with each element of an array, in order; nothing when `node` is not one.
  func forEachElement(of node: Int32?, _ body: (Int32) -> Void) {
    guard let node, kind(node) == .array else { return }
    var child = node + 1
    while child < nodes[Int(node)].next {
      body(child)
      child = nodes[Int(child)].next
    }
  }

  /// The number of elements of an array, or `nil` when `node` is not one.
  func count(of node: Int32?) -> Int? {
    guard let node, kind(node) == .array else { return nil }
    var count = 0
    forEachElement(of: node) { _ in count += 1 }
    return count
  }

  /// The value of the member `key` of an object (the last, if repeated), or `nil` when `node`
  /// is not an object or has no such member.
  func member(_ key: String, of node: Int32) -> Int32? {
    guard kind(node) == .object else { return nil }
    var found: Int32?
    var child = node + 1
    while child < nodes[Int(node)].next {
      let value = nodes[Int(child)].next
      if stringEquals(child, key) { found = value }
      child = nodes[Int(value)].next
    }
    return found
  }

  /// An object's members, each its name and value node, in stored order, or `[]` when `node`
  /// is not an object.
  func members(of node: Int32) -> [(name: String, value: Int32)] {
    guard kind(node) == .object else { return [] }
    var members: [(name: String, value: Int32)] = []
    var child = node + 1
    while child < nodes[Int(node)].next {
      let value = nodes[Int(child)].next
      string(child).map { members.append(($0, value)) }
      child = nodes[Int(value)].next
    }
    return members
  }

  /// The text of a string node, or `nil` when `node` is not a string.
  func string(_ node: Int32?) -> String? {
    guard let node, kind(node) == .string else { return nil }
    let entry = nodes[Int(node)]
    let inner = UnsafeRawBufferPointer(rebasing: bytes[(entry.start + 1)..<(entry.end - 1)])
    guard entry.hasEscapes else { return String(decoding: inner, as: UTF8.self) }
    return JSONTapeParser.unescape(inner)
  }

  /// The value of a number node written as a plain integer that fits in `Int`, or `nil`.
  func integer(_ node: Int32?) -> Int? {
    guard let node, kind(node) == .number else { return nil }
    let entry = nodes[Int(node)]
    let text = bytes[entry.start..<entry.end]
    guard !text.contains(where: { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") })
    else { return nil }
    return Int(String(decoding: text, as: UTF8.self))
  }

  /// The bytes of a node, as stored.
  func raw(_ node: Int32) -> UnsafeRawBufferPointer {
    let entry = nodes[Int(node)]
    return UnsafeRawBufferPointer(rebasing: bytes[entry.start..<entry.end])
  }

  /// Calls `body` with each member's name and value node, in stored order; nothing when `node`
  /// is not an object.
  func forEachMember(of node: Int32, _ body: (_ name: String, _ value: Int32) -> Void) {
    guard kind(node) == .object else { return }
    var child = node + 1
    while child < nodes[Int(node)].next {
      let value = nodes[Int(child)].next
      string(child).map { body($0, value) }
      child = nodes[Int(value)].next
    }
  }

  /// Whether every member name of the object `node` is one of `names`: compared byte for byte,
  /// so the common case (nothing unknown) makes no strings.
  func membersAreAll(of node: Int32, in names: [String]) -> Bool {
    guard kind(node) == .object else { return true }
    var child = node + 1
    while child < nodes[Int(node)].next {
      guard names.contains(where: { stringEquals(child, $0) }) else { return false }
      child = nodes[Int(child + 1)].next
    }
    return true
  }

  /// Calls `body` with each member's name node and value node, in stored order; nothing when
  /// `node` is not an object. Makes no strings.
  func forEachMemberNode(of node: Int32, _ body: (_ name: Int32, _ value: Int32) -> Void) {
    guard kind(node) == .object else { return }
    var child = node + 1
    while child < nodes[Int(node)].next {
      body(child, child + 1)
      child = nodes[Int(child + 1)].next
    }
  }

  /// Whether the string node `node` holds `key`.
  func string(_ node: Int32, is key: String) -> Bool {
    stringEquals(node, key)
  }

  /// Whether the string at `node` is `key`, compared byte for byte unless it holds escapes.
  private func stringEquals(_ node: Int32, _ key: String) -> Bool {
    let entry = nodes[Int(node)]
    guard !entry.hasEscapes else { return string(node) == key }
    let count = entry.end - entry.start - 2
    var key = key
    return key.withUTF8 { wanted in
      guard wanted.count == count else { return false }
      guard count > 0, let stored = bytes.baseAddress, let wantedStart = wanted.baseAddress else {
        return true
      }
      return memcmp(stored + entry.start + 1, wantedStart, count) == 0
    }
  }
}

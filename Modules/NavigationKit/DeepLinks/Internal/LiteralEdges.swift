/// The literal edges of the route trie: one open-addressing hash table keyed by parent node and
/// segment bytes, over one buffer holding every literal's bytes.
///
/// A lookup hashes the segment's bytes where they lie in the URL and compares bytes, never
/// Unicode equivalence: no string is made and no per-node dictionary is kept. Below the root
/// literals compare exactly; at the root (the custom scheme's host, the first path segment of
/// a universal link) ASCII letters compare case-insensitively, and root literals are stored in
/// lowercase.
struct LiteralEdges: Sendable {
  struct Edge: Sendable {
    let parent: Int32
    let child: Int32
    let start: Int32
    let count: Int32
    /// Who added the edge, for issues.
    let owner: RouteOwner
  }

  /// Every edge, in insertion order.
  private(set) var edges: [Edge] = []
  private var bytes: [UInt8] = []
  /// Indices into `edges`, or -1 for an empty slot; the count is a power of two.
  private var slots = [Int32](repeating: -1, count: 16)

  /// The child of `parent` along `segment`, or `nil` when there is no such edge.
  ///
  /// - Complexity: O(*n*) in the segment's length, expected; independent of the number of
  ///   edges.
  func child(of parent: Int32, along segment: UnsafeBufferPointer<UInt8>) -> Int32? {
    edge(of: parent, along: segment).map { edges[Int($0)].child }
  }

  /// The edge of `parent` along `segment`, by index.
  func edge(of parent: Int32, along segment: UnsafeBufferPointer<UInt8>) -> Int32? {
    let folds = parent == 0
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: Self.hash(segment, parent: parent, folds: folds)) & mask
    while true {
      let index = slots[slot]
      if index < 0 { return nil }
      let edge = edges[Int(index)]
      if edge.parent == parent, Int(edge.count) == segment.count,
        equals(edge, segment, folds: folds)
      {
        return index
      }
      slot = (slot + 1) & mask
    }
  }

  /// The literal of an edge.
  func literal(of edge: Edge) -> String {
    String(decoding: bytes[Int(edge.start)..<Int(edge.start + edge.count)], as: UTF8.self)
  }

  /// Adds the edge `parent` → `child` along `literal`; the caller has checked it is new.
  mutating func insert(
    parent: Int32, literal: UnsafeBufferPointer<UInt8>, child: Int32, owner: RouteOwner
  ) {
    if (edges.count + 1) * 2 > slots.count { grow() }
    let start = Int32(bytes.count)
    bytes.append(contentsOf: literal)
    edges.append(
      Edge(parent: parent, child: child, start: start, count: Int32(literal.count), owner: owner))
    place(Int32(edges.count - 1))
  }

  private mutating func grow() {
    slots = [Int32](repeating: -1, count: slots.count * 2)
    for index in edges.indices { place(Int32(index)) }
  }

  private mutating func place(_ index: Int32) {
    let edge = edges[Int(index)]
    let mask = slots.count - 1
    let hash = bytes.withUnsafeBufferPointer { all in
      Self.hash(
        UnsafeBufferPointer(rebasing: all[Int(edge.start)..<Int(edge.start + edge.count)]),
        parent: edge.parent, folds: edge.parent == 0)
    }
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] >= 0 { slot = (slot + 1) & mask }
    slots[slot] = index
  }

  private func equals(_ edge: Edge, _ segment: UnsafeBufferPointer<UInt8>, folds: Bool) -> Bool {
    bytes.withUnsafeBufferPointer { all in
      var offset = Int(edge.start)
      for byte in segment {
        guard all[offset] == (folds ? Self.lowercased(byte) : byte) else { return false }
        offset += 1
      }
      return true
    }
  }

  /// FNV-1a over the bytes (ASCII-lowercased when `folds`), mixed with the parent.
  private static func hash(
    _ segment: UnsafeBufferPointer<UInt8>, parent: Int32, folds: Bool
  ) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in segment {
      hash = (hash ^ UInt64(folds ? lowercased(byte) : byte)) &* 0x0000_0100_0000_01b3
    }
    hash ^= UInt64(UInt32(bitPattern: parent)) &* 0x9e37_79b9_7f4a_7c15
    return hash ^ (hash >> 29)
  }

  static func lowercased(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
  }
}

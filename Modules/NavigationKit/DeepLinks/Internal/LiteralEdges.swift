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
    var hash = SegmentHash(parent: parent)
    for byte in segment { hash.combine(byte) }
    return edge(of: parent, along: segment, hash: hash)
  }

  /// The edge of `parent` along `segment`, by index, with the segment's hash already made
  /// (the fast path hashes each byte as it first reads it).
  @inline(__always)
  func edge(of parent: Int32, along segment: UnsafeBufferPointer<UInt8>, hash: SegmentHash)
    -> Int32?
  {
    let folds = hash.folds
    return slots.withUnsafeBufferPointer { slots -> Int32? in
      edges.withUnsafeBufferPointer { edges -> Int32? in
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash.value(parent: parent)) & mask
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
    var hash = SegmentHash(parent: edge.parent)
    for byte in bytes[Int(edge.start)..<Int(edge.start + edge.count)] { hash.combine(byte) }
    var slot = Int(truncatingIfNeeded: hash.value(parent: edge.parent)) & mask
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

  static func lowercased(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
  }
}

/// FNV-1a over a segment's bytes (ASCII-lowercased below the root's edges, which fold case),
/// mixed with the parent node: the key of ``LiteralEdges``' table, fed one byte at a time so
/// the fast path hashes a segment while it scans the URL.
struct SegmentHash {
  /// Whether ASCII letters are lowercased before hashing: at the root, whose literals fold case.
  let folds: Bool
  private var state: UInt64 = 0xcbf2_9ce4_8422_2325

  init(parent: Int32) {
    folds = parent == 0
  }

  @inline(__always)
  mutating func combine(_ byte: UInt8) {
    state = (state ^ UInt64(folds ? LiteralEdges.lowercased(byte) : byte)) &* 0x0000_0100_0000_01b3
  }

  /// The hash of the bytes combined so far under `parent`.
  @inline(__always)
  func value(parent: Int32) -> UInt64 {
    let hash = state ^ UInt64(UInt32(bitPattern: parent)) &* 0x9e37_79b9_7f4a_7c15
    return hash ^ (hash >> 29)
  }
}

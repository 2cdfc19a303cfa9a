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
  ///
  /// - Complexity: O(*n*) in the segment's length, expected; independent of the number of
  ///   edges.
  @inline(__always)
  func edge(of parent: Int32, along segment: UnsafeBufferPointer<UInt8>) -> Int32? {
    let folds = parent == 0
    let hash = SegmentHash.value(of: segment, parent: parent)
    return slots.withUnsafeBufferPointer { slots -> Int32? in
      edges.withUnsafeBufferPointer { edges -> Int32? in
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
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
    let hash = bytes.withUnsafeBufferPointer {
      SegmentHash.value(
        of: UnsafeBufferPointer(rebasing: $0[Int(edge.start)..<Int(edge.start + edge.count)]),
        parent: edge.parent)
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

  static func lowercased(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
  }
}

/// The key of ``LiteralEdges``' table: a segment's bytes (ASCII letters lowercased at the
/// root, whose edges fold case) read a word at a time, mixed with the parent node.
///
/// Reading words rather than bytes keeps the hash off the fast path's byte loop: a segment of
/// up to 16 bytes costs two loads and two multiplications, where a byte-at-a-time hash chains
/// a multiplication per byte. Loads never reach outside the segment: short segments are read
/// as overlapping halves, as wyhash reads them.
enum SegmentHash {
  private static let multiplier: UInt64 = 0x9e37_79b9_7f4a_7c15
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highBits: UInt64 = 0x8080_8080_8080_8080

  /// The hash of `segment` under `parent`.
  @inline(__always)
  static func value(of segment: UnsafeBufferPointer<UInt8>, parent: Int32) -> UInt64 {
    let folds = parent == 0
    let count = segment.count
    var state = (UInt64(UInt32(bitPattern: parent)) << 32 | UInt64(count)) &* multiplier
    guard let base = segment.baseAddress, count > 0 else { return finish(state) }
    let raw = UnsafeRawPointer(base)
    if count >= 8 {
      var offset = 0
      while offset + 8 < count {
        state = mix(state, word(raw, offset, folds))
        offset += 8
      }
      state = mix(state, word(raw, count - 8, folds))
    } else if count >= 4 {
      let low = UInt64(raw.loadUnaligned(as: UInt32.self))
      let high = UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
      state = mix(state, lowercased(high << 32 | low, folds))
    } else {
      let bytes = UInt64(base[0]) | UInt64(base[count / 2]) << 8 | UInt64(base[count - 1]) << 16
      state = mix(state, lowercased(bytes, folds))
    }
    return finish(state)
  }

  @inline(__always)
  private static func word(_ raw: UnsafeRawPointer, _ offset: Int, _ folds: Bool) -> UInt64 {
    lowercased(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self), folds)
  }

  @inline(__always)
  private static func mix(_ state: UInt64, _ word: UInt64) -> UInt64 {
    let product = (state ^ word).multipliedFullWidth(by: multiplier)
    return product.high ^ product.low
  }

  @inline(__always)
  private static func finish(_ state: UInt64) -> UInt64 {
    let hash = state &* multiplier
    return hash ^ (hash >> 29)
  }

  /// `word` with each ASCII capital letter lowercased when `folds`, all eight bytes at once:
  /// a byte's high bit ends up set when it lies in `A`...`Z`, and moves to its `0x20` bit.
  /// Bytes of `0x80` and above are left alone, and no sum carries into the next byte.
  @inline(__always)
  static func lowercased(_ word: UInt64, _ folds: Bool) -> UInt64 {
    guard folds else { return word }
    let low = word & ~highBits
    let atLeastA = low &+ ones &* (0x80 - 0x41)
    let pastZ = low &+ ones &* (0x80 - 0x5B)
    let capitals = atLeastA & ~pastZ & ~word & highBits
    return word | capitals >> 2
  }
}

import Testing

@testable import NavigationKit

/// The literal table hashes a segment a word at a time, reading short segments as overlapping
/// halves: every length must find its edge, at the root folding case and below it not.
@Suite struct SegmentHashTests {
  /// A literal of `count` bytes that differs from its neighbours in every position.
  private static func literal(_ count: Int) -> String {
    String((0..<count).map { Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8($0 * 7 % 26))) })
  }

  @Test(arguments: 1...40)
  func everyLengthFindsItsEdgeAndFoldsCaseOnlyAtTheRoot(count: Int) {
    var edges = LiteralEdges()
    let literal = Self.literal(count)
    for parent: Int32 in [0, 7] {
      var bytes = literal
      bytes.withUTF8 {
        edges.insert(
          parent: parent, literal: $0, child: parent + 1, owner: RouteOwner(source: 0, item: 0))
      }
    }
    var same = literal
    var upper = literal.uppercased()
    #expect(same.withUTF8 { edges.child(of: 0, along: $0) } == 1)
    #expect(same.withUTF8 { edges.child(of: 7, along: $0) } == 8)
    #expect(upper.withUTF8 { edges.child(of: 0, along: $0) } == 1)
    #expect(upper.withUTF8 { edges.child(of: 7, along: $0) } == nil)
  }

  @Test(arguments: 1...40)
  func aSegmentDifferingInOneByteIsNotFound(count: Int) {
    var edges = LiteralEdges()
    var literal = Self.literal(count)
    literal.withUTF8 {
      edges.insert(parent: 3, literal: $0, child: 9, owner: RouteOwner(source: 0, item: 0))
    }
    for position in 0..<count {
      var changed = Array(literal.utf8)
      changed[position] = UInt8(ascii: "Z")
      #expect(changed.withUnsafeBufferPointer { edges.child(of: 3, along: $0) } == nil)
    }
  }

  @Test func capitalsAreLoweredAllAtOnceAndNothingElseMoves() {
    for byte in UInt8.min...UInt8.max {
      let word = UInt64(byte) << 24 | 0x41  // the byte beside an `A`
      let lowered = SegmentHash.lowercased(word, true)
      #expect(lowered >> 24 == UInt64(LiteralEdges.lowercased(byte)))
      #expect(lowered & 0xFF == 0x61)
      #expect(SegmentHash.lowercased(word, false) == word)
    }
  }

  @Test func theHashSpreadsSegmentsOfOneParentAcrossTheTable() {
    var slots = Set<UInt64>()
    for section in 0..<1_000 {
      var segment = "s\(section)"
      slots.insert(segment.withUTF8 { SegmentHash.value(of: $0, parent: 0) } & 4095)
    }
    // 1,000 keys in 4,096 slots: a uniform hash leaves about 890 distinct.
    #expect(slots.count > 800)
  }
}

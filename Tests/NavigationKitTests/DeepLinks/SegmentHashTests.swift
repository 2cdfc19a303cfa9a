import Testing

@testable import NavigationKit

/// The fast path hashes a segment as it reads it; the table must find the same edge as a
/// lookup that hashes the segment itself, at the root (folding case) and below it.
@Suite struct SegmentHashTests {
  @Test(arguments: [(Int32(0), "Alpha"), (Int32(0), "alpha"), (Int32(7), "detail")])
  func aHashMadeByteByByteFindsTheSameEdge(parent: Int32, segment: String) {
    var edges = LiteralEdges()
    var literal = parent == 0 ? segment.lowercased() : segment
    literal.withUTF8 {
      edges.insert(parent: parent, literal: $0, child: 42, owner: RouteOwner(source: 0, item: 0))
    }

    var text = segment
    let found = text.withUTF8 { bytes in
      var hash = SegmentHash(parent: parent)
      for byte in bytes { hash.combine(byte) }
      return (
        edges.edge(of: parent, along: bytes, hash: hash), edges.child(of: parent, along: bytes)
      )
    }
    #expect(found.0 == 0)
    #expect(found.1 == 42)
  }

  @Test func caseIsFoldedOnlyAtTheRoot() {
    var edges = LiteralEdges()
    var literal = "detail"
    literal.withUTF8 {
      edges.insert(parent: 3, literal: $0, child: 9, owner: RouteOwner(source: 0, item: 0))
    }

    var upper = "DETAIL"
    #expect(upper.withUTF8 { edges.child(of: 3, along: $0) } == nil)
  }
}

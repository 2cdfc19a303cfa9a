/// The literal edges of the route trie: for each node, the literal segments that leave it and
/// the node each leads to, in one dictionary keyed by parent node and literal.
///
/// Literals compare byte for byte, never by Unicode equivalence: a link's `\u{212A}` (KELVIN
/// SIGN) does not take the edge of `K`, which Swift's `==` on strings would call equal. No case
/// is folded here: a link's first segment is read in lowercase, and a pattern's first segment
/// must be a lowercase literal.
struct LiteralEdges: Sendable {
  struct Edge: Sendable {
    let parent: Int32
    let child: Int32
    let literal: String
  }

  /// Every edge, in insertion order.
  private(set) var edges: [Edge] = []
  /// The child of each edge, by parent and literal.
  private var children: [Key: Int32] = [:]

  /// The child of `parent` along `literal`, or `nil` when there is no such edge.
  ///
  /// - Complexity: O(*n*) in the literal's length, expected; independent of the number of
  ///   edges.
  func child(of parent: Int32, along literal: String) -> Int32? {
    children[Key(parent: parent, literal: literal)]
  }

  /// Adds the edge `parent` → `child` along `literal`; the caller has checked it is new.
  mutating func insert(parent: Int32, literal: String, child: Int32) {
    edges.append(Edge(parent: parent, child: child, literal: literal))
    children[Key(parent: parent, literal: literal)] = child
  }

  /// A parent node and a literal, equal when their UTF-8 bytes are.
  private struct Key: Hashable {
    let parent: Int32
    let literal: String

    static func == (lhs: Key, rhs: Key) -> Bool {
      lhs.parent == rhs.parent && lhs.literal.utf8.elementsEqual(rhs.literal.utf8)
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(parent)
      for byte in literal.utf8 { hasher.combine(byte) }
    }
  }
}

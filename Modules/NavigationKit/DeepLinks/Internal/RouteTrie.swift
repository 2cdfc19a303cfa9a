/// Every route of every feature in one trie keyed by path segment.
///
/// Matching follows one edge per segment: the literal edge whose bytes equal the segment's,
/// else the node's single parameter edge. It never backtracks, so its cost depends on the
/// link's length, not on how many routes exist: building refuses two routes for the same
/// links, and two parameters of different names or kinds at one place.
///
/// Literal edges are found through an open-addressed table hashed with FNV-1a, not a
/// `Dictionary`, whose SipHash took the row "Match x10, 1,000 routes, from the URL string, vs
/// RoutingKit" (<= 0.25x) from 0.26x to 0.28x. The table holds only the routes' literals, at
/// most half full, so a link's bytes never make a probe longer than the routes built.
struct RouteTrie: Sendable {
  struct Node: Sendable {
    /// The index of the node's parameter edge in `parameters`, or -1.
    var parameter: Int32 = -1
    /// The index of the route ending here, or -1.
    var route: Int32 = -1
    /// Whether a literal edge leaves this node: when none does, a step looks up nothing.
    var hasLiterals = false
  }

  /// A literal segment leaving a node.
  struct LiteralEdge: Sendable {
    let parent: Int32
    let literal: String
    let child: Int32
  }

  struct ParameterEdge: Sendable {
    let name: String
    let kind: DeepLinkParameterKind
    let child: Int32
    /// The route that added it, which joined the trie: every node after a new edge is new.
    let route: Int32
  }

  /// Why a route cannot join the trie, naming the route already there by its index.
  enum Clash {
    case conflict(Int32)
    case ambiguous(Int32, reason: String)
  }

  private(set) var nodes = [Node()]
  private(set) var parameters: [ParameterEdge] = []
  private(set) var literals: [LiteralEdge] = []
  /// Positions in `literals`, or -1 for an empty slot; a power of two long, at most half used.
  private var slots: [Int32]

  /// An empty trie with room for about `routes` routes of a few segments each.
  init(capacity routes: Int = 0) {
    nodes.reserveCapacity(1 + 2 * routes)
    literals.reserveCapacity(2 * routes)
    var slotCount = 16
    while slotCount < 4 * routes { slotCount *= 2 }
    slots = Array(repeating: -1, count: slotCount)
  }

  /// The node the literal edge `literal` from `node` leads to, if its bytes equal the edge's.
  ///
  /// Literals are ASCII: a string that equals one to `==` by canonical equivalence (`\u{212A}`
  /// is `K`) never has as many bytes, so `==` and equal byte counts compare byte for byte.
  func child(of node: Int32, literal: String) -> Int32? {
    let mask = slots.count - 1
    var slot = Self.hash(node, literal) & mask
    while case let index = slots[slot], index >= 0 {
      let edge = literals[Int(index)]
      if edge.parent == node && edge.literal == literal
        && edge.literal.utf8.count == literal.utf8.count
      {
        return edge.child
      }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// Adds the route of index `route`; returns what keeps it out of the trie, if anything.
  mutating func insert(
    _ pattern: DeepLinkPattern, kind: (String) -> DeepLinkParameterKind, route: Int32
  ) -> Clash? {
    var node: Int32 = 0
    for segment in pattern.segments {
      switch segment {
      case .literal(let literal):
        node = literalChild(of: node, literal)
      case .parameter(let name):
        let kind = kind(name)
        let index = nodes[Int(node)].parameter
        if index >= 0 {
          let edge = parameters[Int(index)]
          guard edge.kind == kind, edge.name == name else {
            return .ambiguous(
              edge.route,
              reason: "{\(edge.name)} (\(edge.kind)) and {\(name)} (\(kind)) at the same place")
          }
          node = edge.child
        } else {
          let child = newNode()
          nodes[Int(node)].parameter = Int32(parameters.count)
          parameters.append(ParameterEdge(name: name, kind: kind, child: child, route: route))
          node = child
        }
      }
    }
    let existing = nodes[Int(node)].route
    guard existing < 0 else { return .conflict(existing) }
    nodes[Int(node)].route = route
    return nil
  }

  private mutating func literalChild(of node: Int32, _ literal: String) -> Int32 {
    if let child = child(of: node, literal: literal) { return child }
    let child = newNode()
    literals.append(LiteralEdge(parent: node, literal: literal, child: child))
    nodes[Int(node)].hasLiterals = true
    if 2 * literals.count > slots.count {
      slots = Array(repeating: -1, count: 2 * slots.count)
      for index in literals.indices { place(Int32(index)) }
    } else {
      place(Int32(literals.count - 1))
    }
    return child
  }

  /// Puts the position of a literal edge in the first free slot from its hash on.
  private mutating func place(_ index: Int32) {
    let mask = slots.count - 1
    var slot = Self.hash(literals[Int(index)].parent, literals[Int(index)].literal) & mask
    while slots[slot] >= 0 { slot = (slot + 1) & mask }
    slots[slot] = index
  }

  /// FNV-1a over the parent and the literal's bytes, its high half folded into the low bits.
  private static func hash(_ parent: Int32, _ literal: String) -> Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(UInt32(bitPattern: parent))
    for byte in literal.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return Int(truncatingIfNeeded: hash ^ hash >> 29)
  }

  private mutating func newNode() -> Int32 {
    nodes.append(Node())
    return Int32(nodes.count - 1)
  }
}

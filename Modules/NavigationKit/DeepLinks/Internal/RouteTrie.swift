/// Every route of every feature in one trie keyed by path segment.
///
/// Matching a link follows one edge per segment: the literal edge whose bytes equal the
/// segment's if there is one (a literal wins over a parameter at the same place), else the
/// node's single parameter edge. It never backtracks and never looks at a route the path does
/// not lead to, so its cost depends on the link's length, not on how many routes exist. That
/// holds because building refuses two routes for the same links, and two parameters of
/// different names or kinds at one place.
struct RouteTrie: Sendable {
  struct Node: Sendable {
    /// The index of the node's parameter edge in `parameters`, or -1.
    var parameter: Int32 = -1
    /// The index of the route ending here, or -1.
    var route: Int32 = -1
    /// The route at this node, for issues.
    var owner: RouteOwner?
    /// Whether a literal edge leaves this node: when none does, a step looks up nothing.
    var hasLiterals = false
  }

  /// A literal segment leaving a node.
  struct LiteralEdge: Hashable, Sendable {
    let parent: Int32
    let literal: String
  }

  struct ParameterEdge: Sendable {
    let name: String
    let kind: DeepLinkParameterKind
    let child: Int32
    let owner: RouteOwner
  }

  /// Where one step from a node leads.
  enum Step {
    case literal(Int32)
    case parameter(ParameterEdge)
  }

  /// Why a route cannot join the trie, naming what is already there.
  enum Clash {
    case conflict(RouteOwner)
    case ambiguous(RouteOwner, reason: String)
  }

  private(set) var nodes = [Node()]
  private(set) var parameters: [ParameterEdge] = []
  /// The node each literal edge leads to.
  private(set) var literals: [LiteralEdge: Int32] = [:]

  /// An empty trie with room for about `routes` routes of a few segments each, so building
  /// a router of a thousand routes does not grow its tables one doubling at a time.
  init(capacity routes: Int = 0) {
    nodes.reserveCapacity(1 + 2 * routes)
    literals.reserveCapacity(2 * routes)
  }

  /// The step from `node` along `segment`: its literal edge when one matches the bytes, else
  /// its parameter edge, else `nil`.
  ///
  /// Literals are ASCII (a pattern's literal holds unreserved URL characters only), and two
  /// ASCII strings are equal exactly when their bytes are. A segment outside ASCII could equal
  /// a literal only by Unicode equivalence (`\u{212A}`, KELVIN SIGN, is `K` to Swift's `==`),
  /// so it is never looked up among the literals: segments compare byte for byte.
  func step(from node: Int32, along segment: String) -> Step? {
    if nodes[Int(node)].hasLiterals, segment.utf8.allSatisfy({ $0 < 0x80 }),
      let child = literals[LiteralEdge(parent: node, literal: segment)]
    {
      return .literal(child)
    }
    let parameter = nodes[Int(node)].parameter
    return parameter >= 0 ? .parameter(parameters[Int(parameter)]) : nil
  }

  /// Adds a route; returns what keeps it out of the trie, if anything.
  mutating func insert(
    _ pattern: DeepLinkPattern, kind: (String) -> DeepLinkParameterKind, route: Int32,
    owner: RouteOwner
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
              edge.owner,
              reason: "{\(edge.name)} (\(edge.kind)) and {\(name)} (\(kind)) at the same place")
          }
          node = edge.child
        } else {
          let child = newNode()
          nodes[Int(node)].parameter = Int32(parameters.count)
          parameters.append(ParameterEdge(name: name, kind: kind, child: child, owner: owner))
          node = child
        }
      }
    }
    if let existing = nodes[Int(node)].owner { return .conflict(existing) }
    nodes[Int(node)].route = route
    nodes[Int(node)].owner = owner
    return nil
  }

  private mutating func literalChild(of node: Int32, _ literal: String) -> Int32 {
    let edge = LiteralEdge(parent: node, literal: literal)
    if let child = literals[edge] { return child }
    let child = newNode()
    literals[edge] = child
    nodes[Int(node)].hasLiterals = true
    return child
  }

  private mutating func newNode() -> Int32 {
    nodes.append(Node())
    return Int32(nodes.count - 1)
  }
}

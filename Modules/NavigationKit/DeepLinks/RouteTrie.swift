/// Every route of every feature in one trie keyed by path segment.
///
/// Matching a link follows one edge per segment: a dictionary lookup for a literal, else the
/// node's single parameter edge. It never backtracks and never looks at a route the path does
/// not lead to, so its cost depends on the link's length, not on how many routes exist. That
/// holds because building rejects every ambiguity that would need backtracking.
struct RouteTrie: Sendable {
  struct Node: Sendable {
    var literals: [String: Int] = [:]
    var literalOwners: [String: String] = [:]
    var parameter: ParameterEdge?
    var route: Int?
    var parser: Int?
    /// The name of the route or parser at this node, for issues.
    var owner: String?
  }

  struct ParameterEdge: Sendable {
    let name: String
    let kind: DeepLinkParameterKind
    let child: Int
    let owner: String
  }

  /// Where a path leads.
  enum Destination {
    case route(Int, parameters: [String: String])
    case parser(Int)
  }

  private(set) var nodes = [Node()]

  /// Adds a route; returns the issue that keeps it out of the trie, if any.
  mutating func insert(
    _ route: ErasedRoute, pattern: DeepLinkPattern, index: Int
  ) -> DeepLinkRouteIssue? {
    var node = 0
    for segment in pattern.segments {
      if nodes[node].parser != nil {
        return .conflict(nodes[node].owner ?? "", route.name)
      }
      switch segment {
      case .literal(let literal):
        if let edge = nodes[node].parameter, edge.kind.accepts(literal) {
          return .ambiguous(
            edge.owner, route.name,
            reason: "'\(literal)' is also a valid {\(edge.name)} (\(edge.kind))")
        }
        node = child(of: node, literal: literal, owner: route.name)
      case .parameter(let name):
        let kind = route.kind(of: name)
        if let edge = nodes[node].parameter {
          guard edge.kind == kind, edge.name == name else {
            return .ambiguous(
              edge.owner, route.name,
              reason: "{\(edge.name)} (\(edge.kind)) and {\(name)} (\(kind)) at the same place")
          }
          node = edge.child
        } else {
          for literal in nodes[node].literals.keys.sorted() where kind.accepts(literal) {
            return .ambiguous(
              nodes[node].literalOwners[literal] ?? "", route.name,
              reason: "'\(literal)' is also a valid {\(name)} (\(kind))")
          }
          nodes.append(Node())
          nodes[node].parameter = ParameterEdge(
            name: name, kind: kind, child: nodes.count - 1, owner: route.name)
          node = nodes.count - 1
        }
      }
    }
    if let owner = nodes[node].owner {
      return .conflict(owner, route.name)
    }
    nodes[node].route = index
    nodes[node].owner = route.name
    return nil
  }

  /// Mounts a parser on its prefix; returns the issue that keeps it out, if any.
  mutating func mount(_ parser: ErasedParser, index: Int) -> DeepLinkRouteIssue? {
    if let owner = nodes[0].literalOwners[parser.prefix] {
      return .conflict(owner, parser.name)
    }
    let node = child(of: 0, literal: parser.prefix, owner: parser.name)
    nodes[node].parser = index
    nodes[node].owner = parser.name
    return nil
  }

  /// Follows `segments` from the root.
  ///
  /// - Throws: ``DeepLinkRejection/invalidParameter(_:)`` when a segment reaches a parameter
  ///   it does not satisfy, ``DeepLinkRejection/noRoute(path:)`` when the path leads nowhere.
  func destination(of segments: [String], path: String) throws(DeepLinkRejection) -> Destination {
    var node = 0
    var parameters: [String: String] = [:]
    for segment in segments {
      if let parser = nodes[node].parser { return .parser(parser) }
      if let child = nodes[node].literals[segment] {
        node = child
      } else if let edge = nodes[node].parameter {
        guard edge.kind.accepts(segment) else { throw .invalidParameter(edge.name) }
        parameters[edge.name] = segment
        node = edge.child
      } else {
        throw .noRoute(path: path)
      }
    }
    if let parser = nodes[node].parser { return .parser(parser) }
    guard let route = nodes[node].route else { throw .noRoute(path: path) }
    return .route(route, parameters: parameters)
  }

  private mutating func child(of node: Int, literal: String, owner: String) -> Int {
    if let child = nodes[node].literals[literal] { return child }
    nodes.append(Node())
    nodes[node].literals[literal] = nodes.count - 1
    nodes[node].literalOwners[literal] = owner
    return nodes.count - 1
  }
}

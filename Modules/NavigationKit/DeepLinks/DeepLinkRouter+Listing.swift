extension DeepLinkRouter {
  /// Every route, sorted by pattern, each with the literal paths that take precedence over its
  /// parameters (`shadowedBy`).
  ///
  /// - Complexity: O(*n*) calls of the routes' destination builders, made on each read.
  public var routes: [DeepLinkRouteInfo] {
    // The literals leaving each node, by the node's index.
    var literalsByNode = Array(repeating: [String](), count: trie.nodes.count)
    for edge in trie.literals { literalsByNode[Int(edge.parent)].append(edge.literal) }
    return routeList.map { compiled in
      let destinations = compiled.route.destinations(compiled.placeholders)
      return DeepLinkRouteInfo(
        pattern: compiled.route.pattern, module: compiled.route.module,
        queryItems: compiled.route.queryItems, presentation: compiled.route.presentation,
        requiresLogin: destinations.contains { $0.access.requiresLogin },
        destinations: destinations.map(\.description),
        shadowedBy: shadows(of: compiled, literalsByNode))
    }
    .sorted(byKey: { $0.pattern + "\u{0}" + $0.module })
  }

  /// For each parameter, every literal at its place that it would accept, as the path up to it,
  /// such as `orders/new` for `orders/{orderId}/track`.
  private func shadows(
    of compiled: CompiledRoute, _ literalsByNode: [[String]]
  ) -> [String] {
    var shadows: [String] = []
    var node: Int32 = 0
    var prefix: [String] = []
    for segment in compiled.pattern.segments {
      switch segment {
      case .literal(let literal):
        guard let child = trie.child(of: node, literal: literal) else { return shadows }
        prefix.append(literal)
        node = child
      case .parameter(let name):
        let kind = compiled.route.kind(of: name)
        let literals = literalsByNode[Int(node)].sorted()
        for literal in literals where kind.accepts(literal) {
          shadows.append((prefix + [literal]).joined(separator: "/"))
        }
        prefix.append("{\(name)}")
        let edge = trie.nodes[Int(node)].parameter
        guard edge >= 0 else { return shadows }
        node = trie.parameters[Int(edge)].child
      }
    }
    return shadows
  }
}

extension DeepLinkRouter {
  /// Reads `url`, such as `URL.absoluteString`, under the policy (``DeepLinkPolicy`` lists the
  /// rules) and matches it to a route.
  ///
  /// - Throws: ``DeepLinkRejection`` saying why the link shows nothing.
  /// - Complexity: O(*n*) in the URL's length, whatever the number of routes.
  public func match(_ url: String) throws(DeepLinkRejection) -> DeepLinkMatch {
    try match(reader.read(url))
  }

  func match(_ link: DeepLink) throws(DeepLinkRejection) -> DeepLinkMatch {
    var node: Int32 = 0
    // A literal edge whose bytes equal the segment's wins over the parameter edge.
    for segment in link.segments {
      let here = trie.nodes[Int(node)]
      if here.hasLiterals, let child = trie.child(of: node, literal: segment) {
        node = child
      } else if here.parameter >= 0 {
        let edge = trie.parameters[Int(here.parameter)]
        guard edge.kind.accepts(segment) else { throw .invalidParameter(edge.name) }
        node = edge.child
      } else {
        throw .noRoute(path: link.path)
      }
    }
    let index = trie.nodes[Int(node)].route
    guard index >= 0 else { throw .noRoute(path: link.path) }
    let compiled = routeList[Int(index)]
    // Path parameters are read from the link's segments; only query values need an array.
    var queryValues: [String?]? = nil
    if !compiled.queryItems.isEmpty {
      let pattern = compiled.route.pattern
      queryValues = []
      queryValues?.reserveCapacity(compiled.queryItems.count)
      for (name, kind) in compiled.queryItems {
        let value = try link.queryValue(named: name, route: pattern)
        if let value, !kind.accepts(value) { throw .invalidQueryItem(name, route: pattern) }
        queryValues?.append(value)
      }
    }
    return compiled.match(url: link.url, segments: link.segments, queryValues: queryValues)
  }
}

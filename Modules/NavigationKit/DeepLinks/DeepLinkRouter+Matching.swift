extension DeepLinkRouter {
  /// Reads `url` under the policy (``DeepLinkPolicy`` lists the rules) and matches its
  /// segments to a route, one step down the trie each.
  ///
  /// - Parameter url: The URL as received, such as `URL.absoluteString`.
  /// - Returns: The destinations the link shows.
  /// - Throws: ``DeepLinkRejection`` saying why the link shows nothing.
  /// - Complexity: O(*n*) in the URL's length, whatever the number of routes.
  public func match(_ url: String) throws(DeepLinkRejection) -> DeepLinkMatch {
    try match(reader.read(url))
  }

  /// Matches a link already read under the policy to a route.
  ///
  /// - Throws: ``DeepLinkRejection`` when no route matches or a value is invalid.
  func match(_ link: DeepLink) throws(DeepLinkRejection) -> DeepLinkMatch {
    var node: Int32 = 0
    for segment in link.segments {
      switch trie.step(from: node, along: segment) {
      case .literal(let child):
        node = child
      case .parameter(let edge):
        guard edge.kind.accepts(segment) else { throw .invalidParameter(edge.name) }
        node = edge.child
      case nil:
        throw .noRoute(path: link.path)
      }
    }
    let index = trie.nodes[Int(node)].route
    guard index >= 0 else { throw .noRoute(path: link.path) }
    let compiled = routeList[Int(index)]
    // The path parameters' values are the link's own segments, read in place by position;
    // only a route that reads query items needs an array of its own.
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

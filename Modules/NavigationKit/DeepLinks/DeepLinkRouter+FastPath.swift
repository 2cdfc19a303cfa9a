/// The parts of a ``DeepLinkPolicy`` the fast path compares bytes with.
struct FastPathPolicy: Sendable {
  let maximumLength: Int
  let maximumSegments: Int
  /// The custom scheme, lowercased; `nil` when it is not a valid scheme, so such links always
  /// take the general path.
  let scheme: [UInt8]?
  /// The universal-link hosts, lowercased.
  let hosts: [[UInt8]]

  init(_ policy: DeepLinkPolicy) {
    maximumLength = policy.maximumLength
    maximumSegments = policy.maximumSegments
    scheme = DeepLinkReader.isValidScheme(policy.scheme) ? Array(policy.scheme.utf8) : nil
    hosts = policy.universalLinkHosts.sorted().map { Array($0.utf8) }
  }
}

extension DeepLinkRouter {
  /// A route and its values found on the URL's bytes, when the link takes the common road:
  /// ASCII, no `%` in its path, no `%` or `+` in the query of a route that reads one, no
  /// parser on its way, every rule of the policy met and every value valid.
  ///
  /// `nil` says nothing about the link, only that the general path must read it: that path
  /// decides every rejection, so the two can never disagree on why a link is refused.
  func fastRoute(_ url: String) -> (route: Int32, slots: [MatchedParameters.Slot])? {
    url.utf8.withContiguousStorageIfAvailable { bytes in
      FastLinkReader(bytes: bytes, policy: fastPath, trie: trie).route(in: routeList)
    } ?? nil
  }
}

/// The fast path over one URL's bytes; see ``DeepLinkRouter/fastRoute(_:)``.
private struct FastLinkReader {
  let bytes: UnsafeBufferPointer<UInt8>
  let policy: FastPathPolicy
  let trie: RouteTrie

  typealias Slot = MatchedParameters.Slot

  func route(in routes: [CompiledRoute]) -> (route: Int32, slots: [Slot])? {
    guard bytes.count <= policy.maximumLength else { return nil }
    // Every byte printable ASCII; the fragment cut off; the scheme up to the first colon.
    var end = bytes.count
    var colon = -1
    for (offset, byte) in bytes.enumerated() {
      guard byte > 0x20, byte < 0x7F else { return nil }
      if end == bytes.count {
        if byte == ascii("#") {
          end = offset
        } else if byte == ascii(":") && colon < 0 {
          colon = offset
        }
      }
    }
    guard colon > 0, colon + 2 < end, bytes[colon + 1] == ascii("/"), bytes[colon + 2] == ascii("/")
    else { return nil }
    let isHTTPS = matches(0..<colon, "https".utf8)
    guard isHTTPS || policy.scheme.map({ matches(0..<colon, $0) }) == true else { return nil }
    let authorityStart = colon + 3
    var authorityEnd = authorityStart
    while authorityEnd < end, bytes[authorityEnd] != ascii("/"), bytes[authorityEnd] != ascii("?") {
      guard bytes[authorityEnd] != ascii("@"), bytes[authorityEnd] != ascii(":") else { return nil }
      authorityEnd += 1
    }
    let authority = authorityStart..<authorityEnd
    var queryStart = authorityEnd
    while queryStart < end, bytes[queryStart] != ascii("?") { queryStart += 1 }
    var path = authorityEnd..<queryStart

    var segmentCount = 0
    if isHTTPS {
      guard policy.hosts.contains(where: { matches(authority, $0) }) else { return nil }
    } else {
      guard !authority.isEmpty, authority.allSatisfy({ PercentEncoding.isUnreserved(bytes[$0]) })
      else { return nil }
      segmentCount = 1
    }
    // As the general path: one leading and one trailing "/" dropped, then "/" splits.
    let hasPathSegments = path.count > 1
    if hasPathSegments {
      path = (path.lowerBound + 1)..<path.upperBound
      if bytes[path.upperBound - 1] == ascii("/") {
        path = path.lowerBound..<(path.upperBound - 1)
      }
      segmentCount += 1
      for offset in path {
        if bytes[offset] == ascii("/") { segmentCount += 1 }
        if bytes[offset] == ascii("%") { return nil }
      }
    }
    guard segmentCount <= policy.maximumSegments else { return nil }

    return withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: segmentCount) { values in
      var node: Int32 = 0
      var found = 0
      func follow(_ segment: Range<Int>) -> Bool {
        guard !segment.isEmpty, trie.nodes[Int(node)].parser < 0 else { return false }
        let segmentBytes = UnsafeBufferPointer(rebasing: bytes[segment])
        switch trie.step(from: node, along: segmentBytes) {
        case .literal(let child):
          node = child
        case .parameter(let edge):
          guard edge.kind.accepts(ascii: segmentBytes) else { return false }
          values[found] = segment
          found += 1
          node = edge.child
        case nil:
          return false
        }
        return true
      }
      if !isHTTPS, !follow(authority) { return nil }
      if hasPathSegments {
        var start = path.lowerBound
        for offset in path where bytes[offset] == ascii("/") {
          guard follow(start..<offset) else { return nil }
          start = offset + 1
        }
        guard follow(start..<path.upperBound) else { return nil }
      }
      let nodeState = trie.nodes[Int(node)]
      guard nodeState.parser < 0, nodeState.route >= 0 else { return nil }
      let compiled = routes[Int(nodeState.route)]
      var slots: [Slot] = []
      slots.reserveCapacity(compiled.valueNames.count)
      for index in 0..<found { slots.append(.bytes(values[index])) }
      if !compiled.queryItems.isEmpty {
        let query = queryStart < end ? (queryStart + 1)..<end : end..<end
        for (name, kind) in compiled.queryItems {
          guard let slot = querySlot(name, kind, in: query) else { return nil }
          slots.append(slot)
        }
      }
      return (nodeState.route, slots)
    }
  }

  /// The slot of the query item `name`, or `nil` when the general path must decide: the query
  /// holds `%` or `+`, the item is repeated, or its value is invalid.
  private func querySlot(
    _ name: String, _ kind: DeepLinkParameterKind, in query: Range<Int>
  ) -> Slot? {
    var slot = Slot.absent
    var seen = false
    var start = query.lowerBound
    while start <= query.upperBound {
      var itemEnd = start
      while itemEnd < query.upperBound, bytes[itemEnd] != ascii("&") {
        guard bytes[itemEnd] != ascii("%"), bytes[itemEnd] != ascii("+") else { return nil }
        itemEnd += 1
      }
      if itemEnd > start {
        var equals = start
        while equals < itemEnd, bytes[equals] != ascii("=") { equals += 1 }
        if matches(start..<equals, name.utf8, foldingCase: false) {
          guard !seen else { return nil }
          seen = true
          let value = min(equals + 1, itemEnd)..<itemEnd
          if !value.isEmpty {
            guard kind.accepts(ascii: UnsafeBufferPointer(rebasing: bytes[value])) else {
              return nil
            }
            slot = .bytes(value)
          }
        }
      }
      start = itemEnd + 1
    }
    return slot
  }

  /// Whether the bytes in `range` equal `expected`, ASCII letters compared case-insensitively
  /// unless `foldingCase` is false (`expected` is lowercase then).
  private func matches(
    _ range: Range<Int>, _ expected: some Collection<UInt8>, foldingCase: Bool = true
  ) -> Bool {
    guard range.count == expected.count else { return false }
    var offset = range.lowerBound
    for byte in expected {
      let actual = foldingCase ? LiteralEdges.lowercased(bytes[offset]) : bytes[offset]
      guard actual == byte else { return false }
      offset += 1
    }
    return true
  }
}

private func ascii(_ scalar: Unicode.Scalar) -> UInt8 {
  UInt8(ascii: scalar)
}

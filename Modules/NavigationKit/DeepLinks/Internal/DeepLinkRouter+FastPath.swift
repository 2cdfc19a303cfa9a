// The fast path: a link of the common shape is matched on the URL's bytes where they lie, with
// no string, array or dictionary made until a destination is built. It is what keeps a match
// to a few allocations and flat from 10 to 10,000 routes (Benchmarks/README.md); the general
// path, `DeepLink` read in full, decides every link it declines and every rejection.

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
    maximumLength = min(policy.maximumLength, Int(Int32.max))
    maximumSegments = policy.maximumSegments
    scheme = DeepLinkReader.isValidScheme(policy.scheme) ? Array(policy.scheme.utf8) : nil
    hosts = policy.universalLinkHosts.sorted().map { Array($0.utf8) }
  }
}

extension DeepLinkRouter {
  /// A route and its values found on the URL's bytes, when the link takes the common road:
  /// ASCII, no `%` in its path, no `%` or `+` in the query of a route that reads one, at most ``ByteRanges/capacity`` values, every rule of the policy met
  /// and every value valid.
  ///
  /// `nil` says nothing about the link, only that the general path must read it: that path
  /// decides every rejection, so the two can never disagree on why a link is refused.
  func fastRoute(_ url: String) -> (route: Int32, values: ByteRanges)? {
    url.utf8.withContiguousStorageIfAvailable { fastRoute(bytes: $0) } ?? nil
  }

  private func fastRoute(bytes: UnsafeBufferPointer<UInt8>) -> (route: Int32, values: ByteRanges)? {
    guard bytes.count <= fastPath.maximumLength else { return nil }
    // Every byte printable ASCII; the fragment cut off; the scheme up to the first colon.
    var end = bytes.count
    var colon = -1
    for offset in 0..<bytes.count {
      let byte = bytes[offset]
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
    let scheme = 0..<colon
    let isHTTPS = Self.matches(bytes, scheme, "https".utf8)
    if !isHTTPS {
      guard let custom = fastPath.scheme, Self.matches(bytes, scheme, custom) else { return nil }
    }
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
      var allowed = false
      for host in fastPath.hosts where Self.matches(bytes, authority, host) { allowed = true }
      guard allowed else { return nil }
    } else {
      guard !authority.isEmpty else { return nil }
      for offset in authority where !PercentEncoding.isUnreserved(bytes[offset]) { return nil }
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
    guard segmentCount <= fastPath.maximumSegments else { return nil }

    var walk = TrieWalk()
    if !isHTTPS, !walk.follow(authority, in: bytes, trie) { return nil }
    if hasPathSegments {
      var start = path.lowerBound
      for offset in path where bytes[offset] == ascii("/") {
        guard walk.follow(start..<offset, in: bytes, trie) else { return nil }
        start = offset + 1
      }
      guard walk.follow(start..<path.upperBound, in: bytes, trie) else { return nil }
    }
    let node = trie.nodes[Int(walk.node)]
    guard node.route >= 0 else { return nil }
    let compiled = routeList[Int(node.route)]
    if !compiled.queryItems.isEmpty {
      let query = queryStart < end ? (queryStart + 1)..<end : end..<end
      for (name, kind) in compiled.queryItems {
        guard let value = Self.queryValue(name, kind, in: query, of: bytes),
          walk.values.append(value)
        else { return nil }
      }
    }
    return (node.route, walk.values)
  }

  /// The range of the query item `name`'s value (`.some(nil)` when absent or empty), or `nil`
  /// when the general path must decide: the query holds `%` or `+`, the item is repeated, or
  /// its value is invalid.
  private static func queryValue(
    _ name: String, _ kind: DeepLinkParameterKind, in query: Range<Int>,
    of bytes: UnsafeBufferPointer<UInt8>
  ) -> Range<Int>?? {
    var found: Range<Int>?
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
        if matches(bytes, start..<equals, name.utf8, foldingCase: false) {
          guard !seen else { return nil }
          seen = true
          let value = min(equals + 1, itemEnd)..<itemEnd
          if !value.isEmpty {
            guard kind.accepts(ascii: UnsafeBufferPointer(rebasing: bytes[value])) else {
              return nil
            }
            found = value
          }
        }
      }
      start = itemEnd + 1
    }
    return .some(found)
  }

  /// Whether the bytes in `range` equal `expected`, ASCII letters compared case-insensitively
  /// unless `foldingCase` is false (`expected` is lowercase then).
  private static func matches(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ expected: some Collection<UInt8>,
    foldingCase: Bool = true
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

/// A walk down the trie along segments that lie in a URL's bytes, keeping the ranges of the
/// parameters it passes.
private struct TrieWalk {
  var node: Int32 = 0
  var values = ByteRanges()

  /// Takes one step along `segment`; `false` when the general path must decide.
  mutating func follow(
    _ segment: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, _ trie: RouteTrie
  ) -> Bool {
    guard !segment.isEmpty else { return false }
    let segmentBytes = UnsafeBufferPointer(rebasing: bytes[segment])
    switch trie.step(from: node, along: segmentBytes) {
    case .literal(let child):
      node = child
    case .parameter(let edge):
      guard edge.kind.accepts(ascii: segmentBytes), values.append(segment) else { return false }
      node = edge.child
    case nil:
      return false
    }
    return true
  }
}

private func ascii(_ scalar: Unicode.Scalar) -> UInt8 {
  UInt8(ascii: scalar)
}

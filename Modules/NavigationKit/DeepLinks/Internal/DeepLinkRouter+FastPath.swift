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
    guard bytes.count <= fastPath.maximumLength, let base = bytes.baseAddress else { return nil }
    // One pass, left to right: the scheme, "//", the authority, each path segment (followed
    // down the trie as soon as it is read), then the query and fragment. Any byte outside
    // printable ASCII, any `%` before the query, or anything unusual hands the link over.
    var reader = FastReader(base: base, count: bytes.count)

    let scheme = reader.scheme()
    guard scheme.count > 0, reader.skip(ascii(":")), reader.skip(ascii("/")),
      reader.skip(ascii("/"))
    else { return nil }
    let isHTTPS = Self.isHTTPS(base, scheme)
    if !isHTTPS {
      guard let custom = fastPath.scheme, Self.equals(base, scheme, custom) else { return nil }
    }

    var walk = TrieWalk()
    var segmentCount = 0
    // The authority: a custom scheme's host is the first segment; a universal link's host is
    // one of the policy's.
    let authorityStart = reader.offset
    while let byte = reader.peek(), byte != ascii("/"), byte != ascii("?"), byte != ascii("#") {
      guard byte != ascii("@"), byte != ascii(":"), FastReader.isPrintable(byte),
        isHTTPS || PercentEncoding.isUnreserved(byte)
      else { return nil }
      reader.offset += 1
    }
    let authority = authorityStart..<reader.offset
    if isHTTPS {
      guard fastPath.hosts.contains(where: { Self.equals(base, authority, $0) }) else {
        return nil
      }
    } else {
      segmentCount = 1
      guard !authority.isEmpty, walk.follow(authority, in: base, trie) else {
        return nil
      }
    }

    // The path: one leading and one trailing "/" dropped, then "/" splits, as the general path
    // reads it; an empty segment anywhere else is the general path's to reject.
    if reader.skip(ascii("/")) {
      while true {
        let start = reader.offset
        reader.skipSegmentBytes()
        // The segment ends at the end, "/", "?" or "#"; a `%` or a byte outside printable
        // ASCII stops it too, and hands the link over.
        if let byte = reader.peek(), byte != ascii("/"), byte != ascii("?"), byte != ascii("#") {
          return nil
        }
        let segment = start..<reader.offset
        let isLast = !reader.skip(ascii("/"))
        if segment.isEmpty {
          // "/" alone, or the trailing "/", at the end; an empty segment anywhere else.
          guard isLast else { return nil }
          break
        }
        segmentCount += 1
        guard segmentCount <= fastPath.maximumSegments,
          walk.follow(segment, in: base, trie)
        else { return nil }
        if isLast { break }
      }
    }
    guard segmentCount <= fastPath.maximumSegments else { return nil }

    // The query and the fragment: printable ASCII, read only by a route with query items.
    let queryStart = reader.offset
    var queryEnd = -1
    while let byte = reader.peek() {
      guard FastReader.isPrintable(byte) else { return nil }
      if byte == ascii("#"), queryEnd < 0 { queryEnd = reader.offset }
      reader.offset += 1
    }
    let query = queryStart..<(queryEnd < 0 ? reader.offset : queryEnd)
    let node = trie.nodes[Int(walk.node)]
    guard node.route >= 0 else { return nil }
    if node.routeReadsQuery {
      let items = query.isEmpty ? query : (query.lowerBound + 1)..<query.upperBound
      for (name, kind) in routeList[Int(node.route)].queryItems {
        guard let value = Self.queryValue(name, kind, in: items, of: bytes),
          walk.values.append(value)
        else { return nil }
      }
    }
    return (node.route, walk.values)
  }

  /// Whether the bytes in `range` spell `https`, in any case: compared in place, where a
  /// static array would be reached through its lazy initializer on every match.
  @inline(__always)
  private static func isHTTPS(_ base: UnsafePointer<UInt8>, _ range: Range<Int>) -> Bool {
    guard range.count == 5 else { return false }
    let bytes = base + range.lowerBound
    return LiteralEdges.lowercased(bytes[0]) == ascii("h")
      && LiteralEdges.lowercased(bytes[1]) == ascii("t")
      && LiteralEdges.lowercased(bytes[2]) == ascii("t")
      && LiteralEdges.lowercased(bytes[3]) == ascii("p")
      && LiteralEdges.lowercased(bytes[4]) == ascii("s")
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
        if Self.equals(bytes, start..<equals, name: name) {
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
  /// (`expected` is lowercase).
  @inline(__always)
  private static func equals(
    _ base: UnsafePointer<UInt8>, _ range: Range<Int>, _ expected: [UInt8]
  ) -> Bool {
    guard range.count == expected.count else { return false }
    return expected.withUnsafeBufferPointer { expected in
      for index in 0..<expected.count
      where LiteralEdges.lowercased(base[range.lowerBound + index]) != expected[index] {
        return false
      }
      return true
    }
  }

  /// Whether the bytes in `range` equal `name`'s exactly.
  private static func equals(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, name: String
  ) -> Bool {
    guard range.count == name.utf8.count else { return false }
    return bytes[range].elementsEqual(name.utf8)
  }
}

/// The cursor of the fast path over a URL's bytes.
private struct FastReader {
  let base: UnsafePointer<UInt8>
  let count: Int
  var offset = 0

  /// The byte at the cursor, or `nil` at the end.
  @inline(__always)
  func peek() -> UInt8? {
    offset < count ? base[offset] : nil
  }

  /// Moves past `byte` when it is at the cursor.
  @inline(__always)
  mutating func skip(_ byte: UInt8) -> Bool {
    guard offset < count, base[offset] == byte else { return false }
    offset += 1
    return true
  }

  /// Moves past the bytes a path segment may hold as is: printable ASCII other than `#`, `%`,
  /// `/` and `?`. One range check and one bit test a byte, where a comparison each would
  /// branch five times.
  @inline(__always)
  mutating func skipSegmentBytes() {
    while offset < count {
      let index = base[offset] &- 0x21
      // Printable ASCII is `!` (0x21) to `~` (0x7E); of the first 32, the mask leaves out
      // `#` (bit 2), `%` (bit 4), `/` (bit 14) and `?` (bit 30).
      guard index < 0x5E, index >= 32 || (0xBFFF_BFEB as UInt32) >> index & 1 == 1 else {
        return
      }
      offset += 1
    }
  }

  /// Reads the scheme's letters, digits, `+`, `-` and `.`, returning their range.
  mutating func scheme() -> Range<Int> {
    let start = offset
    while let byte = peek(), PercentEncoding.isUnreserved(byte) || byte == UInt8(ascii: "+"),
      byte != UInt8(ascii: "_"), byte != UInt8(ascii: "~")
    {
      offset += 1
    }
    return start..<offset
  }

  @inline(__always)
  static func isPrintable(_ byte: UInt8) -> Bool {
    byte > 0x20 && byte < 0x7F
  }
}

/// A walk down the trie along segments that lie in a URL's bytes, keeping the ranges of the
/// parameters it passes.
private struct TrieWalk {
  var node: Int32 = 0
  var values = ByteRanges()

  /// Takes one step along `segment`; `false` when the general path must decide.
  @inline(__always)
  mutating func follow(
    _ segment: Range<Int>, in base: UnsafePointer<UInt8>, _ trie: RouteTrie
  ) -> Bool {
    let bytes = UnsafeBufferPointer(start: base + segment.lowerBound, count: segment.count)
    switch trie.fastStep(from: node, along: bytes) {
    case .literal(let child):
      node = child
    case .parameter(let index):
      let edge = trie.parameters[Int(index)]
      guard edge.kind.accepts(ascii: bytes), values.append(segment) else { return false }
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

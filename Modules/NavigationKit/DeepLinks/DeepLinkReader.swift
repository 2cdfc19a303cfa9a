/// Applies a ``DeepLinkPolicy`` to a URL string, byte by byte, with no help from `URL`: what
/// is accepted must not depend on the platform's URL parser.
struct DeepLinkReader {
  let policy: DeepLinkPolicy

  func read(_ url: String) throws(DeepLinkRejection) -> DeepLink {
    let bytes = url.utf8
    guard bytes.count <= policy.maximumLength else {
      throw .urlTooLong(bytes: bytes.count, limit: policy.maximumLength)
    }
    for (offset, byte) in bytes.enumerated() where byte <= 0x20 || byte >= 0x7F {
      throw .forbiddenCharacter(offset: offset)
    }
    // Only ASCII from here on, so each Character is one byte.
    let withoutFragment = url.prefix { $0 != "#" }
    guard let colon = withoutFragment.firstIndex(of: ":") else {
      throw .malformed("no scheme")
    }
    let scheme = withoutFragment[..<colon].lowercased()
    guard isValidScheme(scheme) else { throw .malformed("invalid scheme") }
    guard scheme == policy.scheme || scheme == "https" else { throw .schemeNotAllowed(scheme) }
    let afterScheme = withoutFragment[withoutFragment.index(after: colon)...]
    guard afterScheme.hasPrefix("//") else { throw .malformed("expected // after the scheme") }
    let afterSlashes = afterScheme.dropFirst(2)
    let authority = afterSlashes.prefix { $0 != "/" && $0 != "?" }
    let rest = afterSlashes[authority.endIndex...]
    let path = rest.prefix { $0 != "?" }
    let query = rest[path.endIndex...].dropFirst()

    guard !authority.contains("@") else { throw .userInfoNotAllowed }
    guard !authority.contains(":") else { throw .portNotAllowed }
    let host = authority.lowercased()
    var rawSegments: [Substring] = []
    if scheme == "https" {
      guard policy.universalLinkHosts.contains(host) else { throw .hostNotAllowed(host) }
    } else {
      guard !host.isEmpty else { throw .malformed("no host") }
      guard host.utf8.allSatisfy(PercentEncoding.isUnreserved) else {
        throw .malformed("invalid host")
      }
      rawSegments.append(Substring(host))
    }
    try appendSegments(of: path, to: &rawSegments)
    var segments: [String] = []
    segments.reserveCapacity(rawSegments.count)
    for raw in rawSegments {
      guard let decoded = PercentEncoding.decode(raw) else {
        throw .invalidPercentEncoding(String(raw))
      }
      segments.append(decoded)
    }
    return DeepLink(
      url: url, scheme: scheme, host: host, segments: segments,
      queryItems: queryItems(of: query))
  }

  /// Splits the path after the host, counting segments before keeping any.
  private func appendSegments(
    of path: Substring, to segments: inout [Substring]
  ) throws(DeepLinkRejection) {
    guard !path.isEmpty, path != "/" else { return }
    var trimmed = path.dropFirst()  // the leading "/"
    if trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    let count = segments.count + 1 + trimmed.utf8.count { $0 == UInt8(ascii: "/") }
    guard count <= policy.maximumSegments else {
      throw .tooManySegments(count: count, limit: policy.maximumSegments)
    }
    for segment in trimmed.split(separator: "/", omittingEmptySubsequences: false) {
      guard !segment.isEmpty else { throw .emptySegment }
      segments.append(segment)
    }
  }

  private func queryItems(of query: Substring) -> [DeepLink.QueryItem] {
    query.split(separator: "&").map { item in
      guard let equals = item.firstIndex(of: "=") else {
        return DeepLink.QueryItem(name: String(item), value: nil)
      }
      return DeepLink.QueryItem(
        name: String(item[..<equals]), value: String(item[item.index(after: equals)...]))
    }
  }

  /// RFC 3986: a letter, then letters, digits, `+`, `-` or `.`.
  private func isValidScheme(_ scheme: String) -> Bool {
    guard let first = scheme.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z")
    else { return false }
    return scheme.utf8.allSatisfy { byte in
      PercentEncoding.isUnreserved(byte) && byte != UInt8(ascii: "_") && byte != UInt8(ascii: "~")
        || byte == UInt8(ascii: "+")
    }
  }
}

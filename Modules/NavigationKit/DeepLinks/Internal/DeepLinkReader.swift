/// Applies a ``DeepLinkPolicy`` to a URL string, byte by byte, with no help from `URL`: what
/// is accepted must not depend on the platform's URL parser.
///
/// After the character check every byte is ASCII, so the reader works on the UTF-8 bytes with
/// byte searches, never walking grapheme clusters.
struct DeepLinkReader {
  let policy: DeepLinkPolicy

  private typealias Bytes = ArraySlice<UInt8>

  func read(_ url: String) throws(DeepLinkRejection) -> DeepLink {
    guard url.utf8.count <= policy.maximumLength else {
      throw .urlTooLong(bytes: url.utf8.count, limit: policy.maximumLength)
    }
    let all = Array(url.utf8)
    if let offset = all.firstIndex(where: { $0 <= 0x20 || $0 >= 0x7F }) {
      throw .forbiddenCharacter(offset: offset)
    }
    let bytes = all[..<(all.firstIndex(of: ascii("#")) ?? all.endIndex)]
    guard let colon = bytes.firstIndex(of: ascii(":")) else { throw .malformed("no scheme") }
    let scheme = Self.asciiLowercased(Self.string(bytes[..<colon]))
    guard Self.isValidScheme(scheme) else { throw .malformed("invalid scheme") }
    guard scheme == policy.scheme || scheme == "https" else { throw .schemeNotAllowed(scheme) }
    let afterScheme = bytes[(colon + 1)...]
    guard afterScheme.starts(with: [ascii("/"), ascii("/")]) else {
      throw .malformed("expected // after the scheme")
    }
    let afterSlashes = afterScheme.dropFirst(2)
    let authorityEnd =
      afterSlashes.firstIndex { $0 == ascii("/") || $0 == ascii("?") } ?? afterSlashes.endIndex
    let authority = afterSlashes[..<authorityEnd]
    let rest = afterSlashes[authorityEnd...]
    let queryStart = rest.firstIndex(of: ascii("?")) ?? rest.endIndex
    let path = rest[..<queryStart]
    let query = rest[queryStart...].dropFirst()

    guard !authority.contains(ascii("@")) else { throw .userInfoNotAllowed }
    guard !authority.contains(ascii(":")) else { throw .portNotAllowed }
    let host = Self.asciiLowercased(Self.string(authority))
    if scheme == "https" {
      guard policy.universalLinkHosts.contains(host) else { throw .hostNotAllowed(host) }
    } else {
      guard !host.isEmpty else { throw .malformed("no host") }
      guard authority.allSatisfy(PercentEncoding.isUnreserved) else {
        throw .malformed("invalid host")
      }
    }
    let segments = try segments(of: path, after: scheme == "https" ? nil : host)
    return DeepLink(
      url: url, scheme: scheme, host: host, segments: segments, queryItems: queryItems(of: query))
  }

  /// The segments of `path`, after `host` when it is the first: counted and checked before
  /// any is decoded, then the few that hold a `%` decoded. The first segment (the custom
  /// scheme's host, or a universal link's first path segment) is compared case-insensitively
  /// in both forms, so both spell it in lowercase: ASCII letters only, as route patterns do.
  private func segments(of path: Bytes, after host: String?) throws(DeepLinkRejection) -> [String] {
    var rest = path.dropFirst()  // the leading "/"
    if rest.last == ascii("/") { rest = rest.dropLast() }  // one trailing "/", or "/" alone
    let fromHost = host == nil ? 0 : 1
    let count = path.count > 1 ? fromHost + 1 + rest.count { $0 == ascii("/") } : fromHost
    guard count <= policy.maximumSegments else {
      throw .tooManySegments(count: count, limit: policy.maximumSegments)
    }
    var segments: [String] = []
    segments.reserveCapacity(count)
    if let host { segments.append(host) }
    while segments.count < count {
      let end = rest.firstIndex(of: ascii("/")) ?? rest.endIndex
      guard end > rest.startIndex else { throw .emptySegment }
      segments.append(Self.string(rest[..<end]))
      rest = rest[min(end + 1, rest.endIndex)...]
    }
    // Every byte is ASCII here, so a segment without `%` is its own text.
    for index in fromHost..<count where segments[index].utf8.contains(ascii("%")) {
      guard let decoded = PercentEncoding.decode(segments[index]) else {
        throw .invalidPercentEncoding(segments[index])
      }
      segments[index] = decoded
    }
    if host == nil, count > 0 { segments[0] = Self.asciiLowercased(segments[0]) }
    return segments
  }

  private func queryItems(of query: Bytes) -> [DeepLink.QueryItem] {
    query.split(separator: ascii("&")).map { item in
      guard let equals = item.firstIndex(of: ascii("=")) else {
        return DeepLink.QueryItem(name: Self.string(item), value: nil)
      }
      return DeepLink.QueryItem(
        name: Self.string(item[..<equals]), value: Self.string(item[(equals + 1)...]))
    }
  }

  /// RFC 3986: a letter, then letters, digits, `+`, `-` or `.`.
  private static func isValidScheme(_ scheme: String) -> Bool {
    guard let first = scheme.utf8.first, first >= ascii("a"), first <= ascii("z") else {
      return false
    }
    return scheme.utf8.allSatisfy { byte in
      PercentEncoding.isUnreserved(byte) && byte != ascii("_") && byte != ascii("~")
        || byte == ascii("+")
    }
  }

  private static func asciiLowercased(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 >= ascii("A") && $0 <= ascii("Z") }) else { return text }
    return String(
      decoding: text.utf8.map { $0 >= ascii("A") && $0 <= ascii("Z") ? $0 | 0x20 : $0 },
      as: UTF8.self)
  }

  private static func string(_ bytes: Bytes) -> String {
    String(decoding: bytes, as: UTF8.self)
  }
}

private func ascii(_ scalar: Unicode.Scalar) -> UInt8 {
  UInt8(ascii: scalar)
}

/// A URL that passed a ``DeepLinkPolicy``: its path split into decoded segments, and its query
/// items kept as received until a route asks for one.
///
/// For the custom scheme the host is the first segment, so `myapp://orders/A-1` and
/// `https://myapp.example.com/orders/A-1` both have the segments `["orders", "A-1"]`.
struct DeepLink: Hashable, Sendable {
  let url: String
  /// The policy's custom scheme or `https`.
  let scheme: String
  /// Lowercased. For the custom scheme it is also the first of ``segments``.
  let host: String
  /// Percent-decoded after splitting. The first is lowercased (ASCII letters) in both forms of
  /// link: it is compared case-insensitively, every later segment byte for byte.
  let segments: [String]
  /// After `?` and before any `#`, still percent-encoded: unknown items are never decoded.
  let query: String

  /// Split from ``query`` when read: a route that reads none never splits it.
  var queryItems: [QueryItem] {
    // Every character is one printable ASCII byte here, so splitting characters splits bytes.
    query.split(separator: "&").map { item in
      let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      return QueryItem(name: String(parts[0]), value: parts.count > 1 ? String(parts[1]) : nil)
    }
  }

  /// A query item as received, percent-encoded; its value is `nil` without `=`.
  struct QueryItem: Hashable, Sendable {
    let name: String
    let value: String?
  }

  /// Such as `orders/A-1`.
  var path: String { segments.joined(separator: "/") }

  /// The decoded value of the query item `name` (`+` as a space), or `nil` when it is absent
  /// or empty; an item that repeats or cannot be decoded is a rejection naming `route`.
  func queryValue(named name: String, route: String) throws(DeepLinkRejection) -> String? {
    var found: String?? = nil
    for item in queryItems where PercentEncoding.decode(item.name, plusAsSpace: true) == name {
      guard found == nil else { throw .repeatedQueryItem(name, route: route) }
      found = .some(item.value)
    }
    guard let raw = found ?? nil, !raw.isEmpty else { return nil }
    guard let value = PercentEncoding.decode(raw, plusAsSpace: true) else {
      throw .invalidPercentEncoding(raw)
    }
    return value.isEmpty ? nil : value
  }
}

extension DeepLink {
  /// Reads `url` under `policy`, by the rules ``DeepLinkPolicy`` lists.
  init(_ url: String, policy: DeepLinkPolicy) throws(DeepLinkRejection) {
    self = try DeepLinkReader(policy: policy).read(url)
  }
}

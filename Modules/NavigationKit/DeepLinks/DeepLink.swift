/// A URL that passed a ``DeepLinkPolicy``: its path split into decoded segments, and its query
/// items kept as received until a route asks for one.
///
/// For the custom scheme the host is the first segment, so `myapp://orders/A-1` and
/// `https://myapp.example.com/orders/A-1` both have the segments `["orders", "A-1"]`.
struct DeepLink: Hashable, Sendable {
  /// The URL as received.
  let url: String
  /// The scheme, lowercased: the policy's custom scheme or `https`.
  let scheme: String
  /// The host, lowercased. For the custom scheme it is also the first of ``segments``.
  let host: String
  /// The path segments, each percent-decoded after splitting, so an encoded `/` (`%2F`) stays
  /// inside its segment. The first is in lowercase (ASCII letters) in both forms of link: it
  /// is compared case-insensitively, every later segment byte for byte.
  let segments: [String]
  /// The query, after `?` and before any `#`, still percent-encoded: unknown items are
  /// ignored, never decoded.
  let query: String

  /// The query items in order, still percent-encoded, split from ``query`` when read: a
  /// route that reads none never splits it.
  var queryItems: [QueryItem] {
    query.utf8.split(separator: UInt8(ascii: "&")).map { item in
      guard let equals = item.firstIndex(of: UInt8(ascii: "=")) else {
        return QueryItem(name: String(Substring(item)), value: nil)
      }
      return QueryItem(
        name: String(Substring(item[..<equals])),
        value: String(Substring(item[item.index(after: equals)...])))
    }
  }

  /// A query item as received, before decoding.
  struct QueryItem: Hashable, Sendable {
    /// The name, percent-encoded.
    let name: String
    /// The value, percent-encoded, or `nil` for an item without `=`.
    let value: String?
  }

  /// The path as `/`-separated decoded segments, such as `orders/A-1`.
  var path: String { segments.joined(separator: "/") }

  /// The decoded value of the query item `name`, or `nil` when it is absent or empty.
  ///
  /// `+` reads as a space, as in HTML forms.
  ///
  /// - Parameters:
  ///   - name: The item's decoded name.
  ///   - route: The route asking, named in a rejection.
  /// - Throws: ``DeepLinkRejection/repeatedQueryItem(_:route:)`` when the item appears more
  ///   than once, ``DeepLinkRejection/invalidPercentEncoding(_:)`` when its value cannot be
  ///   decoded.
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
  /// Reads `url` under `policy`, by the rules ``DeepLinkPolicy`` lists in the order it
  /// applies them.
  ///
  /// - Parameters:
  ///   - url: The URL as received, such as `URL.absoluteString`.
  ///   - policy: The schemes, hosts and limits to apply.
  /// - Throws: ``DeepLinkRejection`` naming the first rule the URL breaks.
  init(_ url: String, policy: DeepLinkPolicy) throws(DeepLinkRejection) {
    self = try DeepLinkReader(policy: policy).read(url)
  }
}

/// The values a deep link carried, by parameter name: path parameters and query items, each
/// already decoded and validated against its ``DeepLinkParameterKind``.
/// A ``DeepLinkRoute`` reads them to build its destinations, and writes them to build a link
/// back.
public struct DeepLinkParameters: Sendable, ExpressibleByDictionaryLiteral {
  private let storage: Storage

  private enum Storage: Sendable {
    case dictionary([String: String])
    /// Read in place rather than copied into a dictionary for each match; `queryValues` has one
    /// per query item, or is `nil` for a route that reads none.
    case matched(CompiledRoute, segments: [String], queryValues: [String?]?)
  }

  init(_ values: [String: String]) {
    storage = .dictionary(values)
  }

  /// Creates parameters from a literal such as `["orderId": orderId, "q": query]`; `nil` values
  /// are left out, so an optional query item can be written as is.
  public init(dictionaryLiteral elements: (String, String?)...) {
    self.init(Dictionary(elements) { first, _ in first }.compactMapValues { $0 })
  }

  init(route: CompiledRoute, segments: [String], queryValues: [String?]?) {
    storage = .matched(route, segments: segments, queryValues: queryValues)
  }

  /// A path parameter's value. Every parameter of a matched route's pattern is present and
  /// valid; a name the pattern lacks reads as `""`, which no identifier accepts.
  public subscript(name: String) -> String {
    value(named: name) ?? ""
  }

  /// An optional query item's value, or `nil` when the link did not carry it.
  public func query(_ name: String) -> String? {
    value(named: name)
  }

  func value(named name: String) -> String? {
    switch storage {
    case .dictionary(let values):
      return values[name]
    case .matched(let route, let segments, let queryValues):
      if let place = route.pattern.segments.firstIndex(of: .parameter(name)) {
        return segments[place]
      }
      guard let index = route.queryItems.firstIndex(where: { $0.name == name }) else { return nil }
      return queryValues?[index] ?? nil
    }
  }
}

/// The values a deep link carried, by parameter name: path parameters and query items, each
/// already decoded and validated against its ``DeepLinkParameterKind``.
///
/// A route reads them to build its destinations, and writes them to build a link back:
///
/// ```swift
/// DeepLinkRoute<OrdersDestination>("orders/{orderId}") { parameters in
///   [.detail(orderId: parameters["orderId"])]
/// } parameters: { destination in
///   guard case .detail(let orderId) = destination else { return nil }
///   return ["orderId": orderId]
/// }
/// ```
///
/// A matched link's values are read from its segments and query values by the route's names,
/// rather than copied into a dictionary made for each match.
public struct DeepLinkParameters: Sendable, ExpressibleByDictionaryLiteral {
  private let storage: Storage

  private enum Storage: Sendable {
    case dictionary([String: String])
    /// A matched link's decoded segments, which hold the route's path parameters where its
    /// pattern has them, and one decoded value for each of the route's query items (`nil` for
    /// one the link did not carry), or `nil` for a route that reads none.
    case matched(CompiledRoute, segments: [String], queryValues: [String?]?)
  }

  /// Creates parameters from values; `nil` values are left out, so an optional query item can
  /// be written as is.
  init(_ values: [String: String?] = [:]) {
    storage = .dictionary(values.compactMapValues { $0 })
  }

  /// Creates parameters from a literal such as `["orderId": orderId, "q": query]`.
  public init(dictionaryLiteral elements: (String, String?)...) {
    self.init(Dictionary(elements, uniquingKeysWith: { first, _ in first }))
  }

  /// The values of a link matched to `route`.
  init(route: CompiledRoute, segments: [String], queryValues: [String?]?) {
    storage = .matched(route, segments: segments, queryValues: queryValues)
  }

  /// Every value present, by name.
  ///
  /// - Complexity: O(*n*) for the parameters of a matched link, made into a dictionary here.
  var values: [String: String] {
    switch storage {
    case .dictionary(let values):
      return values
    case .matched(let route, _, _):
      var present: [String: String] = [:]
      for name in route.valueNames { present[name] = value(named: name) }
      return present
    }
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

  /// The value of `name`, or `nil` when it is absent.
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

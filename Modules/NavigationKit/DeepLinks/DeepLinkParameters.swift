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
public struct DeepLinkParameters: Hashable, Sendable, ExpressibleByDictionaryLiteral {
  /// Every value present, by name.
  public private(set) var values: [String: String]

  /// Creates parameters from values; `nil` values are left out, so an optional query item can
  /// be written as is.
  public init(_ values: [String: String?] = [:]) {
    self.values = values.compactMapValues { $0 }
  }

  /// Creates parameters from a literal such as `["orderId": orderId, "q": query]`.
  public init(dictionaryLiteral elements: (String, String?)...) {
    self.init(Dictionary(elements, uniquingKeysWith: { first, _ in first }))
  }

  /// A path parameter's value. Every parameter of a matched route's pattern is present and
  /// valid; a name the pattern lacks reads as `""`, which no identifier accepts.
  public subscript(name: String) -> String {
    values[name] ?? ""
  }

  /// An optional query item's value, or `nil` when the link did not carry it.
  public func query(_ name: String) -> String? {
    values[name]
  }
}

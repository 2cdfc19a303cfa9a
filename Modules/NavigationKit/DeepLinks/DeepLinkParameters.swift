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
/// A matched link's values are kept beside the route's names, in order, rather than in a
/// dictionary made for each match.
public struct DeepLinkParameters: Sendable, ExpressibleByDictionaryLiteral {
  private let storage: Storage

  private enum Storage: Sendable {
    case dictionary([String: String])
    /// A matched route's path parameters then query items, and one decoded value for each
    /// (`nil` for an optional query item the link did not carry).
    case matched(names: [String], values: [String?])
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

  /// The values of a matched link, one per name.
  init(names: [String], values: [String?]) {
    storage = .matched(names: names, values: values)
  }

  /// Every value present, by name.
  ///
  /// - Complexity: O(*n*) for the parameters of a matched link, made into a dictionary here.
  var values: [String: String] {
    switch storage {
    case .dictionary(let values):
      return values
    case .matched(let names, let values):
      var present: [String: String] = [:]
      for (name, value) in zip(names, values) { present[name] = value }
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
    case .matched(let names, let values):
      guard let index = names.firstIndex(of: name) else { return nil }
      return values[index]
    }
  }
}

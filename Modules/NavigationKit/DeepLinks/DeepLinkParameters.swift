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
/// Parameters of a matched link are kept as slices of the URL until a route reads them, so a
/// match makes no dictionary and no string per parameter.
public struct DeepLinkParameters: Hashable, Sendable, ExpressibleByDictionaryLiteral {
  private let storage: Storage

  private enum Storage: Sendable {
    case dictionary([String: String])
    case matched(MatchedParameters)
  }

  /// Creates parameters from values; `nil` values are left out, so an optional query item can
  /// be written as is.
  public init(_ values: [String: String?] = [:]) {
    storage = .dictionary(values.compactMapValues { $0 })
  }

  /// Creates parameters from a literal such as `["orderId": orderId, "q": query]`.
  public init(dictionaryLiteral elements: (String, String?)...) {
    self.init(Dictionary(elements, uniquingKeysWith: { first, _ in first }))
  }

  init(matched: MatchedParameters) {
    storage = .matched(matched)
  }

  /// Every value present, by name.
  ///
  /// - Complexity: O(*n*) for the parameters of a matched link, which are kept as slices of
  ///   the URL until read.
  public var values: [String: String] {
    switch storage {
    case .dictionary(let values):
      return values
    case .matched(let matched):
      var values: [String: String] = [:]
      for (index, name) in matched.names.enumerated() {
        values[name] = matched.value(at: index)
      }
      return values
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
    case .matched(let matched):
      guard let index = matched.names.firstIndex(of: name) else { return nil }
      return matched.value(at: index)
    }
  }

  /// Whether both hold the same values by name.
  public static func == (lhs: DeepLinkParameters, rhs: DeepLinkParameters) -> Bool {
    lhs.values == rhs.values
  }

  /// Hashes the values by name.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(values)
  }
}

/// The parameters of one matched link: the route's names, and for each the bytes of the URL
/// it came from or its decoded text.
struct MatchedParameters: Sendable {
  /// Where a value is: a range of ASCII bytes of the URL that needs no decoding, decoded text,
  /// or nowhere (an optional query item the link did not carry).
  enum Slot: Sendable {
    case absent
    case bytes(Range<Int>)
    case text(String)
  }

  /// The route's path parameters, then its query items: shared by every match of the route.
  let names: [String]
  /// The URL the byte ranges point into.
  let source: String
  /// One slot per name.
  let slots: [Slot]

  func value(at index: Int) -> String? {
    switch slots[index] {
    case .absent:
      return nil
    case .text(let text):
      return text
    case .bytes(let range):
      let utf8 = source.utf8
      let contiguous = utf8.withContiguousStorageIfAvailable { buffer in
        String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
      }
      if let contiguous { return contiguous }
      let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
      let end = utf8.index(start, offsetBy: range.count)
      return String(decoding: utf8[start..<end], as: UTF8.self)
    }
  }
}

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
public struct DeepLinkParameters: Sendable, ExpressibleByDictionaryLiteral {
  private let storage: Storage

  private enum Storage: Sendable {
    case dictionary([String: String])
    case matched(MatchedParameters)
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

  init(matched: MatchedParameters) {
    storage = .matched(matched)
  }

  /// Every value present, by name.
  ///
  /// - Complexity: O(*n*) for the parameters of a matched link, which are kept as slices of
  ///   the URL until read.
  var values: [String: String] {
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
}

/// The parameters of one matched link: the route's names, and for each where its value is.
struct MatchedParameters: Sendable {
  /// Where the values are.
  enum Values: Sendable {
    /// Up to ``ByteRanges/capacity`` ranges of ASCII bytes of the URL that need no decoding:
    /// what the fast path finds, kept without an allocation.
    case bytes(ByteRanges)
    /// Decoded text, or `nil` for an optional query item the link did not carry.
    case text([String?])
  }

  /// The route's path parameters, then its query items: shared by every match of the route.
  let names: [String]
  /// The URL the byte ranges point into.
  let source: String
  /// One value per name.
  let values: Values

  func value(at index: Int) -> String? {
    switch values {
    case .text(let texts):
      return texts[index]
    case .bytes(let ranges):
      guard let range = ranges[index] else { return nil }
      return Self.text(of: range, in: source)
    }
  }

  /// The text of the ASCII bytes at `range` in `source`: a small string, with no allocation,
  /// when it fits in one (15 bytes on 64-bit platforms).
  ///
  /// Copied into a string of known capacity rather than through `String(decoding:as:)`, whose
  /// repairing decoder costs about a fifth more for a short value; the copy is still checked
  /// as UTF-8.
  static func text(of range: Range<Int>, in source: String) -> String {
    var source = source
    return source.withUTF8 { buffer in
      String(unsafeUninitializedCapacity: range.count) { text in
        text.initialize(fromContentsOf: buffer[range])
      }
    }
  }
}

/// A few byte ranges held inline, each present or absent.
struct ByteRanges: Sendable {
  /// The most ranges held.
  static let capacity = 4

  private var starts: (Int32, Int32, Int32, Int32) = (-1, -1, -1, -1)
  private var ends: (Int32, Int32, Int32, Int32) = (-1, -1, -1, -1)
  /// How many ranges, present or absent, have been appended.
  private(set) var count = 0

  /// Appends a range, or an absent value for `nil`; returns `false` when full.
  mutating func append(_ range: Range<Int>?) -> Bool {
    guard count < Self.capacity else { return false }
    let start = Int32(truncatingIfNeeded: range?.lowerBound ?? -1)
    let end = Int32(truncatingIfNeeded: range?.upperBound ?? -1)
    switch count {
    case 0: (starts.0, ends.0) = (start, end)
    case 1: (starts.1, ends.1) = (start, end)
    case 2: (starts.2, ends.2) = (start, end)
    default: (starts.3, ends.3) = (start, end)
    }
    count += 1
    return true
  }

  /// The range at `index`, or `nil` when it is absent.
  subscript(index: Int) -> Range<Int>? {
    let (start, end) =
      switch index {
      case 0: (starts.0, ends.0)
      case 1: (starts.1, ends.1)
      case 2: (starts.2, ends.2)
      default: (starts.3, ends.3)
      }
    return start < 0 ? nil : Int(start)..<Int(end)
  }
}

/// A route's path pattern, such as `orders/{orderId}/track`, split into segments.
struct DeepLinkPattern: Hashable, Sendable {
  enum Segment: Hashable, Sendable {
    case literal(String)
    case parameter(String)
  }

  let text: String
  let segments: [Segment]
  /// The names of the pattern's parameters, in order.
  let parameterNames: [String]

  /// Parses a pattern; the error says what is wrong with it.
  ///
  /// Literal segments hold unreserved URL characters only; parameters are `{name}` with an
  /// ASCII Swift-identifier name, each used once. The first segment is a lowercase literal,
  /// because it is the host of custom-scheme links, compared case-insensitively.
  ///
  /// - Complexity: O(*n*) in the pattern's length, reading its bytes once.
  init(_ text: String) throws(PatternError) {
    guard !text.isEmpty else { throw PatternError("the pattern is empty") }
    let utf8 = text.utf8
    // Sized before filling: a router of a thousand routes parses a thousand patterns at
    // start-up, and growing these arrays one segment at a time was most of its allocations.
    var segments: [Segment] = []
    var names: [String] = []
    let (slashes, braces) = utf8.reduce(into: (0, 0)) { counts, byte in
      if byte == UInt8(ascii: "/") { counts.0 += 1 }
      if byte == UInt8(ascii: "{") { counts.1 += 1 }
    }
    segments.reserveCapacity(slashes + 1)
    if braces > 0 { names.reserveCapacity(braces) }
    var firstIsLowercase = false
    var start = utf8.startIndex
    while true {
      let end = utf8[start...].firstIndex(of: UInt8(ascii: "/")) ?? utf8.endIndex
      let piece = text[start..<end]
      guard !piece.isEmpty else { throw PatternError("it has an empty segment") }
      if piece.utf8.first == UInt8(ascii: "{") || piece.utf8.last == UInt8(ascii: "}") {
        let name = String(piece.dropFirst().dropLast())
        guard piece.utf8.count >= 2, piece.utf8.first == UInt8(ascii: "{"),
          piece.utf8.last == UInt8(ascii: "}"), Self.isValidName(name)
        else {
          throw PatternError("'\(piece)' is not a parameter of the form {name}")
        }
        guard !names.contains(name) else {
          throw PatternError("parameter '\(name)' appears twice")
        }
        names.append(name)
        segments.append(.parameter(name))
      } else {
        guard piece.utf8.allSatisfy(PercentEncoding.isUnreserved) else {
          throw PatternError("'\(piece)' holds characters a URL path must encode")
        }
        if segments.isEmpty {
          firstIsLowercase = !piece.utf8.contains {
            $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z")
          }
        }
        segments.append(.literal(String(piece)))
      }
      guard end != utf8.endIndex else { break }
      start = utf8.index(after: end)
    }
    guard firstIsLowercase else { throw Self.firstSegmentError }
    self.text = text
    self.segments = segments
    self.parameterNames = names
  }

  private static let firstSegmentError = PatternError(
    "the first segment must be a lowercase literal: it is the host of links")

  /// An ASCII letter or `_`, then ASCII letters, digits or `_`.
  private static func isValidName(_ name: String) -> Bool {
    guard let first = name.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
    else { return false }
    return name.utf8.allSatisfy { byte in
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
        true
      default:
        false
      }
    }
  }

  struct PatternError: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
  }
}

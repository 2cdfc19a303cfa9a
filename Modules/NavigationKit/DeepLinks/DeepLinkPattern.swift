/// A route's path pattern, such as `orders/{orderId}/track`, split into segments.
struct DeepLinkPattern: Hashable, Sendable {
  enum Segment: Hashable, Sendable {
    case literal(String)
    case parameter(String)
  }

  let text: String
  let segments: [Segment]

  /// Parses a pattern; the error says what is wrong with it.
  ///
  /// Literal segments hold unreserved URL characters only; parameters are `{name}` with a
  /// Swift-identifier name, each used once. The first segment is a lowercase literal, because
  /// for the custom scheme it is the host, which is compared in lowercase.
  init(_ text: String) throws(PatternError) {
    guard !text.isEmpty else { throw PatternError("the pattern is empty") }
    var segments: [Segment] = []
    var names: Set<String> = []
    for piece in text.split(separator: "/", omittingEmptySubsequences: false) {
      guard !piece.isEmpty else { throw PatternError("it has an empty segment") }
      if piece.hasPrefix("{") || piece.hasSuffix("}") {
        let name = String(piece.dropFirst().dropLast())
        guard piece.hasPrefix("{"), piece.hasSuffix("}"), Self.isValidName(name) else {
          throw PatternError("'\(piece)' is not a parameter of the form {name}")
        }
        guard names.insert(name).inserted else {
          throw PatternError("parameter '\(name)' appears twice")
        }
        segments.append(.parameter(name))
      } else {
        guard piece.utf8.allSatisfy(PercentEncoding.isUnreserved) else {
          throw PatternError("'\(piece)' holds characters a URL path must encode")
        }
        segments.append(.literal(String(piece)))
      }
    }
    guard case .literal(let first) = segments[0], first == first.lowercased() else {
      throw PatternError("the first segment must be a lowercase literal: it is the host of links")
    }
    self.text = text
    self.segments = segments
  }

  /// The names of the pattern's parameters, in order.
  var parameterNames: [String] {
    segments.compactMap {
      if case .parameter(let name) = $0 { name } else { nil }
    }
  }

  private static func isValidName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
      first.isASCII
    else { return false }
    return name.unicodeScalars.allSatisfy {
      $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
    }
  }

  struct PatternError: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
  }
}

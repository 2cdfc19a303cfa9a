extension DeepLinkParameterKind {
  /// Whether a value spelled by `bytes` is valid for this kind: the answer ``accepts(_:)``
  /// gives for the same text, without making a string.
  ///
  /// - Parameter bytes: Printable ASCII (`!` to `~`) without `%`, as the router's fast path
  ///   hands over: such bytes need no decoding and hold no character the text kind forbids.
  func accepts(ascii bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    switch self {
    case .identifier:
      return (1...ResourceIdentifier.maximumLength).contains(bytes.count)
        && bytes.allSatisfy(ResourceIdentifier.isAllowed(ascii:))
    case .integer(let range):
      guard let number = Self.integer(bytes) else { return false }
      return range.contains(number)
    case .text(let maximumLength):
      return !bytes.isEmpty && bytes.count <= maximumLength
    }
  }

  /// The decimal integer `bytes` spell (digits with an optional leading `-`, at most 19
  /// digits), or `nil`, as `Int(_:)` reads it.
  private static func integer(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    let negative = bytes.first == UInt8(ascii: "-")
    let digits = negative ? UnsafeBufferPointer(rebasing: bytes.dropFirst()) : bytes
    guard !digits.isEmpty, digits.count <= 19 else { return nil }
    var magnitude: UInt64 = 0
    for byte in digits {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      magnitude = magnitude * 10 + UInt64(byte - UInt8(ascii: "0"))  // 19 digits fit in UInt64
    }
    if negative {
      guard magnitude <= UInt64(Int.max) + 1 else { return nil }
      return magnitude == UInt64(Int.max) + 1 ? Int.min : -Int(magnitude)
    }
    guard magnitude <= UInt64(Int.max) else { return nil }
    return Int(magnitude)
  }
}

extension ResourceIdentifier {
  /// Whether `byte` may appear in an id: an ASCII letter, digit, `-` or `_`.
  static func isAllowed(ascii byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
      true
    default:
      false
    }
  }
}

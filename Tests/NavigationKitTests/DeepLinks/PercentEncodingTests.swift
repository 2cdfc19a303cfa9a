import Testing

@testable import NavigationKit

/// UTF-8 validation after percent-decoding, on both of `PercentEncoding.decode`'s paths: text
/// with no `%` (validated as it is) and text with escapes (validated once decoded).
@Suite struct PercentEncodingTests {
  /// Ill-formed UTF-8, one case per way a byte sequence can go wrong.
  static let illFormed: [(name: String, bytes: [UInt8])] = [
    ("lone continuation byte", [0x80]),
    ("byte never used in UTF-8", [0xFF]),
    ("truncated two-byte sequence", [0x61, 0xC3]),
    ("overlong encoding of /", [0xC0, 0xAF]),
    ("overlong three-byte encoding", [0xE0, 0x80, 0xAF]),
    ("UTF-16 surrogate", [0xED, 0xA0, 0x80]),
    // Repair turns these three bytes into one three-byte U+FFFD: same length, other bytes.
    ("truncated four-byte sequence", [0xF0, 0x9F, 0x98]),
    ("beyond U+10FFFF", [0xF4, 0x90, 0x80, 0x80]),
    ("valid text, then a stray byte", Array("café".utf8) + [0xBF]),
  ]

  static let wellFormed = ["", "orders", "café", "日本", "😀 ok", "a\u{10FFFF}z"]

  @Test(arguments: illFormed)
  func rawIllFormedBytesAreRejected(_ example: (name: String, bytes: [UInt8])) {
    #expect(PercentEncoding.decode(example.bytes) == nil, "\(example.name)")
    #expect(PercentEncoding.string(validatingUTF8: example.bytes) == nil, "\(example.name)")
  }

  @Test(arguments: illFormed)
  func percentEncodedIllFormedBytesAreRejected(_ example: (name: String, bytes: [UInt8])) {
    let escaped = example.bytes.map { "%" + hex($0) }.joined()
    #expect(PercentEncoding.decode(escaped) == nil, "\(example.name): \(escaped)")
    #expect(PercentEncoding.decode(escaped, plusAsSpace: true) == nil, "\(example.name)")
  }

  @Test(arguments: wellFormed)
  func wellFormedTextDecodesOnBothPaths(_ text: String) {
    #expect(PercentEncoding.decode(Array(text.utf8)) == text)
    #expect(PercentEncoding.decode(PercentEncoding.encode(text)) == text)
    #expect(PercentEncoding.decode(text.utf8.map { "%" + hex($0) }.joined()) == text)
  }

  /// Where the standard library's own validator exists (Linux, iOS 18, macOS 15), the
  /// decoder agrees with it on every one- and two-byte sequence and on three- and four-byte
  /// sequences drawn around the lead bytes where UTF-8's rules change.
  @Test func agreesWithTheStandardLibrarysValidator() {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    var sequences: [[UInt8]] = (0...255).map { [UInt8($0)] }
    for first in 0...255 {
      for second in 0...255 { sequences.append([UInt8(first), UInt8(second)]) }
    }
    let edges: [UInt8] = [0x00, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC2, 0xDF]
    for lead: UInt8 in 0xE0...0xF5 {
      for second in edges {
        for third in edges {
          sequences.append([lead, second, third])
          for fourth in edges { sequences.append([lead, second, third, fourth]) }
        }
      }
    }
    var disagreements: [[UInt8]] = []
    for bytes in sequences
    where PercentEncoding.string(validatingUTF8: bytes) != String(validating: bytes, as: UTF8.self)
    {
      disagreements.append(bytes)
    }
    #expect(disagreements.count == 0, "first: \(disagreements.prefix(5))")
    #expect(sequences.count > 70_000)
  }

  private func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return digits.count == 1 ? "0" + digits : digits
  }
}

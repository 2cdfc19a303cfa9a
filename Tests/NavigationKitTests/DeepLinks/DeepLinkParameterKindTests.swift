import NavigationKit
import Testing

@Suite struct DeepLinkParameterKindTests {
  @Test(arguments: ["A-1", "a_b", "0", "ABC-def_123", String(repeating: "x", count: 64)])
  func identifierAccepts(value: String) {
    #expect(DeepLinkParameterKind.identifier.accepts(value))
  }

  @Test(
    arguments: [
      "", String(repeating: "x", count: 65), "a/b", "a.b", "..", "a b", "caf\u{E9}", "a%2F",
      "a\u{0}", "A\u{2011}1", "\u{FF21}",
    ])
  func identifierRejects(value: String) {
    #expect(!DeepLinkParameterKind.identifier.accepts(value))
  }

  @Test(
    arguments: [
      (1...99, "1", true), (1...99, "99", true), (1...99, "42", true), (1...99, "007", true),
      (1...99, "0", false), (1...99, "100", false), (1...99, "-1", false), (1...99, "", false),
      (1...99, "-", false), (1...99, "+5", false), (1...99, "1.0", false), (1...99, "1e1", false),
      (1...99, " 1", false), (1...99, "0x1", false), (1...99, "\u{663}", false),
      (1...99, "\u{FF11}", false), (-5...5, "-5", true), (-5...5, "-0", true),
      (-5...5, "-6", false), (-5...5, "--1", false), (-5...5, "1-", false),
      (Int.min...Int.max, "9223372036854775807", true),
      (Int.min...Int.max, "-9223372036854775808", true),
      (Int.min...Int.max, "9223372036854775808", false),
      (Int.min...Int.max, "00000000000000000001", false),
    ] as [(ClosedRange<Int>, String, Bool)])
  func integerAcceptsDigitsWithinItsRange(range: ClosedRange<Int>, value: String, accepted: Bool) {
    #expect(DeepLinkParameterKind.integer(range).accepts(value) == accepted)
  }

  @Test(
    arguments: [
      "café", "hello", "a b", "a/b", "?#&", "日本語", "👍🏽", "e\u{301}", "\u{E9}\u{E9}\u{E9}",
    ])
  func textAcceptsOrdinaryUnicode(value: String) {
    #expect(DeepLinkParameterKind.text(maximumLength: 5).accepts(value))
  }

  @Test(
    arguments: [
      "", "hello!", "e\u{301}e\u{301}e\u{301}", "👍🏽👍🏽👍🏽",
      "a\u{0}", "a\tb", "a\nb", "a\rb", "\u{1B}[31m", "a\u{7F}", "a\u{85}", "a\u{9F}",
      "a\u{2028}b", "a\u{2029}b", "a\u{202A}", "a\u{202B}", "a\u{202C}", "a\u{202D}",
      "a\u{202E}b", "a\u{2066}", "a\u{2067}", "a\u{2068}", "a\u{2069}", "a\u{200E}", "a\u{200F}",
    ])
  func textRejectsEmptyTooLongControlAndBidiCharacters(value: String) {
    #expect(!DeepLinkParameterKind.text(maximumLength: 5).accepts(value))
  }

  @Test(arguments: [
    "a\u{200B}b", "a\u{200C}b", "a\u{200D}b", "a\u{2060}b", "\u{FEFF}a", "a\u{180E}",
    "a\u{E0001}", "a\u{E0041}\u{E007F}", "a\u{AD}b",
  ])
  func textRejectsZeroWidthAndTagCharactersLikeBidiMarks(value: String) {
    #expect(!DeepLinkParameterKind.text.accepts(value))
  }

  @Test func longPrintableASCIITextIsCountedAndCheckedLikeAnyOther() {
    let kind = DeepLinkParameterKind.text(maximumLength: 40)
    let forty = String(repeating: "leave at the door ", count: 3).prefix(40)

    #expect(kind.accepts(String(forty)))
    #expect(!kind.accepts(String(forty) + "!"))
    #expect(!kind.accepts(String(repeating: "a", count: 30) + "\u{7F}"))
    #expect(!kind.accepts(String(repeating: "a", count: 30) + "\u{200B}"))
    #expect(kind.accepts(String(repeating: "a", count: 30) + "café"))
  }

  @Test func textLengthIsCountedInUnicodeScalars() {
    let kind = DeepLinkParameterKind.text(maximumLength: 3)

    #expect(kind.accepts("\u{E9}\u{E9}\u{E9}"))  // 3 characters, 3 scalars
    #expect(!kind.accepts("e\u{301}e\u{301}"))  // 2 characters, 4 scalars
    #expect(kind.accepts("👍🏽"))  // 1 character, 2 scalars
    #expect(!kind.accepts("👍🏽👍🏽"))  // 2 characters, 4 scalars
  }

  @Test func defaultTextAllows256Scalars() {
    #expect(DeepLinkParameterKind.text == .text(maximumLength: 256))
    #expect(DeepLinkParameterKind.text.accepts(String(repeating: "é", count: 256)))
    #expect(!DeepLinkParameterKind.text.accepts(String(repeating: "é", count: 257)))
  }

  @Test func textRejectsTheArabicLetterMark() {
    // U+061C ARABIC LETTER MARK is a Bidi_Control character like U+200E and U+200F.
    #expect(!DeepLinkParameterKind.text.accepts("abc\u{61C}def"))
  }

  @Test(
    arguments: [
      (DeepLinkParameterKind.identifier, "identifier"),
      (.integer(1...99), "integer(1...99)"),
      (.integer(-3...3), "integer(-3...3)"),
      (.text, "text(256)"),
      (.text(maximumLength: 40), "text(40)"),
    ])
  func description(kind: DeepLinkParameterKind, text: String) {
    #expect(kind.description == text)
  }
}

import NavigationKit
import Testing

@Suite struct UntrustedTextTests {
  @Test(arguments: [
    ("A-1", #""A-1""#),
    ("say \"hi\"\\", #""say \"hi\"\\""#),
    ("line\nbreak\r\t\0", #""line\nbreak\r\t\0""#),
    ("next\u{85}line", #""next\u{85}line""#),
    ("bell\u{7}del\u{7F}", #""bell\u{7}del\u{7F}""#),
    ("a\u{2028}b\u{2029}c", #""a\u{2028}b\u{2029}c""#),
    ("x\u{202E}FAKE\u{202C}", #""x\u{202E}FAKE\u{202C}""#),
    ("iso\u{2066}late\u{2069}", #""iso\u{2066}late\u{2069}""#),
    ("zero\u{200B}width\u{200D}joiner\u{FEFF}", #""zero\u{200B}width\u{200D}joiner\u{FEFF}""#),
    ("tag\u{E0041}\u{E007F}", #""tag\u{E0041}\u{E007F}""#),
    ("private\u{E000}", #""private\u{E000}""#),
    ("café ✓ 日本", #""café ✓ 日本""#),
  ])
  func quotedEscapesWhatCouldBreakReorderOrHideALine(_ text: String, _ expected: String) {
    #expect(UntrustedText.quoted(text) == expected)
  }

  @Test func quotedCutsAtTheLimitCountedInScalars() {
    let long = String(repeating: "a", count: UntrustedText.limit + 1)
    #expect(UntrustedText.quoted(long) == "\"\(long.dropLast())\"…")
    let exact = String(repeating: "a", count: UntrustedText.limit)
    #expect(UntrustedText.quoted(exact) == "\"\(exact)\"")
  }

  @Test func oneCharacterOfManyCombiningMarksIsCutToo() {
    let flood = "e" + String(repeating: "\u{301}", count: 100_000)
    #expect(flood.count == 1)
    let shown = UntrustedText.quoted(flood)
    #expect(shown.unicodeScalars.count == UntrustedText.limit + 3)
    #expect(shown.hasSuffix("\"…"))
  }

  @Test func labelKeepsPlainNamesAndQuotesTheRest() {
    #expect(UntrustedText.label("orders/sheet") == "orders/sheet")
    #expect(UntrustedText.label("tabs[0]/?") == "tabs[0]/?")
    #expect(UntrustedText.label("") == #""""#)
    #expect(UntrustedText.label("two words") == #""two words""#)
    #expect(UntrustedText.label("x\u{202E}") == #""x\u{202E}""#)
    #expect(UntrustedText.label(String(repeating: "a", count: 65)).hasSuffix("\"…"))
  }

  @Test func escapingControlsChangesOnlyDangerousScalars() {
    #expect(
      UntrustedText.escapingControls(#"detail(orderId: "A-1")"#) == #"detail(orderId: "A-1")"#)
    #expect(UntrustedText.escapingControls("a\u{202E}b\nc") == #"a\u{202E}b\u{A}c"#)
  }
}

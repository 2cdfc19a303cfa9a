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

  /// Every Unicode general category with scalars of it, and whether its scalars are escaped:
  /// what could break, reorder or hide part of a line is; everything else is shown.
  static let categories: [(Unicode.GeneralCategory, [UInt32], Bool)] = [
    (.control, [0x00, 0x09, 0x0A, 0x0D, 0x1B, 0x7F, 0x85, 0x9B, 0x9F], true),
    (
      .format,
      [
        0xAD, 0x61C, 0x200B, 0x200C, 0x200D, 0x200E, 0x200F, 0x202A, 0x202E, 0x2060, 0x2066,
        0x2069, 0xFEFF, 0xFFF9, 0x110BD, 0xE0001, 0xE0041, 0xE007F,
      ],
      true
    ),
    (.lineSeparator, [0x2028], true),
    (.paragraphSeparator, [0x2029], true),
    (.privateUse, [0xE000, 0xF8FF, 0xF0000, 0xFFFFD, 0x100000, 0x10FFFD], true),
    (.unassigned, [0x378, 0xFDD0, 0xFFFE, 0xFFFF, 0x1FFFF, 0xE0080, 0x10FFFF], true),
    (.uppercaseLetter, [0x41, 0xC9, 0x416], false),
    (.lowercaseLetter, [0x61, 0xE9, 0x3B1], false),
    (.titlecaseLetter, [0x1C5], false),
    (.modifierLetter, [0x2B0, 0x3005], false),
    (.otherLetter, [0x5D0, 0x627, 0x65E5], false),
    (.nonspacingMark, [0x301, 0x5B0], false),
    (.spacingMark, [0x903], false),
    (.enclosingMark, [0x20DD], false),
    (.decimalNumber, [0x30, 0x660], false),
    (.letterNumber, [0x2160], false),
    (.otherNumber, [0xB2, 0xBD], false),
    (.connectorPunctuation, [0x5F], false),
    (.dashPunctuation, [0x2D, 0x2014], false),
    (.openPunctuation, [0x28, 0x5B], false),
    (.closePunctuation, [0x29, 0x5D], false),
    (.initialPunctuation, [0xAB, 0x201C], false),
    (.finalPunctuation, [0xBB, 0x201D], false),
    (.otherPunctuation, [0x21, 0x3F, 0x2F], false),
    (.mathSymbol, [0x2B, 0x2192], false),
    (.currencySymbol, [0x24, 0x20AC], false),
    (.modifierSymbol, [0x5E, 0x60], false),
    (.otherSymbol, [0xA9, 0x2713, 0x1F600], false),
    (.spaceSeparator, [0x20, 0xA0, 0x2003, 0x3000], false),
  ]

  /// One table for the one rule: every function here escapes exactly the scalars of controls,
  /// format characters, line and paragraph separators, private use and unassigned code points.
  @Test(arguments: categories)
  func eachCategoryIsEscapedOrShownByEveryFunction(
    category: Unicode.GeneralCategory, values: [UInt32], escaped: Bool
  ) throws {
    for value in values {
      let scalar = try #require(Unicode.Scalar(value))
      let text = String(scalar)
      let hex = "\\u{\(String(value, radix: 16, uppercase: true))}"
      #expect(scalar.properties.generalCategory == category, "\(hex) is not \(category)")
      #expect(UntrustedText.escapes(scalar) == escaped, "\(hex)")
      #expect(UntrustedText.escapingControls("a\(text)b") == (escaped ? "a\(hex)b" : "a\(text)b"))
      #expect(UntrustedText.excerpt(text, limit: 8) == (escaped ? hex : text))
      let quoted = UntrustedText.quoted(text)
      if escaped {
        #expect(quoted.hasPrefix("\"\\") && quoted.unicodeScalars.allSatisfy(\.isASCII))
      } else {
        #expect(quoted == "\"\(text)\"")
      }
      if escaped {
        #expect(UntrustedText.label(text) == quoted)
      }
    }
  }

  /// The table names every category a scalar can have (a surrogate cannot be one).
  @Test func theTableCoversEveryCategory() throws {
    var seen: Set<String> = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      seen.insert("\(scalar.properties.generalCategory)")
    }
    #expect(seen == Set(Self.categories.map { "\($0.0)" }))
  }
}

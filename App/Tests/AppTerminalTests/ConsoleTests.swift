import Foundation
import NavigationKit
import Testing

@testable import AppTerminal

/// No line the App writes carries a control character raw.
@Suite struct ConsoleTests {
  @Test func controlCharactersAreEscapedInEveryLineWritten() {
    #expect(
      Console.escapingControls("state file /tmp/\u{1B}[31mred\u{7}\u{9B}\ttab\nnext")
        == #"state file /tmp/\u001B[31mred\u0007\u009B\u0009tab"# + "\nnext")
    #expect(Console.escapingControls("plain: état ✓") == "plain: état ✓")
  }

  /// `DEL` and C1 controls may stand raw in a JSON string; escaped, the line means the same.
  @Test func anEscapedJSONLineIsStillTheSameJSON() throws {
    let line = #"{"query":"a\#u{7F}b\#u{9B}c"}"#
    let escaped = Console.escapingControls(line)
    #expect(!escaped.unicodeScalars.contains { $0.value == 0x7F || $0.value == 0x9B })
    let object = try JSONSerialization.jsonObject(with: Data(escaped.utf8)) as? [String: String]
    #expect(object == ["query": "a\u{7F}b\u{9B}c"])
  }

  /// Each kind of scalar the core escapes (`UntrustedText.escapes(_:)`) — controls, format
  /// characters, separators, private use, unassigned — is written as a JSON escape, a pair of
  /// them beyond `U+FFFF`.
  @Test(arguments: [
    (0x1B, #"\u001B"#), (0x85, #"\u0085"#), (0x202E, #"\u202E"#), (0x2066, #"\u2066"#),
    (0x2028, #"\u2028"#), (0x2029, #"\u2029"#), (0x200B, #"\u200B"#), (0xFEFF, #"\uFEFF"#),
    (0xAD, #"\u00AD"#), (0xE000, #"\uE000"#), (0x378, #"\u0378"#), (0xFFFF, #"\uFFFF"#),
    (0xE0041, #"\uDB40\uDC41"#), (0xF0000, #"\uDB80\uDC00"#), (0x10FFFF, #"\uDBFF\uDFFF"#),
  ])
  func eachScalarTheCoreEscapesIsWrittenAsAJSONEscape(value: UInt32, escape: String) throws {
    let scalar = try #require(Unicode.Scalar(value))
    #expect(Console.escapingControls("a\(Character(scalar))b") == "a\(escape)b")
  }

  /// The console escapes exactly what the core escapes, the newline between lines aside.
  @Test func theConsoleAndTheCoreDrawTheSameLine() {
    var differing: [UInt32] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value), scalar != "\n" else { continue }
      let text = String(Character(scalar))
      let escaped = Console.escapingControls(text) != text
      if escaped != UntrustedText.escapes(scalar) { differing.append(value) }
    }
    #expect(differing.isEmpty)
  }

  /// `JSONEncoder` leaves separators and bidirectional controls raw in a string; a JSON line
  /// holds them escaped, so it stays one line to every reader and decodes to the same text.
  @Test func aJSONLineIsOneLineWhateverItsStringsHold() throws {
    let hostile = "a\u{202E}b\u{2028}c\u{2029}d\u{85}e\u{200B}f\u{FEFF}g\u{E000}h\u{E0041}i\u{1B}j"
    let line = JSONLine.encode(["value": hostile])

    #expect(
      line == #"{"value":"a\u202Eb\u2028c\u2029d\u0085e\u200Bf\uFEFFg\uE000h\uDB40\uDC41i\u001bj"}"#
    )
    #expect(line.split(whereSeparator: \.isNewline).count == 1)
    let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String]
    #expect(object == ["value": hostile])
  }
}

import Foundation
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
}

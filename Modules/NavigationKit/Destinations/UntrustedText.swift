/// Shows text that came from outside — part of a deep link, a state file, a search field, a
/// typed command — safely inside one line of a screen, a log or a terminal.
///
/// Every feature shows untrusted values through these functions, so none of them can break a
/// line, reorder it with bidirectional controls, hide characters from the reader, or flood the
/// output:
///
/// ```swift
/// UntrustedText.quoted("A-1")              // "A-1"
/// UntrustedText.quoted("x\u{202E}FAKE\n")  // "x\u{202E}FAKE\n"
/// UntrustedText.label("orders/sheet")      // orders/sheet
/// ```
///
/// Lengths are counted in Unicode scalars, never in `Character`s: one `Character` can hold a
/// megabyte of combining marks.
public enum UntrustedText {
  /// The most Unicode scalars shown of one value.
  package static let limit = 64

  /// `untrusted` as a Swift string literal, cut to `limit` (64) Unicode scalars with `…` after
  /// the closing quote.
  ///
  /// Quotes, backslashes and every scalar ``escapes(_:)`` names (such as `\n` or `\u{202E}`)
  /// are escaped.
  public static func quoted(_ untrusted: some StringProtocol) -> String {
    let (text, cut) = escaped(untrusted, limit: limit, quoting: true)
    return "\"\(text)\"" + (cut ? "…" : "")
  }

  /// `untrusted` as is when it is a plain name such as `orders/sheet` (ASCII letters, digits,
  /// `-`, `_`, `.`, `/`, `[`, `]`, `?`, at most `limit` (64) bytes), and ``quoted(_:)`` otherwise.
  public static func label(_ untrusted: some StringProtocol) -> String {
    let plain =
      !untrusted.isEmpty && untrusted.utf8.count <= limit
      && untrusted.utf8.allSatisfy { ResourceIdentifier.isAllowed($0) || "./[]?".utf8.contains($0) }
    return plain ? String(untrusted) : quoted(untrusted)
  }

  /// `untrusted` escaped as `escapingControls(_:)` does and cut to `limit` scalars with `…`:
  /// for a value inside a text that quotes it already, such as a JSON string.
  public static func excerpt(_ untrusted: some StringProtocol, limit: Int) -> String {
    let (text, cut) = escaped(untrusted, limit: limit, quoting: false)
    return cut ? text + "…" : text
  }

  /// `text` with every scalar ``escapes(_:)`` names escaped and nothing else changed: for shaped
  /// text whose parts may hold untrusted values, such as a destination's description.
  public static func escapingControls(_ text: some StringProtocol) -> String {
    guard text.unicodeScalars.contains(where: escapes) else { return String(text) }
    return escaped(text, limit: .max, quoting: false).text
  }

  /// The first `limit` scalars of `text`, escaped (quotes and backslashes too when `quoting`),
  /// and whether `text` was longer.
  private static func escaped(
    _ text: some StringProtocol, limit: Int, quoting: Bool
  ) -> (text: String, cut: Bool) {
    var result = ""
    var count = 0
    for scalar in text.unicodeScalars {
      guard count < limit else { return (result, true) }
      count += 1
      if quoting, let escape = literalEscapes[scalar] {
        result += escape
      } else if escapes(scalar) {
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return (result, false)
  }

  private static let literalEscapes: [Unicode.Scalar: String] = [
    "\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\0": "\\0",
  ]

  /// Whether `scalar` is one that every function here escapes: one that could break, reorder
  /// or hide part of a line.
  ///
  /// The one rule, by Unicode general category: controls (`Cc`: C0, `DEL`, C1), format
  /// characters (`Cf`: bidirectional controls such as `U+202E`, zero-width characters such as
  /// `U+200B`, tag characters), line and paragraph separators (`Zl`, `Zp`), private-use (`Co`)
  /// and unassigned code points (`Cn`). Every assigned letter, mark, symbol and space is shown.
  /// An output that escapes in its own syntax, such as JSON's `\u202E`, asks this function.
  public static func escapes(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      return scalar.value < 0x20 || scalar.value == 0x7F
    }
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse,
      .unassigned:
      return true
    default:
      return false
    }
  }
}

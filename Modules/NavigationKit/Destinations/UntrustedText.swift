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

  /// `untrusted` as a Swift string literal, cut to `limit` (64) Unicode scalars with `…`.
  ///
  /// Quotes and backslashes are escaped, and so is every scalar that could break, reorder or
  /// hide part of a line: C0 and C1 controls (`\n`, `\u{85}`), line and paragraph separators,
  /// format characters (bidirectional controls such as `\u{202E}`, zero-width characters such
  /// as `\u{200B}`, tag characters), private-use and unassigned scalars.
  ///
  /// - Parameter untrusted: The text as received.
  /// - Returns: A quoted literal such as `"A-1"`, with `…` after the closing quote when it was
  ///   cut.
  /// - Complexity: O(*m*), where *m* is the smaller of the text's length and `limit` (64).
  public static func quoted(_ untrusted: some StringProtocol) -> String {
    var result = "\""
    let cut = append(untrusted, to: &result, limit: limit)
    return result + (cut ? "\"…" : "\"")
  }

  /// `untrusted` as is when it is a plain name such as `orders/sheet` (ASCII letters, digits,
  /// `-`, `_`, `.`, `/`, `[`, `]`, `?`, at most `limit` (64) bytes), and ``quoted(_:)`` otherwise.
  ///
  /// - Parameter untrusted: The text as received.
  /// - Returns: The plain name, or the quoted literal.
  public static func label(_ untrusted: some StringProtocol) -> String {
    let plain =
      !untrusted.isEmpty && untrusted.utf8.count <= limit
      && untrusted.utf8.allSatisfy { byte in
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
          UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: "["), UInt8(ascii: "]"),
          UInt8(ascii: "?"):
          true
        default:
          false
        }
      }
    return plain ? String(untrusted) : quoted(untrusted)
  }

  /// `untrusted` with its dangerous scalars escaped as `escapingControls(_:)` does, cut to
  /// `limit` Unicode scalars with `…`, and without quotes: for a value inside a larger text
  /// that quotes it already, such as a JSON string.
  ///
  /// - Parameters:
  ///   - untrusted: The text as received.
  ///   - limit: The most scalars kept.
  /// - Returns: The excerpt.
  public static func excerpt(_ untrusted: some StringProtocol, limit: Int) -> String {
    var result = ""
    var count = 0
    for scalar in untrusted.unicodeScalars {
      guard count < limit else { return result + "…" }
      count += 1
      if escapes(scalar) {
        result += hexEscape(scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `text` with every scalar that ``quoted(_:)`` would escape written as an escape, and
  /// nothing else changed: no quotes are added and nothing is cut.
  ///
  /// For text that is already shaped, such as a destination's description, whose parts may
  /// still hold untrusted values.
  ///
  /// - Parameter text: The text to make safe for one line.
  /// - Returns: `text`, with its dangerous scalars escaped.
  public static func escapingControls(_ text: some StringProtocol) -> String {
    guard text.unicodeScalars.contains(where: escapes) else { return String(text) }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if escapes(scalar) {
        result += hexEscape(scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Appends the escaped scalars of `text` to `result`, at most `limit` of them; returns
  /// whether `text` was longer.
  private static func append(
    _ text: some StringProtocol, to result: inout String, limit: Int
  ) -> Bool {
    var count = 0
    for scalar in text.unicodeScalars {
      guard count < limit else { return true }
      count += 1
      result += escaped(scalar)
    }
    return false
  }

  private static func escaped(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\"": "\\\""
    case "\\": "\\\\"
    case "\n": "\\n"
    case "\r": "\\r"
    case "\t": "\\t"
    case "\0": "\\0"
    default: escapes(scalar) ? hexEscape(scalar) : String(scalar)
    }
  }

  /// Whether `scalar` is one that every function here escapes: one that could break, reorder
  /// or hide part of a line.
  ///
  /// The one rule for what untrusted text may not show raw, by Unicode general category:
  /// controls (`Cc`: C0, `DEL`, C1), format characters (`Cf`: bidirectional controls such as
  /// `U+202E`, zero-width characters such as `U+200B` and `U+FEFF`, tag characters), line and
  /// paragraph separators (`Zl`, `Zp`), private-use characters (`Co`) and unassigned code
  /// points (`Cn`, noncharacters included). Spaces, marks, symbols and every assigned letter
  /// are shown as they are.
  ///
  /// An output that must escape in a syntax of its own, such as JSON's `\u202E`, asks this
  /// function which scalars to escape, so every output draws the line in the same place.
  ///
  /// - Parameter scalar: A scalar of untrusted text.
  /// - Returns: Whether it is escaped.
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

  private static func hexEscape(_ scalar: Unicode.Scalar) -> String {
    "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
  }
}

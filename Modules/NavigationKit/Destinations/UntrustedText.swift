/// Shows text that came from outside, such as part of a deep link, safely inside one line.
enum UntrustedText {
  /// The longest excerpt shown, in characters.
  static let limit = 64

  /// `untrusted` as a Swift string literal, cut to ``limit`` characters with `…`, so a hostile
  /// value cannot flood a log or forge a line in it.
  ///
  /// Quotes and backslashes are escaped, and so is every character that could break or reorder
  /// a line: control characters (`\n`, `\u{85}`), line and paragraph separators, and format
  /// characters such as bidirectional overrides (`\u{202E}`).
  static func quoted(_ untrusted: some StringProtocol) -> String {
    let cut = untrusted.count > limit
    var result = "\""
    for scalar in untrusted.prefix(limit).unicodeScalars {
      result += escaped(scalar)
    }
    return result + (cut ? "\"…" : "\"")
  }

  /// `untrusted` as is when it is a plain name such as `orders/sheet` (ASCII letters, digits,
  /// `-`, `_`, `.`, `/`, `[`, `]`, `?`, at most ``limit`` characters), and quoted otherwise.
  static func label(_ untrusted: some StringProtocol) -> String {
    let plain =
      untrusted.utf8.count <= limit && !untrusted.isEmpty
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

  private static func escaped(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\"": return "\\\""
    case "\\": return "\\\\"
    case "\n": return "\\n"
    case "\r": return "\\r"
    case "\t": return "\\t"
    case "\0": return "\\0"
    default: break
    }
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse,
      .unassigned:
      return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    default:
      return String(scalar)
    }
  }
}

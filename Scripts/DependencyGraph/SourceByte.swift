/// The bytes the Swift lexer looks at, by name.
enum SourceByte {
  static let null: UInt8 = 0x00
  static let tab: UInt8 = 0x09
  static let lineFeed: UInt8 = 0x0A
  static let verticalTab: UInt8 = 0x0B
  static let formFeed: UInt8 = 0x0C
  static let carriageReturn: UInt8 = 0x0D
  static let space = UInt8(ascii: " ")
  static let exclamation = UInt8(ascii: "!")
  static let quote = UInt8(ascii: "\"")
  static let pound = UInt8(ascii: "#")
  static let dollar = UInt8(ascii: "$")
  static let ampersand = UInt8(ascii: "&")
  static let leftParen = UInt8(ascii: "(")
  static let rightParen = UInt8(ascii: ")")
  static let asterisk = UInt8(ascii: "*")
  static let comma = UInt8(ascii: ",")
  static let period = UInt8(ascii: ".")
  static let slash = UInt8(ascii: "/")
  static let zero = UInt8(ascii: "0")
  static let nine = UInt8(ascii: "9")
  static let colon = UInt8(ascii: ":")
  static let semicolon = UInt8(ascii: ";")
  static let at = UInt8(ascii: "@")
  static let leftBracket = UInt8(ascii: "[")
  static let backslash = UInt8(ascii: "\\")
  static let rightBracket = UInt8(ascii: "]")
  static let underscore = UInt8(ascii: "_")
  static let backtick = UInt8(ascii: "`")
  static let lowerA = UInt8(ascii: "a")
  static let lowerZ = UInt8(ascii: "z")
  static let leftBrace = UInt8(ascii: "{")
  static let verticalBar = UInt8(ascii: "|")
  static let rightBrace = UInt8(ascii: "}")

  /// Whether `byte` is horizontal white space (or a NUL, which Swift also skips).
  static func isHorizontalSpace(_ byte: UInt8) -> Bool {
    byte == space || byte == tab || byte == verticalTab || byte == formFeed || byte == null
  }

  /// Whether `byte` ends a line (`\n`, or `\r` alone or before `\n`).
  static func isLineBreak(_ byte: UInt8) -> Bool {
    byte == lineFeed || byte == carriageReturn
  }

  /// Whether `byte` can start an identifier: a letter, `_`, `$`, or any non-ASCII byte.
  static func isIdentifierHead(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= lowerA && (byte | 0x20) <= lowerZ || byte == underscore || byte == dollar
      || byte >= 0x80
  }

  /// Whether `byte` can continue an identifier (or a number literal).
  static func isIdentifierBody(_ byte: UInt8) -> Bool {
    isIdentifierHead(byte) || (byte >= zero && byte <= nine)
  }
}

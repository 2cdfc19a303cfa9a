/// One token of Swift source, reduced to what the import scanner needs.
///
/// Comments and white space are never tokens; a whole string or regex literal, with any
/// interpolated code inside it, is one ``Kind/other`` token.
struct SwiftToken {
  /// What a token is, as far as import declarations and `#if` blocks are concerned.
  enum Kind: Equatable {
    /// An identifier or keyword, such as `import`, `public` or `Foo`.
    case identifier
    /// A backtick-escaped identifier such as `` `Foo` ``: never a keyword.
    case escapedIdentifier
    /// `@`, which starts an attribute when an identifier follows it directly.
    case at
    /// `(`
    case leftParen
    /// `)`
    case rightParen
    /// `;`
    case semicolon
    /// `{`
    case leftBrace
    /// `}`
    case rightBrace
    /// `.`, which makes a keyword after it a member name.
    case period
    /// `#if` at the start of a line; the lexer holds its condition.
    case ifDirective
    /// `#elseif` at the start of a line; the lexer holds its condition.
    case elseifDirective
    /// `#else` at the start of a line.
    case elseDirective
    /// `#endif` at the start of a line.
    case endifDirective
    /// Anything else: operators, punctuation, numbers, string and regex literals, other `#`
    /// keywords.
    case other
    /// The end of the source.
    case end
  }

  /// What the token is.
  var kind: Kind
  /// The byte offset of the token's first byte.
  var start: Int
  /// The byte offset just past the token.
  var end: Int
  /// Whether only white space and comments stand between the token and the previous line break
  /// (or the start of the file).
  var isAtLineStart: Bool
}

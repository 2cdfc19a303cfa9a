/// A single-pass tokenizer over the UTF-8 bytes of a Swift source file.
///
/// It reads bytes, never characters, and keeps to what finding imports needs: identifiers,
/// a few punctuation marks, and `#if`/`#elseif`/`#else`/`#endif` directives at the start of a
/// line. Comments (nested block comments included) and white space are skipped; string
/// literals of every form (with escapes, multi-line, raw, and interpolations nested to any
/// depth) and `#/…/#` regex literals become single ``SwiftToken/Kind/other`` tokens, so
/// nothing inside them is ever read as code. A bare `/…/` regex literal is not recognised:
/// `/` is read as an operator, so a quote inside such a regex can make the lexer misread the
/// rest of that line.
///
/// Any input is accepted: an unterminated comment or literal runs to the end of the file (a
/// single-line string literal ends at the end of its line), and invalid UTF-8 is read as
/// identifier bytes. Nesting is tracked with an explicit stack, never recursion.
struct SwiftLexer {
  /// The source bytes.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The offset of the next byte to read.
  var position: Int
  /// The offset where the first line starts: past a UTF-8 byte order mark, if any.
  let firstLineStart: Int
  /// The condition of the last `#if` or `#elseif` read, with white space removed.
  private(set) var directiveCondition = ""
  /// Whether only white space and comments were read since the last line break.
  var isAtLineStart = true
  /// The string literals and interpolations open while skipping a literal, innermost last.
  var literalFrames: [LiteralFrame] = []
  /// How many of `literalFrames` are single-line strings, which a line break ends.
  var singleLineStringCount = 0
  /// Scratch space for a directive's condition.
  var conditionBytes: [UInt8] = []

  /// Creates a lexer at the start of `bytes`, past a byte order mark and a `#!` line.
  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    let hasByteOrderMark =
      bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    firstLineStart = hasByteOrderMark ? 3 : 0
    position = firstLineStart
    if peek(0) == SourceByte.pound && peek(1) == SourceByte.exclamation {
      skipLineComment()
    }
  }

  /// The byte `offset` bytes ahead of `position`, or NUL past the end.
  func peek(_ offset: Int) -> UInt8 {
    let index = position + offset
    return index < bytes.count ? bytes[index] : SourceByte.null
  }

  /// Reads the next token, skipping white space and comments before it.
  mutating func next() -> SwiftToken {
    skipTrivia()
    let isAtLineStart = self.isAtLineStart
    self.isAtLineStart = false
    let start = position
    guard start < bytes.count else {
      return SwiftToken(kind: .end, start: start, end: start, isAtLineStart: isAtLineStart)
    }
    let byte = bytes[start]
    let kind: SwiftToken.Kind
    switch byte {
    case SourceByte.quote:
      skipStringLiteral()
      kind = .other
    case SourceByte.pound:
      kind = lexPound(isAtLineStart: isAtLineStart)
    case SourceByte.backtick:
      kind = lexEscapedIdentifier()
    case SourceByte.at:
      position += 1
      kind = .at
    case SourceByte.leftParen:
      position += 1
      kind = .leftParen
    case SourceByte.rightParen:
      position += 1
      kind = .rightParen
    case SourceByte.semicolon:
      position += 1
      kind = .semicolon
    case SourceByte.leftBrace:
      position += 1
      kind = .leftBrace
    case SourceByte.rightBrace:
      position += 1
      kind = .rightBrace
    case SourceByte.period:
      position += 1
      kind = .period
    default:
      position += 1
      if SourceByte.isIdentifierBody(byte) {
        skipIdentifierBody()
        kind = SourceByte.isIdentifierHead(byte) ? .identifier : .other
      } else {
        kind = .other
      }
    }
    return SwiftToken(kind: kind, start: start, end: position, isAtLineStart: isAtLineStart)
  }

  /// Whether the bytes in `range` spell `word` (an ASCII keyword).
  func spells(_ word: StaticString, in range: Range<Int>) -> Bool {
    guard range.count == word.utf8CodeUnitCount, range.upperBound <= bytes.count else {
      return false
    }
    return word.withUTF8Buffer { keyword in
      var index = 0
      while index < keyword.count {
        if bytes[range.lowerBound + index] != keyword[index] { return false }
        index += 1
      }
      return true
    }
  }

  /// The text of the bytes in `range`, with invalid UTF-8 repaired.
  func text(in range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  /// Skips white space and comments, noting line breaks.
  private mutating func skipTrivia() {
    while position < bytes.count {
      let byte = bytes[position]
      if SourceByte.isHorizontalSpace(byte) {
        position += 1
      } else if SourceByte.isLineBreak(byte) {
        isAtLineStart = true
        position += 1
      } else if byte == SourceByte.slash && peek(1) == SourceByte.slash {
        skipLineComment()
      } else if byte == SourceByte.slash && peek(1) == SourceByte.asterisk {
        if skipBlockComment() { isAtLineStart = true }
      } else {
        return
      }
    }
  }

  /// Skips identifier (or number) bytes from `position`.
  private mutating func skipIdentifierBody() {
    while position < bytes.count && SourceByte.isIdentifierBody(bytes[position]) {
      position += 1
    }
  }

  /// Reads `` `name` `` from the opening backtick; without a closing backtick on the same line
  /// it is just a stray backtick.
  private mutating func lexEscapedIdentifier() -> SwiftToken.Kind {
    var index = position + 1
    while index < bytes.count && SourceByte.isIdentifierBody(bytes[index]) {
      index += 1
    }
    guard index > position + 1, index < bytes.count, bytes[index] == SourceByte.backtick else {
      position += 1
      return .other
    }
    position = index + 1
    return .escapedIdentifier
  }

  /// Reads what starts with `#`: a raw string, a `#/…/#` regex, a directive, or another
  /// `#` keyword such as `#available` or a macro.
  private mutating func lexPound(isAtLineStart: Bool) -> SwiftToken.Kind {
    var index = position
    while index < bytes.count && bytes[index] == SourceByte.pound {
      index += 1
    }
    let hashes = index - position
    if index < bytes.count && bytes[index] == SourceByte.quote {
      skipStringLiteral()
      return .other
    }
    if index < bytes.count && bytes[index] == SourceByte.slash {
      skipExtendedRegex(hashes: hashes)
      return .other
    }
    position = index
    guard hashes == 1, index < bytes.count, SourceByte.isIdentifierHead(bytes[index]) else {
      return .other
    }
    skipIdentifierBody()
    guard isAtLineStart else { return .other }
    let word = index..<position
    if spells("if", in: word) {
      directiveCondition = readCondition()
      return .ifDirective
    } else if spells("elseif", in: word) {
      directiveCondition = readCondition()
      return .elseifDirective
    } else if spells("else", in: word) {
      return .elseDirective
    } else if spells("endif", in: word) {
      return .endifDirective
    }
    return .other
  }
}

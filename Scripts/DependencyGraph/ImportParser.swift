/// Finds import declarations in the token stream of one file, in a single pass.
///
/// `import` counts only at the start of a declaration: first in the file, or after a line
/// break, `;`, `{` or `}`, with only attributes (`@testable`, `@_spi(Name)`) and an access
/// level (`public`, `package`, `internal`, `fileprivate`, `private`) before it, in any order.
/// Any other token before it, such as the `.` of `x.import`, rules it out until the next
/// line break (not one right after a `.`) or `;`, `{`, `}`, or an `#if`-family directive.
struct ImportParser {
  /// The access levels an import may have.
  private static let accessLevels: [StaticString] = [
    "public", "package", "internal", "fileprivate", "private",
  ]
  /// The declaration kinds of a scoped import, such as `struct` in `import struct Foo.Bar`.
  private static let importKinds: [StaticString] = [
    "struct", "class", "enum", "protocol", "func", "var", "let", "typealias",
  ]

  private var lexer: SwiftLexer
  private var lines: LineCounter
  private var conditions = ConditionStack()
  private var imports: [ImportStatement] = []
  /// A token read ahead and not yet handled.
  private var pending: SwiftToken?
  /// Whether the tokens since the last declaration start may still lead up to an `import`.
  private var isAtDeclarationStart = true
  private var attributes: [String] = []
  private var accessLevel: String?

  /// Creates a parser for `bytes`.
  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    lexer = SwiftLexer(bytes)
    lines = LineCounter(bytes, firstLineStart: lexer.firstLineStart)
  }

  /// Reads the whole file.
  mutating func scan() -> SourceScan {
    var followsPeriod = false
    while true {
      let token = nextToken()
      // A line break starts a declaration, unless it follows a `.` (`x.` then `import`).
      if token.isAtLineStart && !isAtDeclarationStart && !followsPeriod {
        startDeclaration()
      }
      followsPeriod = token.kind == .period
      switch token.kind {
      case .end:
        return SourceScan(imports: imports, wholeFileFence: conditions.wholeFileFence)
      case .semicolon, .leftBrace, .rightBrace, .ifDirective, .elseifDirective, .elseDirective,
        .endifDirective:
        startDeclaration()
      case .at where isAtDeclarationStart:
        readAttribute(after: token)
      case .identifier where isAtDeclarationStart:
        readModifierOrImport(token)
      default:
        isAtDeclarationStart = false
      }
    }
  }

  /// The next token, read ahead or from the lexer; every token passes through the condition
  /// stack once, which applies directives and watches for a whole-file fence.
  private mutating func nextToken() -> SwiftToken {
    if let token = pending {
      pending = nil
      return token
    }
    let token = lexer.next()
    if token.kind != .end {
      conditions.read(token.kind, condition: lexer.directiveCondition)
    }
    return token
  }

  /// Starts a new declaration: nothing read yet may precede an `import`.
  private mutating func startDeclaration() {
    isAtDeclarationStart = true
    if !attributes.isEmpty { attributes.removeAll() }
    accessLevel = nil
  }

  /// Reads `@name` and its parenthesized arguments, if any, and records `@name`.
  private mutating func readAttribute(after at: SwiftToken) {
    let name = nextToken()
    guard name.kind == .identifier, name.start == at.end, !name.isAtLineStart else {
      isAtDeclarationStart = false
      pending = name
      return
    }
    attributes.append("@" + lexer.text(in: name.start..<name.end))
    let next = nextToken()
    guard next.kind == .leftParen, !next.isAtLineStart else {
      pending = next
      return
    }
    var depth = 1
    while depth > 0 {
      switch nextToken().kind {
      case .leftParen: depth += 1
      case .rightParen: depth -= 1
      case .end: return
      default: break
      }
    }
  }

  /// Reads an access level or `import`; any other identifier ends the declaration start.
  private mutating func readModifierOrImport(_ token: SwiftToken) {
    let word = token.start..<token.end
    if lexer.spells("import", in: word) {
      readImport()
      return
    }
    if accessLevel == nil,
      let level = Self.accessLevels.first(where: { lexer.spells($0, in: word) })
    {
      accessLevel = level.description
    } else {
      isAtDeclarationStart = false
    }
  }

  /// Reads what follows `import`: an optional declaration kind, then the module name.
  private mutating func readImport() {
    isAtDeclarationStart = false
    var name = nextToken()
    var kind: String?
    if name.kind == .identifier,
      let match = Self.importKinds.first(where: { lexer.spells($0, in: name.start..<name.end) })
    {
      kind = match.description
      name = nextToken()
    }
    let module: Range<Int>
    switch name.kind {
    case .identifier: module = name.start..<name.end
    case .escapedIdentifier: module = (name.start + 1)..<(name.end - 1)
    default:
      pending = name
      return
    }
    let location = lines.location(of: module.lowerBound)
    imports.append(
      ImportStatement(
        module: lexer.text(in: module), line: location.line, column: location.column,
        kind: kind, attributes: attributes, accessLevel: accessLevel,
        conditions: conditions.current))
  }
}

import Foundation

/// The Swift file that compiles one snippet on its own: the modules every snippet may use, then
/// the snippet's declarations at file scope and its statements in a function, every line under
/// a `#sourceLocation` naming its Markdown file and line, so the compiler reports errors there.
///
/// A snippet's top-level items are split by their first line: an item starting with a
/// declaration (`struct`, `enum`, `extension`, `func`, `public let`, `@main struct`…) stays at
/// file scope; any other item — an expression, a `let`, a `try` — goes, in order, into
/// `@MainActor func snippet() async throws`, so snippets can call the front door and `await`
/// without saying so.
///
/// Each snippet is a module of its own, as a reader who copies it has it: a snippet that
/// restates a feature's type (`OrdersDestination`, `OrdersIntents`) shadows the real one in
/// that snippet only, and every other snippet uses the package's.
struct SnippetSource: Hashable, Sendable {
  /// The modules imported before the snippets.
  let imports: [String]

  /// The source compiling `snippet`.
  ///
  /// - Parameter snippet: A snippet that is not partial.
  /// - Returns: The Swift source.
  func source(for snippet: DocSnippet) -> String {
    var declarations: [String] = imports.map { "import \($0)" }
    var statements: [String] = []
    for item in Self.items(of: snippet) {
      let located =
        ["#sourceLocation(file: \(quoted(snippet.file)), line: \(item.line))"] + item.lines
        + ["#sourceLocation()"]
      if item.isDeclaration {
        declarations += located
      } else {
        statements += located
      }
    }
    if !statements.isEmpty {
      statements = ["@MainActor func snippet() async throws {"] + statements + ["}"]
    }
    return (declarations + statements).joined(separator: "\n") + "\n"
  }

  /// One top-level item of a snippet: a declaration or a statement, with the lines it spans.
  struct Item: Hashable, Sendable {
    /// The Markdown line of the item's first line.
    let line: Int
    /// The item's lines.
    let lines: [String]
    /// Whether the item declares something, and so belongs at file scope.
    let isDeclaration: Bool
  }

  /// The snippet's top-level items, in order. An item starts on a line where no bracket is
  /// open and that does not continue the one before (`}`, `)`, `]`, `.member`, `else`);
  /// comment lines, blank lines and lines of attributes alone (`@MainActor`) join the item that
  /// follows them.
  static func items(of snippet: DocSnippet) -> [Item] {
    var items: [Item] = []
    var current: (line: Int, lines: [String], head: String?)?
    var pending: (line: Int, lines: [String])?
    var depth = 0
    for (offset, line) in snippet.lines.enumerated() {
      let number = snippet.firstLine + offset
      let trimmed = line.trimmingLeadingSpaces()
      let isComment = trimmed.isEmpty || trimmed.hasPrefix("//") || Self.isAttributes(trimmed)
      let continues =
        depth > 0 || ["}", ")", "]", ".", "else", "catch"].contains { trimmed.hasPrefix($0) }
      if isComment && depth == 0 {
        pending = pending.map { ($0.line, $0.lines + [line]) } ?? (number, [line])
        continue
      }
      if continues, let started = current {
        current = (started.line, started.lines + (pending?.lines ?? []) + [line], started.head)
      } else {
        if let finished = current {
          items.append(Item(finished))
        }
        current = (pending?.line ?? number, (pending?.lines ?? []) + [line], trimmed)
      }
      pending = nil
      depth = max(0, depth + Self.bracketBalance(of: line))
    }
    if let finished = current {
      items.append(Item(finished))
    }
    if let trailing = pending {
      items.append(Item(line: trailing.line, lines: trailing.lines, isDeclaration: false))
    }
    return items
  }

  /// Whether a line holds attributes only, such as `@MainActor` or `@available(iOS 17, *)`.
  static func isAttributes(_ trimmed: String) -> Bool {
    var depth = 0
    var outside = ""
    for character in trimmed {
      if character == "(" { depth += 1 }
      if depth == 0 { outside.append(character) }
      if character == ")" { depth -= 1 }
    }
    let words = outside.split(separator: " ")
    return !words.isEmpty && depth == 0 && words.allSatisfy { $0.hasPrefix("@") }
  }

  /// Opening minus closing brackets of a line, outside string literals and `//` comments.
  static func bracketBalance(of line: String) -> Int {
    var balance = 0
    var characters = Substring(line)
    while let character = characters.first {
      characters = characters.dropFirst()
      switch character {
      case "{", "(", "[": balance += 1
      case "}", ")", "]": balance -= 1
      case "/" where characters.first == "/": return balance
      case "#" where characters.drop { $0 == "#" }.first == "\"",
        "\"":
        // A string literal, raw (`#"…"#`) or not: skip to its end on this line.
        let hashes = character == "#" ? 1 + characters.prefix { $0 == "#" }.count : 0
        characters = characters.dropFirst(hashes == 0 ? 0 : hashes)
        let closing = "\"" + String(repeating: "#", count: hashes)
        while !characters.isEmpty, !characters.hasPrefix(closing) {
          characters = characters.dropFirst(characters.first == "\\" && hashes == 0 ? 2 : 1)
        }
        characters = characters.dropFirst(closing.count)
      default: break
      }
    }
    return balance
  }

  /// Whether an item starting with `head` declares something: after its attributes and
  /// modifiers comes a declaration keyword, or `let` / `var` with an access modifier.
  static func isDeclaration(_ head: String) -> Bool {
    let keywords: Set<Substring> = [
      "struct", "enum", "class", "actor", "protocol", "extension", "func", "typealias", "import",
      "init", "macro", "precedencegroup", "operator",
    ]
    let modifiers: Set<Substring> = [
      "public", "package", "internal", "fileprivate", "private", "open", "final", "nonisolated",
      "indirect", "static",
    ]
    var sawModifier = false
    for word in head.split(separator: " ") {
      if word.hasPrefix("@") { continue }
      if keywords.contains(word) { return true }
      if modifiers.contains(word) {
        sawModifier = true
        continue
      }
      return sawModifier && (word == "let" || word == "var")
    }
    return false
  }
}

extension SnippetSource.Item {
  fileprivate init(_ started: (line: Int, lines: [String], head: String?)) {
    self.init(
      line: started.line, lines: started.lines,
      isDeclaration: started.head.map(SnippetSource.isDeclaration) ?? false)
  }
}

/// `text` as a Swift string literal.
private func quoted(_ text: String) -> String {
  "\""
    + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    + "\""
}

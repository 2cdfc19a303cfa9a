/// Finds where `Package.swift` declares a target, to point findings about declarations there.
///
/// The manifest is read with the same lexer as sources, so comments and strings never confuse
/// it. A target's declaration is the `name: "X"` argument of a target-declaring call
/// (`.target(`, `.executableTarget(`, `.testTarget(`, …) that is not inside a `dependencies:`,
/// `products:` or `plugins:` list. So `Package(name: "MyApp", …)`, a product `.library(name:
/// "MyApp", …)` and a dependency `.target(name: "MyApp")` are never taken for target `MyApp`'s
/// declaration, whichever comes first.
///
/// A Tuist `Project.swift` reads the same way: its targets are declared with `.target(name:`,
/// and its `dependencies:` name products as `.external(name:` or `.package(product:`.
struct ManifestLocator {
  /// A 1-based line and UTF-8 column.
  typealias Location = (line: Int, column: Int)

  private let lines: [Substring]
  /// Where each target is declared with a literal name, first declaration first.
  private let declarations: [String: Location]
  /// Lines whose quoted names belong to the package or a product, never to a target.
  private let otherNameLines: Set<Int>
  /// Where each `.product(name: "P", …)` dependency is, by the name of the target whose
  /// declaration holds it ("" when that target's name is not a literal), then product.
  private let productUses: [String: [String: Location]]

  /// The calls whose `name:` declares a target.
  private static let declaringCalls: Set<String> = [
    "target", "executableTarget", "testTarget", "macro", "plugin", "systemLibrary",
    "binaryTarget",
  ]
  /// The argument labels whose lists name targets without declaring them.
  private static let referringLabels: Set<String> = ["dependencies", "products", "plugins"]

  /// Reads `manifest`, the bytes of `Package.swift`.
  init(manifest: [UInt8]) {
    lines = String(decoding: manifest, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    (declarations, otherNameLines, productUses) = manifest.withUnsafeBufferPointer(Self.parse)
  }

  /// The 1-based line and column of the quoted name where the target is declared: its
  /// declaring call's `name: "X"` first, then a list such as `let features = ["X", …]` (for
  /// targets declared in a loop), then any other mention that is not the package's or a
  /// product's name; (1, 1) when the name is absent.
  func location(of target: String) -> Location {
    if let declared = declarations[target] { return declared }
    let quoted = "\"\(target)\""
    let candidates: [(Substring) -> Bool] = [
      { $0.drop(while: \.isWhitespace).hasPrefix("let ") && $0.contains(quoted) },
      { $0.contains(quoted) },
    ]
    for matches in candidates {
      let index = lines.indices.first { !otherNameLines.contains($0 + 1) && matches(lines[$0]) }
      if let index {
        return (index + 1, column(of: quoted, in: lines[index]))
      }
    }
    return (1, 1)
  }

  /// Where `target` declares its dependency on `product`: the `.product(name:` inside the
  /// target's declaration, or inside a declaration whose name is not a literal (targets made
  /// in a loop), or the target's own declaration.
  func location(ofProduct product: String, in target: String) -> Location {
    productUses[target]?[product] ?? productUses[""]?[product] ?? location(of: target)
  }

  /// One open `(` or `[` while reading the manifest.
  private struct Frame {
    /// The function called, for a `(` right after an identifier.
    var callee: String?
    /// The argument label the bracket is the value of, such as `dependencies`.
    var label: String?
    /// For a target-declaring call, its literal name once read.
    var declared: String?
  }

  private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> (
    [String: Location], Set<Int>, [String: [String: Location]]
  ) {
    var lexer = SwiftLexer(bytes)
    var counter = LineCounter(bytes, firstLineStart: lexer.firstLineStart)
    var frames: [Frame] = []
    var declarations: [String: Location] = [:]
    var otherNameLines: Set<Int> = []
    var productUses: [String: [String: Location]] = [:]
    var previous: SwiftToken?
    var label: String?
    var lastIdentifier: String?
    while true {
      let token = lexer.next()
      defer { previous = token }
      let first = token.start < bytes.count ? bytes[token.start] : SourceByte.null
      switch token.kind {
      case .end:
        return (declarations, otherNameLines, productUses)
      case .identifier, .escapedIdentifier:
        lastIdentifier = lexer.text(in: token.start..<token.end)
      case .leftParen:
        let callee = previous?.kind == .identifier ? lastIdentifier : nil
        frames.append(Frame(callee: callee, label: label))
        label = nil
      case .rightParen:
        if !frames.isEmpty { frames.removeLast() }
        label = nil
      case .other where first == SourceByte.leftBracket:
        frames.append(Frame(callee: nil, label: label))
        label = nil
      case .other where first == SourceByte.rightBracket:
        if !frames.isEmpty { frames.removeLast() }
        label = nil
      case .other where first == SourceByte.colon && token.end - token.start == 1:
        label = previous?.kind == .identifier ? lastIdentifier : nil
      case .other where first == SourceByte.comma:
        label = nil
      case .other where first == SourceByte.quote && (label == "name" || label == "product"):
        guard let call = frames.last?.callee, let name = simpleLiteral(bytes, token) else { break }
        let location = counter.location(of: token.start)
        let referring = frames.contains { $0.label.map(referringLabels.contains) ?? false }
        // SwiftPM's `.product(name: "P", …)`; Tuist's `.external(name: "P")` and
        // `.package(product: "P")` in a Project.swift.
        let namesProduct =
          label == "name" ? call == "product" || call == "external" : call == "package"
        if label == "name" && declaringCalls.contains(call) && !referring {
          if declarations[name] == nil { declarations[name] = location }
          frames[frames.count - 1].declared = name
        } else if namesProduct && referring {
          let owner = frames.last { declaringCalls.contains($0.callee ?? "") }?.declared ?? ""
          if productUses[owner]?[name] == nil { productUses[owner, default: [:]][name] = location }
        } else if label == "name"
          && (call == "Package" || call == "Project"
            || frames.contains(where: { $0.label == "products" }))
        {
          otherNameLines.insert(location.line)
        }
      default:
        break
      }
    }
  }

  /// The contents of a plain one-line string literal token (`"X"`, no escapes or
  /// interpolation), or `nil`.
  private static func simpleLiteral(_ bytes: UnsafeBufferPointer<UInt8>, _ token: SwiftToken)
    -> String?
  {
    guard token.end - token.start >= 2, bytes[token.end - 1] == SourceByte.quote else {
      return nil
    }
    let inner = UnsafeBufferPointer(rebasing: bytes[(token.start + 1)..<(token.end - 1)])
    guard
      !inner.contains(where: {
        $0 == SourceByte.backslash || $0 == SourceByte.quote || SourceByte.isLineBreak($0)
      })
    else { return nil }
    return String(decoding: inner, as: UTF8.self)
  }

  /// The 1-based column, in UTF-8 bytes, of `text` in `line`.
  private func column(of text: String, in line: Substring) -> Int {
    let bytes = Array(line.utf8)
    let needle = Array(text.utf8)
    guard needle.count <= bytes.count else { return 1 }
    for start in 0...(bytes.count - needle.count)
    where bytes[start..<start + needle.count].elementsEqual(needle) {
      return start + 1
    }
    return 1
  }
}

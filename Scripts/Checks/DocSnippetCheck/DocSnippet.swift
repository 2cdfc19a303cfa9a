/// One fenced ```` ```swift ```` block of a Markdown file: where it is, its lines, and whether
/// it is deliberately partial and so skipped.
///
/// A block is partial when the line right before its fence is a marker naming why:
///
/// ```markdown
/// <!-- snippet: partial "a SwiftUI view's body, shown without its view" -->
/// ```swift
/// ```
///
/// The marker is an HTML comment, so neither GitHub nor DocC renders it.
struct DocSnippet: Hashable, Sendable {
  /// The Markdown file, as the checker names it in diagnostics (relative to the package root).
  let file: String
  /// The 1-based line of the opening fence.
  let fenceLine: Int
  /// The block's lines, without the fences.
  let lines: [String]
  /// Why the block is skipped, from its `partial` marker; `nil` for a block that is compiled.
  let partial: String?

  /// The 1-based line of the block's first line of code.
  var firstLine: Int { fenceLine + 1 }

  /// `FILE:LINE`, the place of the opening fence.
  var location: String { "\(file):\(fenceLine)" }

  /// Every Swift block of `text`, in order.
  ///
  /// A fence is three or more backticks, indented or not; only a block whose info string's
  /// first word is `swift` is a snippet, and a block of another language (`sh`, `text`,
  /// `markdown`) is passed over whole, fences inside it included.
  ///
  /// - Parameters:
  ///   - text: The Markdown.
  ///   - file: The name diagnostics give the file.
  /// - Returns: The Swift blocks.
  /// - Throws: ``DocSnippetError`` for a marker not followed by a Swift fence, a marker this
  ///   checker does not know, or a fence never closed.
  static func parse(_ text: String, file: String) throws(DocSnippetError) -> [DocSnippet] {
    var snippets: [DocSnippet] = []
    var open: (line: Int, fence: String, isSwift: Bool, partial: String?)?
    var body: [String] = []
    var marker: (line: Int, partial: String)?
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for (index, line) in lines.enumerated() {
      let number = index + 1
      let trimmed = line.trimmingLeadingSpaces()
      if let current = open {
        if trimmed.hasPrefix(current.fence), trimmed.allSatisfy({ $0 == "`" || $0 == " " }) {
          if current.isSwift {
            snippets.append(
              DocSnippet(
                file: file, fenceLine: current.line, lines: body, partial: current.partial))
          }
          open = nil
          body = []
        } else {
          body.append(line)
        }
        continue
      }
      if let fence = Self.fence(trimmed) {
        let info = trimmed.dropFirst(fence.count).split(separator: " ").first.map(String.init)
        let isSwift = info == "swift"
        if let pending = marker, !isSwift {
          throw .markerWithoutSwiftBlock(file: file, line: pending.line)
        }
        open = (number, fence, isSwift, marker?.partial)
        marker = nil
        continue
      }
      if let pending = marker {
        throw .markerWithoutSwiftBlock(file: file, line: pending.line)
      }
      if trimmed.hasPrefix("<!-- snippet:") {
        marker = (number, try Self.partialReason(trimmed, file: file, line: number))
      }
    }
    if let current = open {
      throw .unclosedFence(file: file, line: current.line)
    }
    if let pending = marker {
      throw .markerWithoutSwiftBlock(file: file, line: pending.line)
    }
    return snippets
  }

  /// The backticks opening a fence, or `nil` when the line opens none.
  private static func fence(_ trimmed: String) -> String? {
    let backticks = trimmed.prefix { $0 == "`" }
    guard backticks.count >= 3, !trimmed.dropFirst(backticks.count).contains("`") else {
      return nil
    }
    return String(backticks)
  }

  /// The reason of `<!-- snippet: partial "REASON" -->`.
  private static func partialReason(
    _ marker: String, file: String, line: Int
  ) throws(DocSnippetError) -> String {
    let prefix = "<!-- snippet: partial \""
    let suffix = "\" -->"
    guard marker.hasPrefix(prefix), marker.hasSuffix(suffix),
      marker.count > prefix.count + suffix.count
    else {
      throw .unknownMarker(file: file, line: line, marker: marker)
    }
    return String(marker.dropFirst(prefix.count).dropLast(suffix.count))
  }
}

/// Why a Markdown file's snippets cannot be read.
enum DocSnippetError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A `snippet:` marker that is not the line right before a ```` ```swift ```` fence.
  case markerWithoutSwiftBlock(file: String, line: Int)
  /// A `snippet:` marker of a form the checker does not know.
  case unknownMarker(file: String, line: Int, marker: String)
  /// A fence opened and never closed.
  case unclosedFence(file: String, line: Int)

  /// A compiler-style line: `FILE:LINE: error: …`.
  var description: String {
    switch self {
    case .markerWithoutSwiftBlock(let file, let line):
      "\(file):\(line): error: a snippet marker must be the line right before a ```swift fence"
    case .unknownMarker(let file, let line, let marker):
      "\(file):\(line): error: unknown snippet marker \(marker); the one form is "
        + #"<!-- snippet: partial "why" -->"#
    case .unclosedFence(let file, let line):
      "\(file):\(line): error: this code fence is never closed"
    }
  }
}

extension String {
  /// The string without its leading spaces: fences may be indented inside lists.
  func trimmingLeadingSpaces() -> String {
    String(drop { $0 == " " })
  }
}

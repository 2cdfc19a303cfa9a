/// Finds where `Package.swift` declares a target, to point findings about declarations there.
struct ManifestLocator {
  let lines: [Substring]

  /// The 1-based line and column of the quoted name where the target is declared: a
  /// `name: "X"` outside product declarations first, then a list such as
  /// `let features = ["X", …]`, then any mention; (1, 1) when the name is absent.
  func location(of target: String) -> (line: Int, column: Int) {
    let quoted = "\"\(target)\""
    let isProduct = { (line: Substring) in
      line.contains(".library(") || line.contains(".executable(") || line.contains(".plugin(")
    }
    let candidates: [(Substring) -> Bool] = [
      { $0.contains("name: \(quoted)") && !isProduct($0) },
      { $0.trimmingPrefix(while: \.isWhitespace).hasPrefix("let ") && $0.contains(quoted) },
      { $0.contains(quoted) },
    ]
    for matches in candidates {
      if let index = lines.firstIndex(where: matches) {
        return (index + 1, column(of: quoted, in: lines[index]))
      }
    }
    return (1, 1)
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

extension Substring {
  fileprivate func trimmingPrefix(while predicate: (Character) -> Bool) -> Substring {
    drop(while: predicate)
  }
}

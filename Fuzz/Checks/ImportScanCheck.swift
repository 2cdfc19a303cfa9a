import DependencyGraph

/// The imports found in a file never change when comments are planted around them: a line
/// comment before the first line (after a byte order mark and a `#!` line, which only the
/// file's start can hold) moves every import one line down, and a block comment at the
/// start of each import's line moves it right by the comment's length. A string literal planted
/// after the end adds no import.
enum ImportScanCheck {
  static let lineComment = Array("// import Planted\n".utf8)
  static let blockComment = Array("/* import Planted */ ".utf8)
  static let trailingString = Array("\n\"import Planted\" // import Planted\n".utf8)
  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  static func check(_ input: [UInt8]) throws(FuzzFailure) {
    let original = ImportScanner.scan(utf8: input)
    let start = input.starts(with: byteOrderMark) ? byteOrderMark.count : 0

    let firstLine = firstLineStart(of: input, from: start)
    let commented = ImportScanner.scan(
      utf8: input[..<firstLine] + lineComment + input[firstLine...])
    try expect(
      commented, original.imports.map { moved($0, lines: 1, columns: 0) },
      fence: original.wholeFileFence, "a line comment planted before the first line", input)

    let lines = Set(original.imports.map(\.line))
    var planted = Array(input[..<start])
    for (number, line) in self.lines(of: input, from: start).enumerated() {
      if lines.contains(number + 1) { planted += blockComment }
      planted += line
    }
    try expect(
      ImportScanner.scan(utf8: planted),
      original.imports.map { moved($0, lines: 0, columns: blockComment.count) },
      fence: original.wholeFileFence, "a block comment planted at the start of each import's line",
      input)

    let appended = ImportScanner.scan(utf8: input + trailingString)
    guard appended.imports == original.imports else {
      throw FuzzFailure(
        "a string planted after the end changed the imports of \(quoted(input)) "
          + "from \(original.imports) to \(appended.imports)")
    }
  }

  private static func expect(
    _ scan: SourceScan, _ imports: [ImportStatement], fence: String?, _ change: String,
    _ input: [UInt8]
  ) throws(FuzzFailure) {
    guard scan.imports == imports, scan.wholeFileFence == fence else {
      throw FuzzFailure(
        "\(change) changed what \(quoted(input)) imports: expected \(imports) fenced by "
          + "\(String(describing: fence)), found \(scan.imports) fenced by "
          + "\(String(describing: scan.wholeFileFence))")
    }
  }

  private static func moved(_ statement: ImportStatement, lines: Int, columns: Int)
    -> ImportStatement
  {
    ImportStatement(
      module: statement.module, line: statement.line + lines, column: statement.column + columns,
      kind: statement.kind, attributes: statement.attributes,
      accessLevel: statement.accessLevel, conditions: statement.conditions)
  }

  /// Where the first line that can hold code starts: `start`, or past the line break that ends
  /// a `#!` line there (the end when it has none).
  static func firstLineStart(of bytes: [UInt8], from start: Int) -> Int {
    guard bytes[start...].starts(with: Array("#!".utf8)) else { return start }
    return lines(of: bytes, from: start).first.map(\.endIndex) ?? start
  }

  /// The lines of `bytes` from `start`, each with its line break, split as the scanner counts
  /// them: at `\n`, `\r\n` and a lone `\r`.
  static func lines(of bytes: [UInt8], from start: Int) -> [ArraySlice<UInt8>] {
    var lines: [ArraySlice<UInt8>] = []
    var lineStart = start
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == 0x0D, index < bytes.count, bytes[index] == 0x0A { index += 1 }
      if byte == 0x0A || byte == 0x0D {
        lines.append(bytes[lineStart..<index])
        lineStart = index
      }
    }
    lines.append(bytes[lineStart..<bytes.count])
    return lines
  }

  private static func quoted(_ input: [UInt8]) -> String {
    String(decoding: input, as: UTF8.self).debugDescription
  }
}

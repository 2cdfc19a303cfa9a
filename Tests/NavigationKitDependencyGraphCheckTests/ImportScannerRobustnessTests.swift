import Testing

@testable import NavigationKitDependencyGraphCheck

/// A small seeded generator (SplitMix64), so every run feeds the same bytes.
private struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}

@Suite struct ImportScannerRobustnessTests {
  /// Checks that every import the scanner reports points into `bytes`.
  private func expectPlausible(
    _ scan: SourceScan, in bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let lineCount = bytes.count + 1
    for statement in scan.imports {
      #expect(!statement.module.isEmpty, sourceLocation: sourceLocation)
      #expect((1...lineCount).contains(statement.line), sourceLocation: sourceLocation)
      #expect((1...bytes.count).contains(statement.column), sourceLocation: sourceLocation)
    }
  }

  @Test func returnsForRandomBytes() {
    var generator = SeededGenerator(state: 2024)
    for _ in 0..<2_000 {
      let count = Int.random(in: 0..<2_048, using: &generator)
      let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
      expectPlausible(ImportScanner.scan(utf8: bytes), in: bytes)
    }
  }

  @Test func returnsForRandomSwiftLikeText() {
    let pieces = [
      "import ", "@testable ", "@_spi(", "public ", "struct ", "Foo", ".", " ", "\n", "\r\n",
      "\t", ";", "{", "}", "(", ")", "\"", "\"\"\"", "#", "##", "\\", "\\(", "\\#(", "/", "*",
      "//", "/*", "*/", "#if A", "#elseif B", "#else", "#endif", "`", "@", "#/", "/#", "\0",
      "é", "\u{FEFF}",
    ]
    var generator = SeededGenerator(state: 7)
    for _ in 0..<3_000 {
      let count = Int.random(in: 0..<64, using: &generator)
      let source = (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
      let scan = ImportScanner.scan(source)
      expectPlausible(scan, in: Array(source.utf8))
      #expect(ImportScanner.scan(utf8: Array(source.utf8)) == scan)
    }
  }

  @Test func returnsForAOneMegabyteLine() {
    let source = String(repeating: "x + ", count: 262_144) + "0; import Foo"
    let scan = ImportScanner.scan(source)
    #expect(scan.imports == [ImportStatement(module: "Foo", line: 1, column: 1_048_587)])
  }

  @Test func returnsForDeepNesting() {
    let depth = 100_000
    let sources = [
      String(repeating: #""\("#, count: depth),
      String(repeating: "\"\"\"\n\\(", count: depth),
      String(repeating: "/*", count: depth) + "\nimport X",
      String(repeating: "#if A\n", count: depth) + "import X",
      String(repeating: "@_spi(", count: depth) + "import X",
      String(repeating: "(", count: depth),
    ]
    for source in sources {
      let scan = ImportScanner.scan(source)
      #expect(scan.imports.count <= 1)
      #expect(scan.wholeFileFence == nil)
    }
  }

  static let truncated = [
    "\"", "\"\"\"", "#\"", "##\"\"\"", "\"\\", "\"\\(", "#\"\\#(", "/*", "/* /*", "`", "`Foo",
    "#", "#/", "@", "@_spi(", "import", "import struct", "#if", "#if (", "#elseif", "#endif",
    "\\", "\r", "\0",
  ]

  @Test(arguments: truncated)
  func returnsForTruncatedInput(source: String) {
    #expect(ImportScanner.scan(source).wholeFileFence == nil)
    #expect(ImportScanner.scan(source + "\nimport Foo").imports.count <= 1)
  }
}

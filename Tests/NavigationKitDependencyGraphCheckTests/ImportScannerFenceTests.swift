import Testing

@testable import NavigationKitDependencyGraphCheck

@Suite struct ImportScannerFenceTests {
  static let fenced: [(source: String, fence: String)] = [
    ("#if canImport(SwiftUI)\nimport SwiftUI\nstruct V {}\n#endif\n", "canImport(SwiftUI)"),
    ("#if canImport( SwiftUI )\n#endif", "canImport(SwiftUI)"),
    ("// Header\n\n/// Docs.\n/* block */\n#if A\nimport X\n#endif\n", "A"),
    ("/* a /* nested */ comment */ #if A\n#endif", "A"),
    ("\u{FEFF}#if A\n#endif", "A"),
    ("#if A\n#if B\nimport X\n#elseif C\n#else\n#endif\n#endif", "A"),
    ("#if A\n#endif // A\n\n// The end.\n", "A"),
    ("#if A\r\nimport X\r\n#endif\r\n", "A"),
    ("  \t#if A\n\t#endif\t\n", "A"),
    ("#if os(iOS) ||\n  os(tvOS)\nimport UIKit\n#endif", "os(iOS)||os(tvOS)"),
  ]

  @Test(arguments: fenced)
  func findsTheFenceOfAWholeFile(source: String, fence: String) {
    #expect(ImportScanner.scan(source).wholeFileFence == fence)
  }

  static let unfenced: [String] = [
    "",
    "\n\n",
    "// Only a comment.\n",
    "import Foundation\n",
    "import Foundation\n#if A\nimport X\n#endif\n",
    "#if A\nimport X\n#endif\nimport Foundation\n",
    "#if A\n#endif\nlet x = 1",
    "#if A\n#endif\n;",
    "@testable\n#if A\n#endif",
    "#if A\nimport X\n#else\nimport Y\n#endif\n",
    "#if A\nimport X\n#elseif B\nimport Y\n#endif\n",
    "#if A\n#if B\n#endif\n#else\n#endif",
    "#if A\n#endif\n#if B\n#endif\n",
    "#if A\nimport X\n",
    "#if A\n#if B\n#endif\n",
    "#if A\n#endif\n#endif\n",
    "#if A\n#endif\n#else\n",
    "#endif\n#if A\n#endif",
    "#if\n#endif",
    "let s = \"#if A\"\n#if B\n#endif",
    "#if A\n#endif let x = 1",
  ]

  @Test(arguments: unfenced)
  func findsNoFence(source: String) {
    #expect(ImportScanner.scan(source).wholeFileFence == nil)
  }

  @Test func stillReportsImportsOfAnUnbalancedFile() {
    let scan = ImportScanner.scan("#if A\nimport X\n#endif\n#endif\nimport Y")
    #expect(scan.imports.map(\.module) == ["X", "Y"])
    #expect(scan.imports.map(\.conditions) == [["A"], []])
    #expect(scan.wholeFileFence == nil)
  }
}

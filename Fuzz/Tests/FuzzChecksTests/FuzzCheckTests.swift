import FuzzChecks
import Testing

/// The checks accept what they should: each target's promise holds on inputs chosen by hand,
/// including those the checks build variants of.
@Suite(.needsValidComposition) struct FuzzCheckTests {
  @Test(arguments: [
    "myapp://orders/A-1/track", "https://myapp.example.com/catalog/search?q=a%20b",
    "myapp://evil", "", "myapp://orders/%FF",
  ])
  @MainActor
  func deepLinksRoundTrip(url: String) throws {
    try FuzzTarget.deepLinks.check(Array(url.utf8))
  }

  @Test(arguments: [
    "import A\n/* x */ import B\n",
    "\u{FEFF}import A\r\nimport B\rimport C",
    "#if os(Linux)\nimport Glibc\n#endif\n",
    "import\nA.B",
    "let s = \"\"\"\nimport X\n",
    "#!\"\"\"\nimport G", "#!/usr/bin/env swift", "\u{FEFF}#!/usr/bin/swift\r\nimport A",
  ])
  @MainActor
  func importsSurvivePlantedComments(source: String) throws {
    try FuzzTarget.imports.check(Array(source.utf8))
  }

  @Test(arguments: ["tab\n\u{301}x", "open  myapp://orders", "ACTION +2", "quit now"])
  @MainActor
  func commandsParseBackToThemselves(line: String) throws {
    try FuzzTarget.sessionCommand.check(Array(line.utf8))
  }

  @Test func targetsAreNamedForTheirFolders() {
    #expect(
      FuzzTarget.allCases.map(\.name) == [
        "deep-links", "snapshot", "rules", "imports", "session-command",
      ])
  }
}

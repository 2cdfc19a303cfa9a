import Foundation
import Testing

@testable import NavigationKitDependencyGraphCheck

/// Text that reads like an import inside comments and string literals is never an import.
@Suite struct CheckFalsePositiveTests {
  static let sources: [String] = [
    "// import FeatureB\n",
    "/// import FeatureB\n",
    "/* import FeatureB */\n",
    "/*\nimport FeatureB\n*/\n",
    "/* /* */ import FeatureB */\n",
    "/* /* /* */ */\nimport FeatureB\n*/\n",
    "/**\n import FeatureB\n */\n",
    "let text = \"import FeatureB\"\n",
    "let text = \"a \\\" import FeatureB\"\n",
    "let text = \"\"\"\nimport FeatureB\n\"\"\"\n",
    "let text = \"\"\"\n  import FeatureB\n  \\\n  import FeatureB\n  \"\"\"\n",
    "let text = #\"import FeatureB\"#\n",
    "let text = #\"a \" import FeatureB\"#\n",
    "let text = ##\"a \"# import FeatureB\"##\n",
    "let text = #\"\"\"\nimport FeatureB\n\"\"\"#\n",
    "let text = \"\\(f(\"import FeatureB\"))\"\n",
    "let text = \"\\(f(\"\\(g(\"import FeatureB\"))\"))\"\n",
    "let text = \"\"\"\n\\(f(\"\"\"\nimport FeatureB\n\"\"\"))\n\"\"\"\n",
    "let pattern = #/import FeatureB/#\n",
  ]

  @Test(arguments: sources)
  func textInCommentsAndStringsIsNoImport(_ source: String) throws {
    var fixture = CheckFixture.standard
    fixture.write(source, in: "FeatureA")
    let result = try fixture.run()
    #expect(result.findings == [])
    #expect(result.imports == CheckFixture.standardImports)
  }

  /// The comment or literal ends where Swift ends it: an import after it is still found.
  @Test(arguments: sources)
  func importAfterTheCommentOrStringIsFound(_ source: String) throws {
    var fixture = CheckFixture.standard
    fixture.write(source + "import FeatureB\n", in: "FeatureA")
    let line = source.split(separator: "\n", omittingEmptySubsequences: false).count
    #expect(
      try fixture.findings() == [
        fixture.importFinding(
          "FeatureA", line: line, column: 8,
          "FeatureA imports FeatureB: features must not depend on each other",
          rule: "independent-features")
      ])
  }
}

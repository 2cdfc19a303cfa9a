import Foundation
import Testing

@testable import NavigationKitDependencyGraphCheck

/// A FeatureA source importing FeatureB, and where the module name sits in it.
struct ImportFormCase: Sendable, CustomTestStringConvertible {
  let source: String
  let line: Int
  let column: Int

  init(_ source: String, _ line: Int, _ column: Int) {
    self.source = source
    self.line = line
    self.column = column
  }

  var testDescription: String { source.debugDescription }
}

/// Every form of `import` is found, and reported at the module name.
@Suite struct CheckImportFormTests {
  static let forms: [ImportFormCase] = [
    ImportFormCase("import FeatureB\n", 1, 8),
    ImportFormCase("import FeatureB", 1, 8),
    ImportFormCase("@testable import FeatureB\n", 1, 18),
    ImportFormCase("@_exported import FeatureB\n", 1, 19),
    ImportFormCase("@preconcurrency import FeatureB\n", 1, 24),
    ImportFormCase("@_implementationOnly import FeatureB\n", 1, 29),
    ImportFormCase("@_spi(Internal) import FeatureB\n", 1, 24),
    ImportFormCase("@preconcurrency @testable import FeatureB\n", 1, 34),
    ImportFormCase("import struct FeatureB.Thing\n", 1, 15),
    ImportFormCase("import class FeatureB.Thing\n", 1, 14),
    ImportFormCase("import enum FeatureB.Thing\n", 1, 13),
    ImportFormCase("import protocol FeatureB.Thing\n", 1, 17),
    ImportFormCase("import func FeatureB.thing\n", 1, 13),
    ImportFormCase("import var FeatureB.thing\n", 1, 12),
    ImportFormCase("import let FeatureB.thing\n", 1, 12),
    ImportFormCase("import typealias FeatureB.Thing\n", 1, 18),
    ImportFormCase("import FeatureB.Submodule\n", 1, 8),
    ImportFormCase("public import FeatureB\n", 1, 15),
    ImportFormCase("package import FeatureB\n", 1, 16),
    ImportFormCase("internal import FeatureB\n", 1, 17),
    ImportFormCase("fileprivate import FeatureB\n", 1, 20),
    ImportFormCase("private import FeatureB\n", 1, 16),
    ImportFormCase("@testable public import FeatureB\n", 1, 25),
    ImportFormCase("#if canImport(FeatureB)\nimport FeatureB\n#endif\n", 2, 8),
    ImportFormCase("#if false\nimport FeatureB\n#endif\n", 2, 8),
    ImportFormCase("#if DEBUG\nimport Core\n#else\n  import FeatureB\n#endif\n", 4, 10),
    ImportFormCase("#if os(iOS)\n#elseif os(Linux)\nimport FeatureB\n#endif\n", 3, 8),
    ImportFormCase("import\n  FeatureB\n", 2, 3),
    ImportFormCase("import Foundation; import FeatureB\n", 1, 27),
    ImportFormCase("import\tFeatureB\n", 1, 8),
    ImportFormCase("  import FeatureB\n", 1, 10),
    ImportFormCase("/* a note */ import FeatureB\n", 1, 21),
    ImportFormCase("/* é */ import FeatureB\n", 1, 17),
    ImportFormCase("import FeatureB // the other feature\n", 1, 8),
    ImportFormCase("import Foundation\r\nimport FeatureB\r\n", 2, 8),
    ImportFormCase("// import Core\nimport Foundation\n\n\nimport FeatureB\n", 5, 8),
    ImportFormCase("import Core\n\nstruct S {}\n\nimport FeatureB\n", 5, 8),
    ImportFormCase("let url = \"http://x\"; import FeatureB\n", 1, 30),
    ImportFormCase("let open = \"/*\"\nimport FeatureB\n", 2, 8),
    ImportFormCase("let quote = \"\\\"\"\nimport FeatureB\n", 2, 8),
  ]

  @Test(arguments: forms)
  func importFormIsReportedAtTheModuleName(_ form: ImportFormCase) throws {
    var fixture = CheckFixture.standard
    fixture.write(form.source, in: "FeatureA")
    #expect(
      try fixture.findings() == [
        fixture.importFinding(
          "FeatureA", line: form.line, column: form.column,
          "FeatureA imports FeatureB: features must not depend on each other",
          rule: "independent-features")
      ])
  }

  @Test func twoImportsOnOneLineAreBothReported() throws {
    var fixture = CheckFixture.standard
    fixture.write("import FeatureB; import Composition\n", in: "FeatureA")
    let findings = try fixture.findings().filter { $0.path.hasPrefix("Sources/") }
    #expect(findings.map(\.column) == [8, 25])
    #expect(findings.map(\.rule) == ["independent-features", "layers-features"])
  }

  @Test func importCountIncludesEveryForm() throws {
    var fixture = CheckFixture.standard
    fixture.write(
      "import Foundation\n@testable import Core\nimport struct Foundation.URL\n", in: "FeatureA")
    let result = try fixture.run()
    #expect(result.findings == [])
    #expect(result.imports == CheckFixture.standardImports + 3)
    #expect(result.files == 11)
  }
}

extension CheckFixture {
  /// How many imports the standard fixture's sources hold.
  static let standardImports = 22
}

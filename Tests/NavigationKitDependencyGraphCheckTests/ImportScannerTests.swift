import Testing

@testable import NavigationKitDependencyGraphCheck

@Suite struct ImportScannerTests {
  static let forms: [(source: String, expected: ImportStatement)] = [
    ("import Foo", ImportStatement(module: "Foo", line: 1, column: 8)),
    ("import Foo.Bar.Baz", ImportStatement(module: "Foo", line: 1, column: 8)),
    ("import Foo . Bar", ImportStatement(module: "Foo", line: 1, column: 8)),
    (
      "@testable import Foo",
      ImportStatement(module: "Foo", line: 1, column: 18, attributes: ["@testable"])
    ),
    (
      "@_exported import Foo",
      ImportStatement(module: "Foo", line: 1, column: 19, attributes: ["@_exported"])
    ),
    (
      "@preconcurrency import Foo",
      ImportStatement(module: "Foo", line: 1, column: 24, attributes: ["@preconcurrency"])
    ),
    (
      "@_implementationOnly import Foo",
      ImportStatement(module: "Foo", line: 1, column: 29, attributes: ["@_implementationOnly"])
    ),
    (
      "@_spi(Internal) import Foo",
      ImportStatement(module: "Foo", line: 1, column: 24, attributes: ["@_spi"])
    ),
    (
      "@_spi(A) @_spi(B) @testable import Foo",
      ImportStatement(
        module: "Foo", line: 1, column: 36, attributes: ["@_spi", "@_spi", "@testable"])
    ),
    (
      "@_exported @preconcurrency import Foo",
      ImportStatement(
        module: "Foo", line: 1, column: 35, attributes: ["@_exported", "@preconcurrency"])
    ),
    ("import struct Foo.Bar", ImportStatement(module: "Foo", line: 1, column: 15, kind: "struct")),
    ("import class Foo.Bar", ImportStatement(module: "Foo", line: 1, column: 14, kind: "class")),
    ("import enum Foo.Bar", ImportStatement(module: "Foo", line: 1, column: 13, kind: "enum")),
    (
      "import protocol Foo.Bar",
      ImportStatement(module: "Foo", line: 1, column: 17, kind: "protocol")
    ),
    ("import func Foo.bar", ImportStatement(module: "Foo", line: 1, column: 13, kind: "func")),
    ("import var Foo.bar", ImportStatement(module: "Foo", line: 1, column: 12, kind: "var")),
    ("import let Foo.bar", ImportStatement(module: "Foo", line: 1, column: 12, kind: "let")),
    (
      "import typealias Foo.Bar",
      ImportStatement(module: "Foo", line: 1, column: 18, kind: "typealias")
    ),
    (
      "public import Foo",
      ImportStatement(module: "Foo", line: 1, column: 15, accessLevel: "public")
    ),
    (
      "package import Foo",
      ImportStatement(module: "Foo", line: 1, column: 16, accessLevel: "package")
    ),
    (
      "internal import Foo",
      ImportStatement(module: "Foo", line: 1, column: 17, accessLevel: "internal")
    ),
    (
      "fileprivate import Foo",
      ImportStatement(module: "Foo", line: 1, column: 20, accessLevel: "fileprivate")
    ),
    (
      "private import Foo",
      ImportStatement(module: "Foo", line: 1, column: 16, accessLevel: "private")
    ),
    (
      "@preconcurrency public import Foo",
      ImportStatement(
        module: "Foo", line: 1, column: 31, attributes: ["@preconcurrency"], accessLevel: "public")
    ),
    (
      "public @preconcurrency import Foo",
      ImportStatement(
        module: "Foo", line: 1, column: 31, attributes: ["@preconcurrency"], accessLevel: "public")
    ),
    (
      "@_spi(X) package import struct Foo.Bar",
      ImportStatement(
        module: "Foo", line: 1, column: 32, kind: "struct", attributes: ["@_spi"],
        accessLevel: "package")
    ),
    ("import `Foo`", ImportStatement(module: "Foo", line: 1, column: 9)),
    ("import `Foo`.Bar", ImportStatement(module: "Foo", line: 1, column: 9)),
    (
      "import struct `Foo`.Bar", ImportStatement(module: "Foo", line: 1, column: 16, kind: "struct")
    ),
    ("import\n  Foo", ImportStatement(module: "Foo", line: 2, column: 3)),
    ("import\n\n  // the module\n  Foo", ImportStatement(module: "Foo", line: 4, column: 3)),
    (
      "@testable\nimport Foo",
      ImportStatement(module: "Foo", line: 2, column: 8, attributes: ["@testable"])
    ),
    (
      "@_spi(\n  Name\n) import Foo",
      ImportStatement(module: "Foo", line: 3, column: 10, attributes: ["@_spi"])
    ),
    ("import /* module: */ Foo", ImportStatement(module: "Foo", line: 1, column: 22)),
    ("\timport\tFoo", ImportStatement(module: "Foo", line: 1, column: 9)),
    ("  import Foo // and a comment", ImportStatement(module: "Foo", line: 1, column: 10)),
    ("/* é */ import Foo", ImportStatement(module: "Foo", line: 1, column: 17)),
    ("import Ünïcode", ImportStatement(module: "Ünïcode", line: 1, column: 8)),
    ("import _Concurrency", ImportStatement(module: "_Concurrency", line: 1, column: 8)),
    ("struct S {}\nimport Foo", ImportStatement(module: "Foo", line: 2, column: 8)),
    ("func f() {}; import Foo", ImportStatement(module: "Foo", line: 1, column: 21)),
    ("let x = 1 }import Foo", ImportStatement(module: "Foo", line: 1, column: 19)),
    ("\u{FEFF}import Foo", ImportStatement(module: "Foo", line: 1, column: 8)),
    ("#!/usr/bin/env swift\nimport Foo", ImportStatement(module: "Foo", line: 2, column: 8)),
    ("\0import Foo\0", ImportStatement(module: "Foo", line: 1, column: 9)),
  ]

  @Test(arguments: forms)
  func recognisesImportForm(source: String, expected: ImportStatement) {
    #expect(ImportScanner.scan(source).imports == [expected])
  }

  @Test func matchesTheDocumentedExample() {
    let scan = ImportScanner.scan("#if canImport(UIKit)\n@testable import UIKit.UIView\n#endif\n")
    #expect(
      scan.imports == [
        ImportStatement(
          module: "UIKit", line: 2, column: 18, attributes: ["@testable"],
          conditions: ["canImport(UIKit)"])
      ])
    #expect(scan.wholeFileFence == "canImport(UIKit)")
  }

  @Test func readsEveryImportOfALineSeparatedBySemicolons() {
    let scan = ImportScanner.scan("import A; import B;import C ;@testable import D")
    #expect(
      scan.imports == [
        ImportStatement(module: "A", line: 1, column: 8),
        ImportStatement(module: "B", line: 1, column: 18),
        ImportStatement(module: "C", line: 1, column: 27),
        ImportStatement(module: "D", line: 1, column: 47, attributes: ["@testable"]),
      ])
  }

  @Test func readsImportsInOrderWithTheirLines() {
    let source = """
      // Header
      import Foundation
      @testable import NavigationKit

      public import struct Observation.ObservationRegistrar

      struct Model {}
      """
    #expect(
      ImportScanner.scan(source).imports == [
        ImportStatement(module: "Foundation", line: 2, column: 8),
        ImportStatement(module: "NavigationKit", line: 3, column: 18, attributes: ["@testable"]),
        ImportStatement(
          module: "Observation", line: 5, column: 22, kind: "struct", accessLevel: "public"),
      ])
  }

  static let notImports = [
    "foo.import Bar",
    "foo.\nimport Bar",
    "foo\n  .import Bar",
    "let import_ = 1",
    "importFoo",
    "let x = importX",
    "let reimport = 1",
    "`import` Foo",
    "#import Foo",
    "@import Foo",
    "let x = 1 import Foo",
    "print(import Foo)",
    "x = y + import Foo",
    "public func f() import Foo",
    "@available(*, deprecated) func f() import Foo",
    "public public import Foo",
    "import",
    "import ;",
    "import 42",
    "import .Foo",
    "@ testable import Foo",
  ]

  @Test(arguments: notImports)
  func findsNoImportOutsideADeclarationStart(source: String) {
    #expect(ImportScanner.scan(source).imports == [])
  }

  @Test func readsCarriageReturnLineFeedsAndLoneCarriageReturns() {
    let scan = ImportScanner.scan("import A\r\n\r\n  import B\r\nimport C\rimport D\r\n")
    #expect(
      scan.imports == [
        ImportStatement(module: "A", line: 1, column: 8),
        ImportStatement(module: "B", line: 3, column: 10),
        ImportStatement(module: "C", line: 4, column: 8),
        ImportStatement(module: "D", line: 5, column: 8),
      ])
  }

  @Test func readsTabsAsOneColumnEach() {
    let scan = ImportScanner.scan("\t\timport\t\tFoo\n\t@testable\timport Bar")
    #expect(
      scan.imports == [
        ImportStatement(module: "Foo", line: 1, column: 11),
        ImportStatement(module: "Bar", line: 2, column: 19, attributes: ["@testable"]),
      ])
  }

  @Test func scansBytesAsItScansText() {
    let source = "// Header\n@_exported import Foo.Bar\n#if os(iOS)\nimport UIKit\n#endif\n"
    let expected = ImportScanner.scan(source)

    #expect(expected.imports.count == 2)
    #expect(ImportScanner.scan(utf8: Array(source.utf8)) == expected)
    #expect(ImportScanner.scan(utf8: source.utf8) == expected)
    #expect(ImportScanner.scan(utf8: Array(source.utf8).lazy.map { $0 }) == expected)
    #expect(ImportScanner.scan(utf8: ArraySlice(Array(source.utf8))) == expected)
  }

  @Test func readsInvalidUTF8AsRepairedText() {
    let bytes: [UInt8] = Array("import ".utf8) + [0xFF, 0xC3] + Array("\nimport Bar".utf8)
    #expect(
      ImportScanner.scan(utf8: bytes).imports == [
        ImportStatement(module: "\u{FFFD}\u{FFFD}", line: 1, column: 8),
        ImportStatement(module: "Bar", line: 2, column: 8),
      ])
  }
}

import Testing

@testable import NavigationKitDependencyGraphCheck

@Suite struct ImportScannerConditionTests {
  /// The modules and conditions of the imports the scanner finds in `source`.
  private func conditions(in source: String) -> [String: [String]] {
    var byModule: [String: [String]] = [:]
    for statement in ImportScanner.scan(source).imports {
      byModule[statement.module] = statement.conditions
    }
    return byModule
  }

  @Test func recordsTheConditionWithoutWhiteSpace() {
    let scan = ImportScanner.scan("#if canImport( SwiftUI )\n  import SwiftUI\n#endif\n")
    #expect(
      scan.imports == [
        ImportStatement(module: "SwiftUI", line: 2, column: 10, conditions: ["canImport(SwiftUI)"])
      ])
  }

  @Test func recordsEachBranchOfAnIfElseifElse() {
    let source = """
      #if os(macOS)
      import AppKit
      #elseif os(iOS) || os(tvOS)
      import UIKit
      #elseif os(watchOS)
      import WatchKit
      #else
      import Glibc
      #endif
      import Foundation
      """
    #expect(
      conditions(in: source) == [
        "AppKit": ["os(macOS)"],
        "UIKit": ["os(iOS)||os(tvOS)"],
        "WatchKit": ["os(watchOS)"],
        "Glibc": ["!(os(macOS))&&!(os(iOS)||os(tvOS))&&!(os(watchOS))"],
        "Foundation": [],
      ])
  }

  @Test func negatesTheConditionInAnElseBranch() {
    let source = "#if canImport(SwiftUI)\nimport SwiftUI\n#else\nimport Foundation\n#endif"
    #expect(
      conditions(in: source) == [
        "SwiftUI": ["canImport(SwiftUI)"], "Foundation": ["!(canImport(SwiftUI))"],
      ])
  }

  @Test func stacksNestedBlocksOutermostFirst() {
    let source = """
      #if A
        #if B
          import AB
        #else
          import ANotB
          #if C
            import ANotBC
          #endif
        #endif
        import OnlyA
      #endif
      import Always
      """
    #expect(
      conditions(in: source) == [
        "AB": ["A", "B"],
        "ANotB": ["A", "!(B)"],
        "ANotBC": ["A", "!(B)", "C"],
        "OnlyA": ["A"],
        "Always": [],
      ])
  }

  @Test func reportsImportsUnderIfFalse() {
    #expect(conditions(in: "#if false\nimport Hidden\n#endif") == ["Hidden": ["false"]])
  }

  static let conditionTexts: [(source: String, condition: String)] = [
    ("#if DEBUG // only in debug builds", "DEBUG"),
    ("#if DEBUG /* only in debug builds */", "DEBUG"),
    ("#if A /* and */ && B", "A&&B"),
    ("#if compiler(>=5.9) && canImport(Observation)", "compiler(>=5.9)&&canImport(Observation)"),
    ("#if !os( Linux )", "!os(Linux)"),
    ("\t  #if\tswift(>=6.0)", "swift(>=6.0)"),
    ("#if os(iOS) ||\n    os(tvOS)", "os(iOS)||os(tvOS)"),
    ("#if canImport(\n  UIKit)", "canImport(UIKit)"),
    ("#if(DEBUG)", "(DEBUG)"),
    ("#if A\r", "A"),
  ]

  @Test(arguments: conditionTexts)
  func readsTheConditionToTheEndOfItsLine(source: String, condition: String) {
    let scan = ImportScanner.scan(source + "\nimport Fenced\n#endif\n")
    #expect(scan.imports.map(\.conditions) == [[condition]])
    #expect(scan.wholeFileFence == condition)
  }

  @Test func readsTheLineOfAnImportAfterAConditionOnTwoLines() {
    let scan = ImportScanner.scan("#if os(iOS) ||\n  os(tvOS)\nimport UIKit\n#endif")
    #expect(scan.imports.map(\.line) == [3])
  }

  @Test func ignoresDirectivesInCommentsAndStrings() {
    let source = """
      /*
      #if A
      */
      // #if B
      let s = \"""
      #if C
      \"""
      let t = "#if D"
      import Plain
      """
    #expect(conditions(in: source) == ["Plain": []])
  }

  @Test func ignoresDirectivesThatDoNotStartALine() {
    #expect(conditions(in: "foo() #if A\nimport Plain") == ["Plain": []])
  }

  @Test func ignoresPoundKeywordsThatAreNotDirectives() {
    let source = "#ifdef A\n#warning(\"x\")\n#sourceLocation(file: \"a\", line: 1)\nimport Plain"
    #expect(conditions(in: source) == ["Plain": []])
  }

  @Test func ignoresStrayDirectives() {
    let source = "#endif\n#else\n#elseif A\nimport Plain\n#if B\nimport Open"
    #expect(conditions(in: source) == ["Plain": [], "Open": ["B"]])
  }

  @Test func readsDirectivesWithCarriageReturnLineFeeds() {
    let source = "#if A\r\nimport X\r\n#else\r\nimport Y\r\n#endif\r\n"
    #expect(conditions(in: source) == ["X": ["A"], "Y": ["!(A)"]])
    #expect(ImportScanner.scan(source).imports.map(\.line) == [2, 4])
  }
}

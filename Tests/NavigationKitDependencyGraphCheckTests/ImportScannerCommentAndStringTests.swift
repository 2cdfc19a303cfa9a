import Testing

@testable import NavigationKitDependencyGraphCheck

@Suite struct ImportScannerCommentAndStringTests {
  /// Sources that hide `import X` in a comment or a literal; each is followed by a line with a
  /// real import.
  static let hidden: [String] = [
    "// import X",
    "/// import X",
    "//import X",
    "/* import X */",
    "/** import X */",
    "/*\nimport X\n*/",
    "/* a /* b */ import X */",
    "/* a /* b /* c */ */\nimport X\n*/",
    "/* a */ // import X",
    #"let s = "import X""#,
    #"let s = "\" import X""#,
    #"let s = "\\" + "import X""#,
    #"let s = "a"; let t = "; import X""#,
    "let s = \"\"\"\nimport X\n\"\"\"",
    "let s = \"\"\"\n  \"\" \" \\\"\"\"\nimport X\n  \"\"\"",
    "let s = \"\"\"\n  line \\\nimport X\n  \"\"\"",
    ##"let s = #"import X"#"##,
    ##"let s = #"\"#; let t = #"import X"#"##,
    ##"let s = #"" import X"#"##,
    ###"let s = ##"a "# import X"##"###,
    ###"let s = ##"a "# b \#(x) import X"##"###,
    "let s = #\"\"\"\nimport X\n\"\"\"\nimport X\n\"\"\"#",
    "let s = ##\"\"\"\n\"\"\"#\nimport X\n\"\"\"##",
    #"let s = "\(foo("import X"))""#,
    #"let s = "\(f(")")) import X""#,
    #"let s = "\(f("(")) import X""#,
    #"let s = "\((a, (b, c))) import X""#,
    #"let s = "\(a("\(b("\(c(")"))"))")) import X""#,
    #"let s = "\(x /* ) " */) import X""#,
    ##"let s = #"\#(f("import X")) import Y"#"##,
    ##"let s = #"\(f(" import X"#"##,
    ##"let s = "\(#"import X"#)""##,
    "let s = \"\"\"\n\\(items.map { \"import \\($0)\" }.joined(\n  separator: \")\"))\nimport X\n\"\"\"",
    "let s = \"\"\"\n\\(\"\"\"\n  import X\n  \"\"\")\n\"\"\"",
    "let r = #/import X/#",
    "let r = #/\nimport X\n/#",
    "let r = ##/ /# import X/##",
    "@available(*, deprecated, message: \"import X\") func f() {}",
  ]

  @Test(arguments: hidden)
  func neverReadsImportsInCommentsOrLiterals(source: String) {
    let realLine = source.utf8.filter { $0 == UInt8(ascii: "\n") }.count + 2
    let scan = ImportScanner.scan(source + "\nimport Real")
    let expected = ImportStatement(module: "Real", line: realLine, column: 8)

    #expect(scan.imports == [expected])
  }

  @Test func endsASingleLineStringAtTheEndOfItsLine() {
    let scan = ImportScanner.scan("let s = \"unterminated\nimport Real\nlet t = \"import X\"")
    #expect(scan.imports == [ImportStatement(module: "Real", line: 2, column: 8)])
  }

  @Test func endsAnInterpolatedSingleLineStringAtTheEndOfItsLine() {
    let scan = ImportScanner.scan("let s = \"\\(f(\"a\"\nimport Real")
    #expect(scan.imports == [ImportStatement(module: "Real", line: 2, column: 8)])
  }

  @Test func readsTheRestOfALineAfterABlockComment() {
    let scan = ImportScanner.scan("/* a /* b */ c */ import Real /* import X */")
    #expect(scan.imports == [ImportStatement(module: "Real", line: 1, column: 26)])
  }

  @Test func readsNothingInAnUnterminatedComment() {
    #expect(ImportScanner.scan("/* a /* b */\nimport X\n").imports == [])
    #expect(ImportScanner.scan("/*").imports == [])
  }

  @Test func readsNothingInAnUnterminatedMultiLineString() {
    #expect(ImportScanner.scan("let s = \"\"\"\nimport X\n").imports == [])
    #expect(ImportScanner.scan("let s = #\"\"\"\nimport X\n\"\"\"").imports == [])
    #expect(ImportScanner.scan("let s = \"\"\"\n\\(f(\nimport X\n").imports == [])
  }

  @Test func readsInterpolationsNestedDeeply() {
    let depth = 200
    let open = String(repeating: #""\(f("#, count: depth)
    let close = String(repeating: #"))""#, count: depth)
    let scan = ImportScanner.scan("let s = \(open)import X\(close)\nimport Real")
    #expect(scan.imports == [ImportStatement(module: "Real", line: 2, column: 8)])
  }
}

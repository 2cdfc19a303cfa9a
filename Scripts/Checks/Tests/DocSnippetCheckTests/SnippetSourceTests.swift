import Testing

@testable import DocSnippetCheck

/// How a block becomes a Swift file: declarations at file scope, statements in a function, every
/// line under the `#sourceLocation` of its Markdown line.
@Suite struct SnippetSourceTests {
  func snippet(_ lines: [String]) -> DocSnippet {
    DocSnippet(file: "Docs/A.md", fenceLine: 10, lines: lines, partial: nil)
  }

  @Test func declarationsStayAtFileScopeAndStatementsRunInAFunction() {
    let source = SnippetSource(imports: ["NavigationKit"]).source(
      for: snippet([
        "// a comment",
        "public struct A {",
        "  let b = 1",
        "}",
        "let a = A()",
        "print(a)",
      ]))
    #expect(
      source == """
        import NavigationKit
        #sourceLocation(file: "Docs/A.md", line: 11)
        // a comment
        public struct A {
          let b = 1
        }
        #sourceLocation()
        @MainActor func snippet() async throws {
        #sourceLocation(file: "Docs/A.md", line: 15)
        let a = A()
        #sourceLocation()
        #sourceLocation(file: "Docs/A.md", line: 16)
        print(a)
        #sourceLocation()
        }

        """)
  }

  @Test func aBlockOfDeclarationsOnlyHasNoFunction() {
    let source = SnippetSource(imports: []).source(for: snippet(["enum E {}"]))
    #expect(
      source == """
        #sourceLocation(file: "Docs/A.md", line: 11)
        enum E {}
        #sourceLocation()

        """)
  }

  @Test func anItemRunsUntilItsBracketsCloseAndItsContinuationsEnd() {
    let items = SnippetSource.items(
      of: snippet([
        "DeepLinkRoute(\"a/{id}\") { [.a($0[\"id\"])] } parameters: {",
        "  guard case .a(let id) = $0 else { return nil }",
        "}",
        "  .badge { nil }",
        ##"let s = #"a "(" b"# + ")" // ("##,
        "extension A {}",
      ]))
    #expect(items.map(\.line) == [11, 15, 16])
    #expect(items.map(\.lines.count) == [4, 1, 1])
    #expect(items.map(\.isDeclaration) == [false, false, true])
  }

  @Test func attributesOnALineOfTheirOwnJoinTheDeclarationBelow() {
    let items = SnippetSource.items(
      of: snippet(["@MainActor", "@available(iOS 17, *)", "func f() {}", "f()"]))
    #expect(items.map(\.line) == [11, 14])
    #expect(items.map(\.isDeclaration) == [true, false])
  }

  @Test(arguments: [
    ("struct A {}", true), ("@main struct App {}", true), ("@MainActor final class A {}", true),
    ("public let a = 1", true), ("static func f() {}", true), ("extension A {}", true),
    ("let a = 1", false), ("var a = 1", false), ("try app.open(url)", false),
    ("app.perform(.pop)", false), ("@Test func f() {}", true),
  ])
  func theFirstWordsSayWhetherAnItemDeclares(head: String, declares: Bool) {
    #expect(SnippetSource.isDeclaration(head) == declares)
  }

  @Test(arguments: [
    ("f(a, [b]) {", 1), (#"f("(", ")")"#, 0), (#"f("\")(")"#, 0), ("x // (", 0),
    (##"f(#"a"b("#)"##, 0),
  ])
  func bracketsInsideStringsAndCommentsDoNotCount(line: String, balance: Int) {
    #expect(SnippetSource.bracketBalance(of: line) == balance)
  }
}

import Testing

@testable import DocSnippetCheck

/// Reading the Swift blocks out of Markdown: which fences count, where each block is, and what
/// a `partial` marker does.
@Suite struct DocSnippetParseTests {
  @Test func aSwiftBlockKeepsItsLinesAndTheLineOfItsFence() throws {
    let text = "# Title\n\nText.\n```swift\nlet a = 1\n\nlet b = 2\n```\nAfter.\n"
    let snippets = try DocSnippet.parse(text, file: "README.md")
    #expect(
      snippets == [
        DocSnippet(
          file: "README.md", fenceLine: 4, lines: ["let a = 1", "", "let b = 2"], partial: nil)
      ])
    #expect(snippets.first?.firstLine == 5)
    #expect(snippets.first?.location == "README.md:4")
  }

  @Test func blocksOfOtherLanguagesAreNotSnippetsEvenWhenTheyHoldFences() throws {
    let text = """
      ```sh
      swift test
      ```
      ````markdown
      ```swift
      inside markdown
      ```
      ````
      ```
      plain
      ```
        ```swift
        indented()
        ```
      """
    let snippets = try DocSnippet.parse(text, file: "A.md")
    // A fence closes only with as many backticks as opened it, so ```` holds ``` blocks.
    #expect(snippets.map(\.fenceLine) == [12])
    #expect(snippets.last?.lines == ["  indented()"])
  }

  @Test func aPartialMarkerRightBeforeTheFenceNamesWhyTheBlockIsSkipped() throws {
    let text = """
      <!-- snippet: partial "a view's body alone" -->
      ```swift
      Text("Hi")
      ```
      ```swift
      let compiled = true
      ```
      """
    let snippets = try DocSnippet.parse(text, file: "A.md")
    #expect(snippets.map(\.partial) == ["a view's body alone", nil])
  }

  @Test(arguments: [
    ("<!-- snippet: partial \"why\" -->\n\n```swift\nx\n```", 1),
    ("<!-- snippet: partial \"why\" -->\n```sh\nx\n```", 1),
    ("text\n<!-- snippet: partial \"why\" -->", 2),
  ])
  func aMarkerNotRightBeforeASwiftFenceIsAnError(text: String, line: Int) {
    #expect(throws: DocSnippetError.markerWithoutSwiftBlock(file: "A.md", line: line)) {
      try DocSnippet.parse(text, file: "A.md")
    }
  }

  @Test func anUnknownMarkerIsAnError() {
    let marker = "<!-- snippet: skip -->"
    #expect(throws: DocSnippetError.unknownMarker(file: "A.md", line: 1, marker: marker)) {
      try DocSnippet.parse(marker + "\n```swift\nx\n```", file: "A.md")
    }
  }

  @Test func aFenceNeverClosedIsAnErrorAtItsLine() {
    #expect(throws: DocSnippetError.unclosedFence(file: "A.md", line: 2)) {
      try DocSnippet.parse("text\n```swift\nlet a = 1\n", file: "A.md")
    }
  }
}

import NavigationKit
import Testing

@Suite struct ResourceIdentifierTests {
  @Test(arguments: [
    "a",
    "A-1",
    "order_42",
    "0",
    "-",
    "_",
    "ABCxyz-019_",
    String(repeating: "a", count: 64),
  ])
  func validIds(id: String) {
    #expect(ResourceIdentifier.isValid(id))
  }

  @Test(arguments: [
    "",
    String(repeating: "a", count: 65),
    String(repeating: "a", count: 1_000),
    "..",
    ".",
    "a/b",
    "a\\b",
    "%2F",
    "a b",
    " a",
    "a\n",
    "a\0b",
    "\0",
    "é",
    "caf\u{65}\u{301}",
    "Ａ",
    "а",
    "🙂",
    "a:b",
    "a?b=c",
    "a.b",
  ])
  func invalidIds(id: String) {
    #expect(!ResourceIdentifier.isValid(id))
  }

  @Test func theLimitIsSixtyFourCharacters() {
    #expect(ResourceIdentifier.maximumLength == 64)
  }

  @Test func substringsAreCheckedToo() {
    let link = "orders/A-1"
    let slash = link.firstIndex(of: "/") ?? link.endIndex

    #expect(ResourceIdentifier.isValid(link[link.index(after: slash)...]))
    #expect(ResourceIdentifier.isValid(link[..<slash]))
    #expect(!ResourceIdentifier.isValid(link[slash...]))
  }
}

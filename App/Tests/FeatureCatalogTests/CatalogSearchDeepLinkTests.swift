import FeatureCatalog
import NavigationKit
import Testing

@Suite struct CatalogSearchDeepLinkTests {
  let router: DeepLinkRouter

  init() throws {
    router = try CatalogLinks.router()
  }

  private func search(_ url: String) throws -> DeepLinkMatch {
    let match = try router.match(url)
    #expect(match.pattern == "catalog/search")
    #expect(match.presentation == .present(.sheet))
    #expect(!match.requiresLogin)
    return match
  }

  @Test(arguments: [
    ("myapp://catalog/search?q=knife", "knife"),
    ("https://myapp.example.com/catalog/search?q=knife", "knife"),
    ("myapp://catalog/search?q=chef+knife", "chef knife"),
    ("myapp://catalog/search?q=chef%20knife", "chef knife"),
    ("myapp://catalog/search?q=caf%C3%A9+cr%C3%A8me", "café crème"),
    ("myapp://catalog/search?q=%E6%97%A5%E6%9C%AC", "日本"),
    ("myapp://catalog/search?q=a%2Bb", "a+b"),
    ("myapp://catalog/search?q=tea%26cake%3D%3F%23", "tea&cake=?#"),
    ("myapp://catalog/search?utm_source=mail&q=tent&lang=en", "tent"),
    ("myapp://catalog/search/?q=tent#results", "tent"),
    ("myapp://catalog/search?%71=tent", "tent"),
  ])
  func queryIsDecodedIntoTheSearch(_ url: String, _ query: String) throws {
    #expect(try search(url).destinations == [CatalogDestination.search(query: query).erased])
  }

  @Test(arguments: [
    "myapp://catalog/search", "myapp://catalog/search?", "myapp://catalog/search?q=",
    "myapp://catalog/search?q", "myapp://catalog/search?query=knife",
    "https://myapp.example.com/catalog/search",
  ])
  func missingOrEmptyQueryIsANilQuery(_ url: String) throws {
    #expect(try search(url).destinations == [CatalogDestination.search(query: nil).erased])
  }

  @Test func longestQueryIs256Characters() throws {
    let query = String(repeating: "é", count: 256)
    let url = "myapp://catalog/search?q=" + String(repeating: "%C3%A9", count: 256)
    #expect(try search(url).destinations == [CatalogDestination.search(query: query).erased])
  }

  @Test(arguments: [
    String(repeating: "a", count: 257), String(repeating: "%C3%A9", count: 257), "a%00b",
    "a%0Ab", "a%0D%0Ab", "%7F", "%C2%85", "a%E2%80%AEb", "%E2%80%A8", "a%E2%80%8Fb",
    "a%E2%81%A6b",
  ])
  func overlongOrControlQueryIsRejected(_ query: String) {
    #expect(throws: DeepLinkRejection.invalidQueryItem("q", route: "catalog/search")) {
      try router.match("myapp://catalog/search?q=\(query)")
    }
  }

  @Test(arguments: ["%", "a%2", "%G1", "%C3", "%C0%AE"])
  func queryThatIsNotUTF8IsRejected(_ query: String) {
    #expect(throws: DeepLinkRejection.invalidPercentEncoding(query)) {
      try router.match("myapp://catalog/search?q=\(query)")
    }
  }

  @Test(arguments: ["q=a&q=b", "q=&q=b", "q=a&%71=b"])
  func repeatedQueryIsRejected(_ query: String) {
    #expect(throws: DeepLinkRejection.repeatedQueryItem("q", route: "catalog/search")) {
      try router.match("myapp://catalog/search?\(query)")
    }
  }

  /// U+061C ARABIC LETTER MARK is a bidi control, like the U+200E and U+200F marks.
  @Test func arabicLetterMarkIsRejectedLikeTheOtherBidiMarks() {
    #expect(throws: DeepLinkRejection.invalidQueryItem("q", route: "catalog/search")) {
      try router.match("myapp://catalog/search?q=a%D8%9Cb")
    }
  }
}

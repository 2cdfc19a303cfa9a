import Testing

@testable import NavigationKit

/// The router matches usual links on the URL's bytes and every other link through
/// ``DeepLink``; the two must agree wherever both answer.
@Suite struct DeepLinkFastPathTests {
  let router: DeepLinkRouter

  init() throws {
    router = try TestDeepLinkRoutes.makeRouter()
  }

  /// Matching through a read ``DeepLink`` only: the general path.
  func general(_ url: String) -> Result<DeepLinkMatch, DeepLinkRejection> {
    Result { () throws(DeepLinkRejection) in
      try router.match(DeepLink(url, policy: TestDeepLinkRoutes.policy))
    }
  }

  @Test(
    arguments: [
      "myapp://alpha", "myapp://alpha/A-1", "MYAPP://ALPHA/A-1/", "myapp://alpha/A-1/edit",
      "https://myapp.example.com/alpha/A-1", "https://LINKS.example.org/beta#top",
      "myapp://beta/B_2?utm=x", "myapp://zeta/page/42", "myapp://zeta/topic/a.b~c",
      "myapp://zeta/search?q=tent&page=2", "myapp://zeta/search?page=&q=x&other",
      "myapp://alpha/all.items", "myapp://alpha/", "myapp://alpha/A-1?", "myapp://alpha/A-1#",
      "myapp://alpha?x=1", "https://myapp.example.com/alpha/", "myapp://zeta/search",
      "myapp://zeta/search/?q=a.b~c#f", "myapp://zeta/topic/twenty.bytes.long",
      "myapp://alpha/\(String(repeating: "x", count: 64))",
    ])
  func usualLinksTakeTheFastPathAndAgreeWithTheGeneralOne(url: String) throws {
    let fast = try #require(router.fastRoute(url), "took the general path")

    #expect(fast.route >= 0)
    #expect(try router.match(url) == general(url).get())
  }

  @Test(
    arguments: [
      "myapp://zeta/topic/a%2Fb", "myapp://legacy/code/C-1", "myapp://zeta/search?q=a+b",
      "myapp://zeta/search?q=1&q=2", "myapp://zeta/page/100", "myapp://alpha//x",
      "http://alpha/A-1", "myapp://user@alpha", "https://evil.example.com/alpha",
      "myapp://alpha/A 1", "myapp://nowhere", "myapp:alpha",
      // Percent-encoded, empty segments, non-ASCII or control bytes anywhere, an odd scheme.
      "myapp://alpha/%41-1", "myapp://alpha//", "myapp:///alpha", "myapp://alpha/A-1//",
      "myapp://alpha/é", "myapp://alpha/A-1?q=é", "myapp://alpha/A-1#é", "myapp://alpha/A-1#\t",
      "myapp://al%70ha", "my_app://alpha", "1app://alpha", "myapp:/alpha", "myapp://alpha:80",
      "https://myapp.example.com//alpha", "myapp://alpha/\(String(repeating: "x", count: 65))",
    ])
  func everyOtherLinkIsLeftToTheGeneralPath(url: String) {
    #expect(router.fastRoute(url) == nil)
  }

  @Test func aParameterTooLongForASmallStringReadsWhole() throws {
    let id = String(repeating: "L", count: 40)
    let match = try router.match("myapp://alpha/\(id)")

    #expect(
      match.destinations == [AlphaDestination.list.erased, AlphaDestination.detail(id: id).erased])
  }

  @Test func aLiteralStillWinsWhereParametersSkipTheLookup() throws {
    // Below `alpha/{id}` only the literal `edit` leaves; below `alpha` a literal and a
    // parameter do, so `all.items` is looked up and wins.
    #expect(
      try router.match("myapp://alpha/all.items").destinations == [AlphaDestination.list.erased])
    #expect(try router.match("myapp://alpha/A-1/edit").presentation == .present(.sheet))
    #expect(throws: DeepLinkRejection.noRoute(path: "alpha/A-1/EDIT")) {
      try router.match("myapp://alpha/A-1/EDIT")
    }
  }

  @Test func randomLinksGetTheSameAnswerBothWays() {
    var generator = SeededGenerator(seed: 13)
    let pieces = [
      "alpha", "ALPHA", "beta", "zeta", "page", "topic", "search", "A-1", "a.b", "7", "100",
      "edit", "all.items", "legacy", "code", "%41", "%2F", "", "?q=x", "?page=3&q=", "#f", "+",
      "~", "new", "é", "Edit", "search", "?q=a%20b", String(repeating: "y", count: 30),
    ]
    let prefixes = ["myapp://", "https://myapp.example.com/", "MyApp://", "https://x/"]
    for _ in 0..<2_000 {
      let count = Int.random(in: 1...5, using: &generator)
      let path = (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "" }
      let url = (prefixes.randomElement(using: &generator) ?? "") + path.joined(separator: "/")

      let both = Result { () throws(DeepLinkRejection) in try router.match(url) }
      #expect(both == general(url), "\(url)")
    }
  }
}

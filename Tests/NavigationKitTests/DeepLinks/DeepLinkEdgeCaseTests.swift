import Testing

@testable import NavigationKit

/// Links at the edges of the reading rules, each matched from its URL string: case, trailing
/// slashes, empty queries and fragments, encoded bytes, query items a route reads or ignores,
/// and every kind of refusal, with the route or rejection each must give.
@Suite struct DeepLinkEdgeCaseTests {
  let router: DeepLinkRouter

  init() throws {
    router = try TestDeepLinkRoutes.makeRouter()
  }

  static let alphaA1: [AnyDestination] = [
    AlphaDestination.list.erased, AlphaDestination.detail(id: "A-1").erased,
  ]

  @Test(
    arguments: [
      ("myapp://alpha", "alpha", [AlphaDestination.list.erased]),
      ("myapp://alpha/A-1", "alpha/{id}", DeepLinkEdgeCaseTests.alphaA1),
      ("MYAPP://ALPHA/A-1/", "alpha/{id}", DeepLinkEdgeCaseTests.alphaA1),
      ("https://myapp.example.com/alpha/A-1", "alpha/{id}", DeepLinkEdgeCaseTests.alphaA1),
      ("myapp://alpha/A-1?", "alpha/{id}", DeepLinkEdgeCaseTests.alphaA1),
      ("myapp://alpha/A-1#", "alpha/{id}", DeepLinkEdgeCaseTests.alphaA1),
      ("myapp://alpha/%41-1", "alpha/{id}", DeepLinkEdgeCaseTests.alphaA1),
      ("myapp://alpha/", "alpha", [AlphaDestination.list.erased]),
      ("myapp://alpha?x=1", "alpha", [AlphaDestination.list.erased]),
      ("https://myapp.example.com/alpha/", "alpha", [AlphaDestination.list.erased]),
      ("myapp://alpha/all.items", "alpha/all.items", [AlphaDestination.list.erased]),
      (
        "myapp://alpha/A-1/edit", "alpha/{id}/edit",
        [AlphaDestination.detail(id: "A-1").erased, AlphaDestination.edit(id: "A-1").erased]
      ),
      ("https://LINKS.example.org/beta#top", "beta", [BetaDestination.home.erased]),
      (
        "myapp://beta/B_2?utm=x", "beta/{id}",
        [BetaDestination.home.erased, BetaDestination.detail(id: "B_2").erased]
      ),
      ("myapp://zeta/page/42", "zeta/page/{number}", [ZetaDestination.page(number: 42).erased]),
      (
        "myapp://zeta/topic/a.b~c", "zeta/topic/{name}",
        [ZetaDestination.topic(name: "a.b~c").erased]
      ),
      (
        "myapp://zeta/topic/a%2Fb", "zeta/topic/{name}", [ZetaDestination.topic(name: "a/b").erased]
      ),
      (
        "myapp://zeta/topic/twenty.bytes.long", "zeta/topic/{name}",
        [ZetaDestination.topic(name: "twenty.bytes.long").erased]
      ),
      (
        "myapp://zeta/search", "zeta/search", [ZetaDestination.search(query: nil, page: nil).erased]
      ),
      (
        "myapp://zeta/search?q=tent&page=2", "zeta/search",
        [ZetaDestination.search(query: "tent", page: 2).erased]
      ),
      (
        "myapp://zeta/search?page=&q=x&other", "zeta/search",
        [ZetaDestination.search(query: "x", page: nil).erased]
      ),
      (
        "myapp://zeta/search/?q=a.b~c#f", "zeta/search",
        [ZetaDestination.search(query: "a.b~c", page: nil).erased]
      ),
      (
        "myapp://zeta/search?q=a+b", "zeta/search",
        [ZetaDestination.search(query: "a b", page: nil).erased]
      ),
    ])
  func aLinkOfTheRulesMatchesItsRoute(url: String, pattern: String, shows: [AnyDestination])
    throws
  {
    let match = try router.match(url)

    #expect(match.pattern == pattern)
    #expect(match.destinations == shows)
  }

  @Test(
    arguments: [
      ("myapp://legacy/code/C-1", DeepLinkRejection.noRoute(path: "legacy/code/C-1")),
      ("myapp://nowhere", .noRoute(path: "nowhere")),
      ("myapp://zeta/search?q=1&q=2", .repeatedQueryItem("q", route: "zeta/search")),
      ("myapp://zeta/page/100", .invalidParameter("number")),
      ("myapp://alpha//x", .emptySegment),
      ("myapp://alpha//", .emptySegment),
      ("myapp://alpha/A-1//", .emptySegment),
      ("https://myapp.example.com//alpha", .emptySegment),
      ("http://alpha/A-1", .schemeNotAllowed("http")),
      ("myapp://user@alpha", .userInfoNotAllowed),
      ("myapp://alpha:80", .portNotAllowed),
      ("https://evil.example.com/alpha", .hostNotAllowed("evil.example.com")),
      ("myapp://alpha/A 1", .forbiddenCharacter(offset: 15)),
      ("myapp://alpha/é", .forbiddenCharacter(offset: 14)),
      ("myapp://alpha/A-1?q=é", .forbiddenCharacter(offset: 20)),
      ("myapp://alpha/A-1#é", .forbiddenCharacter(offset: 18)),
      ("myapp://alpha/A-1#\t", .forbiddenCharacter(offset: 18)),
      ("myapp:alpha", .malformed("expected // after the scheme")),
      ("myapp:/alpha", .malformed("expected // after the scheme")),
      ("myapp:///alpha", .malformed("no host")),
      ("myapp://al%70ha", .malformed("invalid host")),
      ("my_app://alpha", .malformed("invalid scheme")),
      ("1app://alpha", .malformed("invalid scheme")),
    ])
  func aLinkAgainstTheRulesIsRefusedWithItsReason(url: String, rejection: DeepLinkRejection) {
    #expect(throws: rejection) { try router.match(url) }
  }

  @Test func aParameterTooLongForASmallStringReadsWhole() throws {
    let id = String(repeating: "L", count: 40)
    let match = try router.match("myapp://alpha/\(id)")

    #expect(
      match.destinations == [AlphaDestination.list.erased, AlphaDestination.detail(id: id).erased])
  }

  @Test func aLiteralWinsOverAParameterAndIsComparedExactlyBelowTheRoot() throws {
    // Below `alpha` a literal and a parameter leave, and `all.items` wins; below `alpha/{id}`
    // only the literal `edit` leaves, compared byte for byte.
    #expect(
      try router.match("myapp://alpha/all.items").destinations == [AlphaDestination.list.erased])
    #expect(try router.match("myapp://alpha/A-1/edit").presentation == .present(.sheet))
    #expect(throws: DeepLinkRejection.noRoute(path: "alpha/A-1/EDIT")) {
      try router.match("myapp://alpha/A-1/EDIT")
    }
  }

  @Test func anIdentifierOfTheLongestLengthMatchesAndOneLongerIsRefused() throws {
    let longest = String(repeating: "x", count: 64)

    #expect(try router.match("myapp://alpha/\(longest)").pattern == "alpha/{id}")
    #expect(throws: DeepLinkRejection.invalidParameter("id")) {
      try router.match("myapp://alpha/\(longest)x")
    }
  }

  /// A literal of `count` bytes that differs from its neighbours in every position.
  private static func literal(_ count: Int) -> String {
    String((0..<count).map { Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8($0 * 7 % 26))) })
  }

  @Test(arguments: 1...40)
  func aLiteralOfAnyLengthIsFoundExactlyAndFoldsCaseOnlyAtTheRoot(count: Int) throws {
    let literal = Self.literal(count)
    let router = try DeepLinkRouter(
      sources: [.routes([alphaRoute(literal), alphaRoute("alpha/\(literal)")])])

    #expect(try router.match("myapp://\(literal)").pattern == literal)
    #expect(try router.match("myapp://\(literal.uppercased())").pattern == literal)
    #expect(try router.match("myapp://alpha/\(literal)").pattern == "alpha/\(literal)")
    #expect(throws: DeepLinkRejection.self) {
      try router.match("myapp://alpha/\(literal.uppercased())")
    }
    for position in 0..<count {
      var changed = Array(literal.utf8)
      changed[position] = UInt8(ascii: "Z")
      let segment = String(decoding: changed, as: UTF8.self)
      #expect(throws: DeepLinkRejection.self) { try router.match("myapp://alpha/\(segment)") }
    }
  }
}

import Testing

@testable import NavigationKit

@Suite struct DeepLinkMatchingTests {
  let router: DeepLinkRouter

  init() throws {
    router = try TestDeepLinkRoutes.makeRouter()
  }

  @Test(
    arguments: [
      ("myapp://alpha", "alpha", [Alpha.list]),
      ("myapp://alpha/all.items", "alpha/all.items", [Alpha.list]),
      ("myapp://alpha/all-items", "alpha/{id}", [Alpha.list, Alpha.detail("all-items")]),
      ("myapp://alpha/A-1", "alpha/{id}", [Alpha.list, Alpha.detail("A-1")]),
      ("myapp://alpha/A-1/", "alpha/{id}", [Alpha.list, Alpha.detail("A-1")]),
      ("myapp://alpha/%41-1", "alpha/{id}", [Alpha.list, Alpha.detail("A-1")]),
      ("MYAPP://ALPHA/A-1", "alpha/{id}", [Alpha.list, Alpha.detail("A-1")]),
      ("myapp://alpha/a-1", "alpha/{id}", [Alpha.list, Alpha.detail("a-1")]),
      ("myapp://alpha/A-1/edit", "alpha/{id}/edit", [Alpha.detail("A-1"), Alpha.edit("A-1")]),
      ("https://myapp.example.com/alpha/A-1", "alpha/{id}", [Alpha.list, Alpha.detail("A-1")]),
      ("https://links.example.org/beta", "beta", [Beta.home]),
      ("myapp://beta/B_2?utm=x#top", "beta/{id}", [Beta.home, Beta.detail("B_2")]),
      ("myapp://vip/B-3", "vip/{id}", [Beta.vip("B-3")]),
      ("myapp://gamma", "gamma", [GammaDestination.start.erased]),
      ("myapp://zeta/page/42", "zeta/page/{number}", [Zeta.page(42)]),
      ("myapp://zeta/topic/a%2Fb%20c", "zeta/topic/{name}", [Zeta.topic("a/b c")]),
      ("myapp://zeta/topic/caf%C3%A9", "zeta/topic/{name}", [Zeta.topic("café")]),
    ] as [(String, String, [AnyDestination])])
  func matches(url: String, pattern: String, destinations: [AnyDestination]) throws {
    let match = try router.match(url)

    #expect(match.url == url)
    #expect(match.pattern == pattern)
    #expect(match.module == destinations.last?.moduleName)
    #expect(match.destinations == destinations)
  }

  @Test func matchCarriesTheRoutesPresentationAndLogin() throws {
    let edit = try router.match("myapp://alpha/A-1/edit")
    let detail = try router.match("myapp://alpha/A-1")
    let vip = try router.match("myapp://vip/B-3")

    #expect(edit.presentation == .present(.sheet))
    #expect(edit.requiresLogin)
    #expect(detail.presentation == .push)
    #expect(!detail.requiresLogin)
    #expect(vip.presentation == .push)
    #expect(vip.requiresLogin)
    #expect(
      edit.description
        == #"alpha/{id}/edit → [alpha.detail(id: "A-1"), alpha.edit(id: "A-1")] (sheet)"#)
  }

  @Test func matchOfAReadLinkEqualsMatchOfItsURL() throws {
    let url = "https://myapp.example.com/alpha/A-1"
    let link = try DeepLink(url, policy: TestDeepLinkRoutes.policy)

    #expect(try router.match(link) == router.match(url))
  }

  @Test(
    arguments: [
      ("myapp://alpha/a.b.c", DeepLinkRejection.invalidParameter("id")),
      ("myapp://alpha/a%2Fb", .invalidParameter("id")),
      ("myapp://alpha/..", .invalidParameter("id")),
      ("myapp://alpha/ALL.ITEMS", .invalidParameter("id")),
      ("myapp://alpha/%2E%2E/edit", .invalidParameter("id")),
      ("myapp://alpha/caf%C3%A9", .invalidParameter("id")),
      ("myapp://alpha/" + String(repeating: "x", count: 65), .invalidParameter("id")),
      ("myapp://zeta/page/0", .invalidParameter("number")),
      ("myapp://zeta/page/100", .invalidParameter("number")),
      ("myapp://zeta/page/abc", .invalidParameter("number")),
      ("myapp://zeta/page/%2D1", .invalidParameter("number")),
      ("myapp://zeta/topic/a%0Ab", .invalidParameter("name")),
      ("myapp://zeta/topic/a%E2%80%AEb", .invalidParameter("name")),
      ("myapp://zeta/topic/" + String(repeating: "x", count: 21), .invalidParameter("name")),
    ])
  func invalidParameterNamesTheParameter(url: String, rejection: DeepLinkRejection) {
    #expect(throws: rejection) { try router.match(url) }
  }

  @Test(
    arguments: [
      ("myapp://nowhere", "nowhere"),
      ("myapp://Nowhere/A", "nowhere/A"),
      ("myapp://zeta", "zeta"),
      ("myapp://zeta/page", "zeta/page"),
      ("myapp://alpha/A-1/edit/more", "alpha/A-1/edit/more"),
      ("myapp://alpha/A-1/Edit", "alpha/A-1/Edit"),
      ("myapp://beta/B-1/x/y/z", "beta/B-1/x/y/z"),
      ("https://myapp.example.com", ""),
      ("https://myapp.example.com/", ""),
      ("https://myapp.example.com/Alpha/A-1/Edit", "alpha/A-1/Edit"),
      ("myapp://nowhere/a%0Ab", "nowhere/a\nb"),
    ])
  func noRoute(url: String, path: String) {
    #expect(throws: DeepLinkRejection.noRoute(path: path)) { try router.match(url) }
  }

  @Test func policyRejectionsComeFirst() {
    #expect(throws: DeepLinkRejection.schemeNotAllowed("http")) {
      try router.match("http://myapp.example.com/alpha/A-1")
    }
    #expect(throws: DeepLinkRejection.hostNotAllowed("evil.com")) {
      try router.match("https://evil.com/alpha/A-1")
    }
  }

  @Test(
    arguments: [
      ("myapp://zeta/search", Zeta.search(nil)),
      ("myapp://zeta/search?q=", Zeta.search(nil)),
      ("myapp://zeta/search?q", Zeta.search(nil)),
      ("myapp://zeta/search?q=red+shoes", Zeta.search("red shoes")),
      ("myapp://zeta/search?q=red%20shoes%2B%26%3D", Zeta.search("red shoes+&=")),
      ("myapp://zeta/search?q=caf%C3%A9&page=3", Zeta.search("café", page: 3)),
      ("myapp://zeta/search?page=99&x=%ZZ&x=1", Zeta.search(nil, page: 99)),
      ("myapp://zeta/search?Q=ignored", Zeta.search(nil)),
      ("myapp://zeta/search#q=fragment", Zeta.search(nil)),
    ])
  func queryItemsAreReadDecodedAndTyped(url: String, destination: AnyDestination) throws {
    #expect(try router.match(url).destinations == [destination])
  }

  @Test(
    arguments: [
      (
        "myapp://zeta/search?q=a%0Ab", DeepLinkRejection.invalidQueryItem("q", route: "zeta/search")
      ),
      ("myapp://zeta/search?q=a%E2%80%AEb", .invalidQueryItem("q", route: "zeta/search")),
      (
        "myapp://zeta/search?q=" + String(repeating: "x", count: 41),
        .invalidQueryItem("q", route: "zeta/search")
      ),
      ("myapp://zeta/search?page=0", .invalidQueryItem("page", route: "zeta/search")),
      ("myapp://zeta/search?page=abc", .invalidQueryItem("page", route: "zeta/search")),
      ("myapp://zeta/search?page=1&page=2", .repeatedQueryItem("page", route: "zeta/search")),
      ("myapp://zeta/search?q=a&q=b", .repeatedQueryItem("q", route: "zeta/search")),
      ("myapp://zeta/search?q=%ZZ", .invalidPercentEncoding("%ZZ")),
    ])
  func invalidQueryItems(url: String, rejection: DeepLinkRejection) {
    #expect(throws: rejection) { try router.match(url) }
  }

  @Test func routesAreListedSortedWithPlaceholders() throws {
    let router = try DeepLinkRouter(sources: [
      .routes(TestDeepLinkRoutes.zeta), .routes(TestDeepLinkRoutes.alpha),
    ])

    #expect(
      router.routes.map(\.description) == [
        "alpha  alpha  push  public  [alpha.list]",
        "alpha/all.items  alpha  push  public  [alpha.list]",
        #"alpha/{id}  alpha  push  public  [alpha.list, alpha.detail(id: "{id}")]"#,
        #"alpha/{id}/edit  alpha  sheet  login  "#
          + #"[alpha.detail(id: "{id}"), alpha.edit(id: "{id}")]"#,
        "zeta/page/{number}  zeta  push  public  [zeta.page(number: 0)]",
        #"zeta/search?page&q  zeta  push  public  "#
          + #"[zeta.search(query: Optional("{q}"), page: nil)]"#,
        #"zeta/topic/{name}  zeta  push  public  [zeta.topic(name: "{name}")]"#,
      ])
  }

  @Test func routeInfoFields() throws {
    let routes = try DeepLinkRouter(sources: [.routes(TestDeepLinkRoutes.zeta)]).routes
    let search = try #require(routes.first { $0.pattern == "zeta/search" })
    let edit = try #require(
      try DeepLinkRouter(sources: [.routes(TestDeepLinkRoutes.alpha)]).routes.last)

    #expect(search.module == "zeta")
    #expect(search.queryItems == ["q": .text(maximumLength: 40), "page": .integer(1...99)])
    #expect(search.description.hasPrefix("zeta/search?page&q  zeta  "))
    #expect(search.presentation == .push)
    #expect(!search.requiresLogin)
    #expect(edit.pattern == "alpha/{id}/edit")
    #expect(edit.description.hasPrefix("alpha/{id}/edit  alpha  "))
    #expect(edit.presentation == .present(.sheet))
    #expect(edit.requiresLogin)
    #expect(edit.destinations == [#"alpha.detail(id: "{id}")"#, #"alpha.edit(id: "{id}")"#])
  }

  @Test func everyRouteOfEverySourceIsListedOnce() {
    let patterns = router.routes.map(\.pattern)

    #expect(
      patterns == [
        "alpha", "alpha/all.items", "alpha/{id}", "alpha/{id}/edit", "beta", "beta/{id}", "gamma",
        "vip/{id}", "zeta/page/{number}", "zeta/search", "zeta/topic/{name}",
      ])
  }

  @Test func aRoutersMatchEqualsAndHashesAsTheSameMatchMadeFromItsValues() throws {
    let url = "myapp://alpha/A-1/edit"
    let match = try router.match(url)
    let made = DeepLinkMatch(
      url: url, module: "alpha", pattern: "alpha/{id}/edit",
      destinations: [Alpha.detail("A-1"), Alpha.edit("A-1")], presentation: .present(.sheet))

    #expect(match == made)
    #expect(match.hashValue == made.hashValue)
    #expect(match.requiresLogin && made.requiresLogin)
    // Equal-looking cases of two modules stay apart.
    #expect(
      DeepLinkMatch(
        url: url, module: "alpha", pattern: "x", destinations: [Alpha.detail("1")],
        presentation: .push)
        != DeepLinkMatch(
          url: url, module: "alpha", pattern: "x", destinations: [Beta.detail("1")],
          presentation: .push))
  }
}

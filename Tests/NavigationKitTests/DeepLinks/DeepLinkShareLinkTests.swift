import NavigationKit
import Testing

@Suite struct DeepLinkShareLinkTests {
  let router: DeepLinkRouter

  init() throws {
    router = try TestDeepLinkRoutes.makeRouter()
  }

  /// Every destination the test routes can show.
  static let routed: [AnyDestination] = [
    Alpha.list, Alpha.detail("A-1"), Alpha.detail("all"), Alpha.edit("A_2"), Beta.home,
    Beta.detail("B-1"), GammaDestination.start.erased, Zeta.search(nil),
    Zeta.search("red shoes & more?", page: 3), Zeta.search("café/100%+#", page: nil),
    Zeta.search(nil, page: 1), Zeta.search("a=b&c=d"), Zeta.page(1), Zeta.page(99),
    Zeta.topic("a/b c"), Zeta.topic("..."), Zeta.topic("日本"),
  ]

  @Test(arguments: routed)
  func customSchemeLinkRoundTrips(destination: AnyDestination) throws {
    let url = try #require(router.url(for: destination))

    #expect(url.hasPrefix("myapp://"))
    #expect(try router.match(url).destinations.last == destination)
  }

  @Test(arguments: routed)
  func universalLinkRoundTrips(destination: AnyDestination) throws {
    let url = try #require(router.url(for: destination, host: "myapp.example.com"))

    #expect(url.hasPrefix("https://myapp.example.com/"))
    #expect(try router.match(url).destinations.last == destination)
  }

  @Test(
    arguments: [
      (Alpha.list, "myapp://alpha"),
      (Alpha.detail("A-1"), "myapp://alpha/A-1"),
      (Alpha.edit("A-1"), "myapp://alpha/A-1/edit"),
      (Beta.detail("B-1"), "myapp://beta/B-1"),
      (Zeta.search(nil), "myapp://zeta/search"),
      (
        Zeta.search("red shoes & more?", page: 3),
        "myapp://zeta/search?page=3&q=red%20shoes%20%26%20more%3F"
      ),
      (Zeta.search("a+b"), "myapp://zeta/search?q=a%2Bb"),
      (Zeta.search("café"), "myapp://zeta/search?q=caf%C3%A9"),
      (Zeta.page(7), "myapp://zeta/page/7"),
      (Zeta.topic("a/b c"), "myapp://zeta/topic/a%2Fb%20c"),
    ])
  func linksAreCanonical(destination: AnyDestination, url: String) {
    #expect(router.url(for: destination) == url)
  }

  @Test func eachModulesDestinationsGiveTheirLinks() {
    #expect(router.url(for: AlphaDestination.detail(id: "A-1").erased) == "myapp://alpha/A-1")
    #expect(router.url(for: ZetaDestination.page(number: 5).erased) == "myapp://zeta/page/5")
  }

  @Test(
    arguments: [
      Alpha.detail("a/b"), Alpha.detail(""), Alpha.detail("a b"), Alpha.detail("café"),
      Alpha.detail(String(repeating: "x", count: 65)), Alpha.edit("../x"),
      Beta.detail("B.1"), Zeta.page(0), Zeta.page(100), Zeta.search("a\nb"),
      Zeta.search("a\u{202E}b"), Zeta.search(String(repeating: "x", count: 41)),
      Zeta.search(nil, page: 100), Zeta.topic(""), Zeta.topic("a\u{0}"),
      DeltaDestination.start.erased, ImpostorDestination.detail(id: "1").erased,
    ])
  func noLinkForAnInvalidOrUnroutedDestination(destination: AnyDestination) {
    #expect(router.url(for: destination) == nil)
    #expect(router.url(for: destination, host: "myapp.example.com") == nil)
  }

  @Test func universalLinkOnlyForAllowlistedHosts() {
    let detail = Alpha.detail("A-1")

    #expect(
      router.url(for: detail, host: "links.example.org")
        == "https://links.example.org/alpha/A-1")
    #expect(
      router.url(for: detail, host: "MyApp.Example.COM")
        == "https://myapp.example.com/alpha/A-1")
    #expect(router.url(for: detail, host: "evil.com") == nil)
    #expect(router.url(for: detail, host: "myapp.example.com.evil.com") == nil)
    #expect(router.url(for: detail, host: "") == nil)
  }

  @Test func linkUsesThePolicysScheme() throws {
    let router = try DeepLinkRouter(
      policy: DeepLinkPolicy(scheme: "Other"), sources: [.routes(TestDeepLinkRoutes.alpha)])

    #expect(router.url(for: Alpha.detail("A-1")) == "other://alpha/A-1")
    #expect(router.url(for: Alpha.detail("A-1"), host: "myapp.example.com") == nil)
  }

  @Test func noLinkWhenTheLinkWouldNotShowTheDestination() throws {
    // The route writes a parameter its own destinations ignore, so its link shows `.list`.
    let liar = DeepLinkRoute<AlphaDestination>("alpha/{id}") { _ in
      [.list]
    } parameters: {
      destination in
      guard case .detail(let id) = destination else { return nil }
      return ["id": id]
    }
    let router = try DeepLinkRouter(sources: [.routes([liar])])

    #expect(router.url(for: Alpha.detail("A-1")) == nil)
  }
}

import NavigationKit
import Testing

@Suite struct DeepLinkParserTests {
  let router: DeepLinkRouter

  init() throws {
    router = try TestDeepLinkRoutes.makeRouter()
  }

  @Test func parserReadsLinksUnderItsPrefix() throws {
    let code = try router.match("myapp://legacy/code/X1")
    let vault = try router.match("https://myapp.example.com/legacy/vault/V-9?requiresLogin=false")

    #expect(
      code
        == DeepLinkMatch(
          url: "myapp://legacy/code/X1", module: "legacy", pattern: "legacy/…",
          destinations: [Legacy.code("X1")], presentation: .push))
    #expect(vault.destinations == [Legacy.code("V-9"), Legacy.vault("V-9")])
    #expect(vault.presentation == .present(.fullScreenCover))
    #expect(vault.requiresLogin)
    #expect(vault.module == "legacy")
  }

  @Test(
    arguments: [
      ("myapp://legacy", DeepLinkRejection.noRoute(path: "legacy")),
      ("myapp://legacy/code", .noRoute(path: "legacy/code")),
      ("myapp://legacy/code/a.b", .noRoute(path: "legacy/code/a.b")),
      ("myapp://legacy/refuse", .refusedByParser(module: "legacy", reason: "closed\nforever")),
      (
        "myapp://legacy/empty",
        .refusedByParser(module: "legacy", reason: "it presents no destination")
      ),
    ])
  func parserRejectionsPropagate(url: String, rejection: DeepLinkRejection) {
    #expect(throws: rejection) { try router.match(url) }
  }

  @Test func parserRoutesAreInTheListing() {
    let legacy = router.routes.filter { $0.module == "legacy" }

    #expect(legacy == LegacyLinkParser().routes)
    #expect(legacy.map(\.patternWithQuery) == ["legacy/code/{id}", "legacy/vault/{id}"])
  }

  @Test func urlForAParsedDestinationUsesItsPathSegments() {
    #expect(router.url(for: LegacyDestination.code("X1")) == "myapp://legacy/code/X1")
    #expect(router.url(for: LegacyDestination.vault("V-9")) == "myapp://legacy/vault/V-9")
    #expect(router.url(for: LegacyDestination.unlinked) == nil)
    #expect(router.url(for: LegacyDestination.code("a/b")) == nil)
    #expect(
      router.universalLink(for: Legacy.code("X1"), host: "links.example.org")
        == "https://links.example.org/legacy/code/X1")
  }

  @Test func refusalDescriptionEscapesTheParsersReason() {
    let refusal = DeepLinkRejection.refusedByParser(module: "legacy", reason: "closed\nforever")

    #expect(refusal.description == #"refused by the 'legacy' parser: "closed\nforever""#)
  }
}

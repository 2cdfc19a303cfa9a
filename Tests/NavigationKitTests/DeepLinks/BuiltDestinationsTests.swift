import Testing

@testable import NavigationKit

/// A match keeps the destinations as the route built them and erases them when read; the
/// erased form must be what erasing each destination gives, whichever way the match was made.
@Suite struct BuiltDestinationsTests {
  let typed = BuiltDestinations([AlphaDestination.list, .edit(id: "A-1")])
  let erased = BuiltDestinations([
    AlphaDestination.list.erased, AlphaDestination.edit(id: "A-1").erased,
  ])

  @Test func typedDestinationsEraseInOrder() {
    #expect(
      typed.erased == [AlphaDestination.list.erased, AlphaDestination.edit(id: "A-1").erased])
    #expect(!typed.isEmpty)
    #expect(BuiltDestinations([AlphaDestination]()).isEmpty)
  }

  @Test func typedAndErasedFormsAreEqualAndHashAlike() {
    #expect(typed == erased)
    #expect(typed.hashValue == erased.hashValue)
    #expect(typed != BuiltDestinations([AlphaDestination.list]))
    // Equal-looking cases of two modules stay apart.
    #expect(
      BuiltDestinations([AlphaDestination.detail(id: "1")])
        != BuiltDestinations([BetaDestination.detail(id: "1")]))
  }

  @Test func loginIsReadWithoutErasing() {
    #expect(typed.requiresLogin)
    #expect(erased.requiresLogin)
    #expect(!BuiltDestinations([AlphaDestination.list, .detail(id: "A-1")]).requiresLogin)
  }

  @Test func aRoutersMatchEqualsTheSameMatchMadeFromErasedDestinations() throws {
    let router = try TestDeepLinkRoutes.makeRouter()
    let url = "myapp://alpha/A-1/edit"
    let match = try router.match(url)

    #expect(match.requiresLogin)
    #expect(
      match
        == DeepLinkMatch(
          url: url, module: "alpha", pattern: "alpha/{id}/edit",
          destinations: [
            AlphaDestination.detail(id: "A-1").erased, AlphaDestination.edit(id: "A-1").erased,
          ],
          presentation: .present(.sheet)))
  }
}

import Testing

@testable import NavigationKit

/// A deep-link route says how its presentation is shown, and a link shows it so.
@MainActor
@Suite struct DeepLinkPresentationOptionsTests {
  @Test func aLinkPresentsWithItsRoutesOptions() throws {
    let options = PresentationOptions(
      detents: [.medium, .large], sizing: .form, interactiveDismissDisabled: true)
    let route = DeepLinkRoute<BetaDestination>(
      "beta/{id}", presentation: .present(.sheet, options: options)
    ) {
      [.detail(id: $0["id"])]
    } parameters: { _ in
      nil
    }
    let app = try AppNavigator(
      router: try DeepLinkRouter(
        policy: DeepLinkPolicy(scheme: "myapp"), sources: [.routes([route])]),
      tabs: [
        NavigationTab("alpha", root: AlphaDestination.list),
        NavigationTab("beta", root: BetaDestination.home),
      ])

    let outcome = app.open(.link("myapp://beta/B-1"))

    guard case .navigated(let match) = outcome else {
      Issue.record("expected the link to navigate, got \(outcome)")
      return
    }
    #expect(match.presentation == .present(.sheet, options: options))
    let sheet = try #require(app.tabs.navigators[1].presentation)
    #expect(sheet.destination == Beta.detail("B-1"))
    #expect(sheet.options == options)
    #expect(sheet.transition == .automatic)
  }
}

import Testing

@testable import NavigationKit

/// Tapping the selected tab takes it back to its root; tapping another only selects it.
@MainActor
@Suite struct TabReselectionTests {
  @Test func tappingTheSelectedTabDismissesAndPopsToItsRoot() throws {
    let (app, recorder) = try makeApp()
    let alpha = try #require(app.tabs.navigator(for: "alpha"))
    alpha.push(contentsOf: [Alpha.detail("1"), Alpha.detail("2")])
    alpha.present(Alpha.edit("1"), as: .sheet)
    alpha.topmost.push(Beta.detail("x"))
    _ = recorder.drain()

    #expect(app.tap("alpha"))

    #expect(alpha.path.isEmpty)
    #expect(alpha.presentation == nil)
    #expect(
      recorder.events == [
        .dismissed(Alpha.edit("1"), style: .sheet, scope: .tab("alpha")),
        .popped([Alpha.detail("2"), Alpha.detail("1")], scope: .tab("alpha")),
        .tabReselected("alpha"),
      ])
    #expect(recorder.events.last?.description == "tab alpha tapped again: back to its root")
  }

  @Test func tappingAnotherTabOnlySelectsIt() throws {
    let (app, recorder) = try makeApp()
    app.tabs.navigator(for: "alpha")?.push(Alpha.detail("1"))
    app.tabs.navigator(for: "beta")?.push(Beta.detail("2"))
    _ = recorder.drain()

    #expect(app.tap("beta"))

    #expect(recorder.events == [.tabSelected(from: "alpha", to: "beta")])
    #expect(app.tabs.navigator(for: "alpha")?.path == [Alpha.detail("1")])
    #expect(app.tabs.navigator(for: "beta")?.path == [Beta.detail("2")])
  }

  @Test func tappingATabAtItsRootStillSaysSo() throws {
    let (app, recorder) = try makeApp()
    #expect(app.tap("alpha"))
    #expect(recorder.events == [.tabReselected("alpha")])
    #expect(!app.tap("nope"))
    #expect(recorder.events == [.tabReselected("alpha")])
  }

  @Test func aTabCarriesItsIcon() {
    #expect(NavigationTab("a", icon: "star", root: AlphaDestination.list).icon == "star")
    #expect(NavigationTab("a", root: AlphaDestination.list).icon == nil)
  }
}

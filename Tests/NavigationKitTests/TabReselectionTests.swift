import NavigationKit
import Testing

/// Tapping the selected tab takes it back to its root; tapping another only selects it.
@MainActor
@Suite struct TabReselectionTests {
  @Test func tappingTheSelectedTabDismissesAndPopsToItsRoot() throws {
    let (tabs, recorder) = try makeTabs()
    let alpha = try #require(tabs.navigator(for: "alpha"))
    alpha.push(contentsOf: [Alpha.detail("1"), Alpha.detail("2")])
    alpha.present(Alpha.edit("1"), as: .sheet)
    alpha.topmost.push(Beta.detail("x"))
    _ = recorder.drain()

    try tabs.tap("alpha")

    #expect(alpha.path.isEmpty)
    #expect(alpha.presentation == nil)
    #expect(
      recorder.events == [
        .dismissed(Alpha.edit("1"), style: .sheet, scope: "alpha"),
        .popped([Alpha.detail("2"), Alpha.detail("1")], scope: "alpha"),
        .tabReselected("alpha"),
      ])
    #expect(recorder.events.last?.description == "tab alpha tapped again: back to its root")
  }

  @Test func tappingAnotherTabOnlySelectsIt() throws {
    let (tabs, recorder) = try makeTabs()
    tabs.navigator(for: "alpha")?.push(Alpha.detail("1"))
    tabs.navigator(for: "beta")?.push(Beta.detail("2"))
    _ = recorder.drain()

    try tabs.tap("beta")

    #expect(recorder.events == [.tabSelected(from: "alpha", to: "beta")])
    #expect(tabs.navigator(for: "alpha")?.path == [Alpha.detail("1")])
    #expect(tabs.navigator(for: "beta")?.path == [Beta.detail("2")])
  }

  @Test func tappingATabAtItsRootStillSaysSo() throws {
    let (tabs, recorder) = try makeTabs()
    try tabs.tap("alpha")
    #expect(recorder.events == [.tabReselected("alpha")])
    #expect(throws: TabConfigurationError.unknownTab("nope")) { try tabs.tap("nope") }
  }

  @Test func aTabCarriesItsIcon() {
    #expect(NavigationTab("a", icon: "star", root: AlphaDestination.list).icon == "star")
    #expect(NavigationTab("a", root: AlphaDestination.list).icon == nil)
  }
}

import NavigationKit
import Testing

@MainActor
@Suite struct NavigationHandlerTests {
  @Test func theTabsHandlerPerformsOnWhatTheUserSees() throws {
    let tabs = try TabNavigator(tabs: [
      NavigationTab("alpha", root: AlphaDestination.list),
      NavigationTab("beta", root: BetaDestination.home),
    ])
    let handler = NavigationHandler(tabs: tabs)
    handler(.push(Alpha.detail("1")))
    handler(.present(Alpha.edit("1"), style: .sheet))
    handler(.push(Alpha.detail("2")))
    #expect(tabs.navigator(for: "alpha")?.path == [Alpha.detail("1")])
    #expect(tabs.visibleNavigator.path == [Alpha.detail("2")])
    handler(.dismiss)
    #expect(tabs.visibleNavigator === tabs.navigator(for: "alpha"))
  }

  @Test func theDefaultHandlerRecordsInsteadOfNavigating() {
    NavigationDiagnostics.shared.removeAll()
    NavigationHandler.diagnosing(.pop)
    NavigationHandler.diagnosing(.push(Alpha.detail("1")))
    #expect(NavigationDiagnostics.shared.unhandledActions == [.pop, .push(Alpha.detail("1"))])
    NavigationDiagnostics.shared.removeAll()
    #expect(NavigationDiagnostics.shared.unhandledActions.isEmpty)
  }

  @Test func aHandlerDoesNotKeepItsTabsAlive() throws {
    var tabs: TabNavigator? = try TabNavigator(tabs: [
      NavigationTab("alpha", root: AlphaDestination.list)
    ])
    weak let weakTabs = tabs
    let handler = NavigationHandler(tabs: try #require(tabs))
    tabs = nil
    #expect(weakTabs == nil)
    handler(.pop)
  }

  @Test func aPresentationIsIdentifiedByItsStackNotItsDestination() throws {
    let navigator = Navigator(root: Alpha.list)
    navigator.present(Alpha.edit("1"), as: .sheet)
    let first = try #require(navigator.presentation?.id)
    navigator.present(Alpha.edit("1"), as: .sheet)
    let second = try #require(navigator.presentation?.id)
    #expect(first != second)
  }
}

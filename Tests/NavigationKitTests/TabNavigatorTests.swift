import Testing

@testable import NavigationKit

@MainActor
@Suite struct TabNavigatorTests {
  @Test(
    arguments: [
      ([], CompositionError.noTabs),
      (
        [
          NavigationTab("a", root: AlphaDestination.list),
          NavigationTab("a", root: BetaDestination.home),
        ],
        .duplicateTab("a")
      ),
      (
        [
          NavigationTab("a", root: AlphaDestination.list),
          NavigationTab("b", root: AlphaDestination.edit(id: "1")),
        ],
        .moduleOwnedTwice(module: "alpha", tabs: ["a", "b"])
      ),
      (
        [
          NavigationTab("a", root: AlphaDestination.list, owning: ["gamma"]),
          NavigationTab("b", root: BetaDestination.home, owning: ["gamma"]),
        ],
        .moduleOwnedTwice(module: "gamma", tabs: ["a", "b"])
      ),
      (
        [
          NavigationTab("a", root: AlphaDestination.list, owning: ["gamma"]),
          NavigationTab("b", root: BetaDestination.home),
          NavigationTab("c", root: ZetaDestination.page(number: 1), owning: ["gamma"]),
          NavigationTab("d", root: DeltaDestination.start, owning: ["gamma"]),
        ],
        .moduleOwnedTwice(module: "gamma", tabs: ["a", "c", "d"])
      ),
    ] as [([NavigationTab], CompositionError)])
  func initRejectsBadTabs(tabs: [NavigationTab], error: CompositionError) {
    #expect(throws: error) {
      try AppNavigator(router: try DeepLinkRouter(sources: []), tabs: tabs)
    }
  }

  @Test func startsOnTheFirstOrTheGivenTab() throws {
    let (first, _) = try makeApp()
    let (second, _) = try makeApp(selected: "beta")

    #expect(first.tabs.selectedTab == "alpha")
    #expect(second.tabs.selectedTab == "beta")
    #expect(second.tabs.selectedNavigator.root == Beta.home)
    #expect(first.tabs.tabs.map(\.id) == ["alpha", "beta"])
    #expect(first.tabs.tabs.map(\.title) == ["alpha", "beta"])
  }

  @Test func selectKnownTabReportsTheSwitch() throws {
    let (app, recorder) = try makeApp()
    let tabs = app.tabs

    #expect(app.select("beta"))
    #expect(app.select("beta"))

    #expect(tabs.selectedTab == "beta")
    #expect(tabs.selectedNavigator === tabs.navigator(for: "beta"))
    #expect(recorder.events == [.tabSelected(from: "alpha", to: "beta")])
  }

  @Test func selectUnknownTabReturnsFalseAndChangesNothing() throws {
    let (app, recorder) = try makeApp()

    #expect(!app.select("gamma"))

    #expect(app.tabs.selectedTab == "alpha")
    #expect(recorder.events == [])
  }

  @Test func selectIgnoresUnknownNames() throws {
    let (app, recorder) = try makeApp()

    app.select("nope")
    #expect(app.tabs.selectedTab == "alpha")
    app.select("beta")
    #expect(app.tabs.selectedTab == "beta")

    #expect(recorder.events == [.tabSelected(from: "alpha", to: "beta")])
  }

  @Test func tabOwningAModule() throws {
    let tabs = try AppNavigator(
      router: try DeepLinkRouter(sources: []),
      tabs: [
        NavigationTab("a", title: "Alpha", root: AlphaDestination.list, owning: ["gamma"]),
        NavigationTab("b", root: BetaDestination.home),
      ]
    ).tabs

    #expect(tabs.tab(owning: "alpha")?.id == "a")
    #expect(tabs.tab(owning: "gamma")?.id == "a")
    #expect(tabs.tab(owning: "beta")?.id == "b")
    #expect(tabs.tab(owning: "delta") == nil)
    #expect(tabs.tabs[0].modules == ["alpha", "gamma"])
    #expect(tabs.tabs[0].title == "Alpha")
  }

  @Test func eachTabHasItsOwnNavigator() throws {
    let (app, _) = try makeApp()
    let tabs = app.tabs
    let alpha = try #require(tabs.navigator(for: "alpha"))
    let beta = try #require(tabs.navigator(for: "beta"))

    alpha.push(Alpha.detail("1"))
    beta.push(Beta.detail("2"))

    #expect(alpha !== beta)
    #expect(tabs.navigators.map(\.path) == [[Alpha.detail("1")], [Beta.detail("2")]])
    #expect(tabs.navigators.map(\.scope) == [.tab("alpha"), .tab("beta")])
    #expect(tabs.navigator(for: "gamma") == nil)
  }

  @Test func eventsOfEveryTabArriveOnOneBus() throws {
    let (app, recorder) = try makeApp()
    let tabs = app.tabs

    tabs.selectedNavigator.push(Alpha.detail("1"))
    app.select("beta")
    tabs.selectedNavigator.present(Alpha.edit("1"), as: .sheet)
    tabs.visibleNavigator.push(Beta.detail("2"))

    #expect(tabs.navigators.allSatisfy { $0.events === app.events })
    #expect(
      recorder.events == [
        .pushed([Alpha.detail("1")], scope: .tab("alpha")),
        .tabSelected(from: "alpha", to: "beta"),
        .presented(Alpha.edit("1"), style: .sheet, scope: .tab("beta")),
        .pushed([Beta.detail("2")], scope: .tab("beta", .sheet)),
      ])
  }

  @Test func visibleNavigatorIsTheSelectedTabsTopmost() throws {
    let (app, _) = try makeApp()
    let tabs = app.tabs
    let alpha = try #require(tabs.navigator(for: "alpha"))

    #expect(tabs.visibleNavigator === alpha)
    alpha.present(Beta.home, as: .sheet)
    alpha.topmost.present(Beta.detail("1"), as: .fullScreenCover)
    #expect(tabs.visibleNavigator === alpha.topmost)
    #expect(tabs.visibleNavigator.current == Beta.detail("1"))

    app.select("beta")
    #expect(tabs.visibleNavigator === tabs.navigator(for: "beta"))
  }
}

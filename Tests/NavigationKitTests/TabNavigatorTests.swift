import NavigationKit
import Testing

@MainActor
@Suite struct TabNavigatorTests {
  @Test(
    arguments: [
      ([], nil, TabConfigurationError.noTabs),
      (
        [
          NavigationTab("a", root: AlphaDestination.list),
          NavigationTab("a", root: BetaDestination.home),
        ],
        nil, .duplicateTab("a")
      ),
      (
        [
          NavigationTab("a", root: AlphaDestination.list),
          NavigationTab("b", root: AlphaDestination.edit(id: "1")),
        ],
        nil, .moduleOwnedTwice(module: "alpha", tabs: ["a", "b"])
      ),
      (
        [
          NavigationTab("a", root: AlphaDestination.list, owning: ["gamma"]),
          NavigationTab("b", root: BetaDestination.home, owning: ["gamma"]),
        ],
        nil, .moduleOwnedTwice(module: "gamma", tabs: ["a", "b"])
      ),
      ([NavigationTab("a", root: AlphaDestination.list)], "z", .unknownTab("z")),
    ] as [([NavigationTab], TabID?, TabConfigurationError)])
  func initRejectsBadTabs(tabs: [NavigationTab], selected: TabID?, error: TabConfigurationError) {
    #expect(throws: error) {
      try TabNavigator(tabs: tabs, selectedTab: selected)
    }
  }

  @Test func startsOnTheFirstOrTheGivenTab() throws {
    let (first, _) = try makeTabs()
    let (second, _) = try makeTabs(selected: "beta")

    #expect(first.selectedTab == "alpha")
    #expect(second.selectedTab == "beta")
    #expect(second.selectedNavigator.root == Beta.home)
    #expect(first.tabs.map(\.id) == ["alpha", "beta"])
    #expect(first.tabs.map(\.title) == ["alpha", "beta"])
  }

  @Test func selectKnownTabReportsTheSwitch() throws {
    let (tabs, recorder) = try makeTabs()

    try tabs.select("beta")
    try tabs.select("beta")

    #expect(tabs.selectedTab == "beta")
    #expect(tabs.selectedNavigator === tabs.navigator(for: "beta"))
    #expect(recorder.events == [.tabSelected(from: "alpha", to: "beta")])
  }

  @Test func selectUnknownTabThrowsAndChangesNothing() throws {
    let (tabs, recorder) = try makeTabs()

    #expect(throws: TabConfigurationError.unknownTab("gamma")) { try tabs.select("gamma") }

    #expect(tabs.selectedTab == "alpha")
    #expect(recorder.events == [])
  }

  @Test func selectedTabSetterIgnoresUnknownNames() throws {
    let (tabs, recorder) = try makeTabs()

    tabs.selectedTab = "nope"
    #expect(tabs.selectedTab == "alpha")
    tabs.selectedTab = "beta"
    #expect(tabs.selectedTab == "beta")

    #expect(recorder.events == [.tabSelected(from: "alpha", to: "beta")])
  }

  @Test func tabOwningAModule() throws {
    let tabs = try TabNavigator(tabs: [
      NavigationTab("a", title: "Alpha", root: AlphaDestination.list, owning: ["gamma"]),
      NavigationTab("b", root: BetaDestination.home),
    ])

    #expect(tabs.tab(owning: "alpha")?.id == "a")
    #expect(tabs.tab(owning: "gamma")?.id == "a")
    #expect(tabs.tab(owning: "beta")?.id == "b")
    #expect(tabs.tab(owning: "delta") == nil)
    #expect(tabs.tabs[0].modules == ["alpha", "gamma"])
    #expect(tabs.tabs[0].title == "Alpha")
  }

  @Test func eachTabHasItsOwnNavigator() throws {
    let (tabs, _) = try makeTabs()
    let alpha = try #require(tabs.navigator(for: "alpha"))
    let beta = try #require(tabs.navigator(for: "beta"))

    alpha.push(Alpha.detail("1"))
    beta.push(Beta.detail("2"))

    #expect(alpha !== beta)
    #expect(tabs.navigators.map(\.path) == [[Alpha.detail("1")], [Beta.detail("2")]])
    #expect(tabs.navigators.map(\.scope) == ["alpha", "beta"])
    #expect(tabs.navigator(for: "gamma") == nil)
  }

  @Test func eventsOfEveryTabArriveOnOneBus() throws {
    let (tabs, recorder) = try makeTabs()

    tabs.selectedNavigator.push(Alpha.detail("1"))
    try tabs.select("beta")
    tabs.selectedNavigator.present(Alpha.edit("1"), as: .sheet)
    tabs.visibleNavigator.push(Beta.detail("2"))

    #expect(tabs.navigators.allSatisfy { $0.events === tabs.events })
    #expect(
      recorder.events == [
        .pushed([Alpha.detail("1")], scope: "alpha"),
        .tabSelected(from: "alpha", to: "beta"),
        .presented(Alpha.edit("1"), style: .sheet, scope: "beta"),
        .pushed([Beta.detail("2")], scope: "beta/sheet"),
      ])
  }

  @Test func visibleNavigatorIsTheSelectedTabsTopmost() throws {
    let (tabs, _) = try makeTabs()
    let alpha = try #require(tabs.navigator(for: "alpha"))

    #expect(tabs.visibleNavigator === alpha)
    alpha.present(Beta.home, as: .sheet)
    alpha.topmost.present(Beta.detail("1"), as: .fullScreenCover)
    #expect(tabs.visibleNavigator === alpha.topmost)
    #expect(tabs.visibleNavigator.current == Beta.detail("1"))

    try tabs.select("beta")
    #expect(tabs.visibleNavigator === tabs.navigator(for: "beta"))
  }
}

import Testing

@testable import NavigationKit

@MainActor
@Suite struct TabSectionTests {
  @Test func sectionsGroupRunsOfTabsInTabBarOrder() throws {
    let app = try AppNavigator(
      router: try DeepLinkRouter(sources: []),
      tabs: [
        NavigationTab("alpha", root: AlphaDestination.list),
        NavigationTab("beta", section: "Library", root: BetaDestination.home),
        NavigationTab("gamma", section: "Library", root: GammaDestination.start),
        NavigationTab("search", role: .search, root: DeskDestination.home),
      ])

    let sections = app.tabs.sections
    #expect(sections.map(\.title) == [nil, "Library", nil])
    #expect(sections.map { $0.tabs.map(\.id) } == [["alpha"], ["beta", "gamma"], ["search"]])
    #expect(sections.map(\.id) == ["tab:alpha", "Library", "tab:search"])
    #expect(sections.flatMap(\.tabs) == app.tabs.tabs)
    #expect(app.tabs.tabs.map(\.role) == [nil, nil, nil, .search])
  }

  @Test func tabsWithoutSectionsAreOneUntitledSection() throws {
    let (app, _) = try makeApp()

    #expect(app.tabs.sections.count == 1)
    #expect(app.tabs.sections[0].title == nil)
    #expect(app.tabs.sections[0].tabs.map(\.id) == ["alpha", "beta"])
  }

  @Test func aSectionSplitByAnotherTabIsRefusedNamingItsTabs() throws {
    let tabs = [
      NavigationTab("alpha", section: "Library", root: AlphaDestination.list),
      NavigationTab("beta", root: BetaDestination.home),
      NavigationTab("gamma", section: "Library", root: GammaDestination.start),
    ]

    #expect(
      throws: CompositionError.sectionSplit(section: "Library", tabs: ["alpha", "gamma"])
    ) {
      try AppNavigator(router: try DeepLinkRouter(sources: []), tabs: tabs)
    }
    #expect(
      TabNavigator.problems(in: tabs).map(\.description) == [
        "invalid composition: the tabs of section 'Library' are not next to each other: "
          + "alpha, gamma; "
          + "list a section's tabs one after another"
      ])
  }

  @Test func twoSearchTabsAreRefused() throws {
    let tabs = [
      NavigationTab("alpha", role: .search, root: AlphaDestination.list),
      NavigationTab("beta", role: .search, root: BetaDestination.home),
    ]

    #expect(TabNavigator.problems(in: tabs) == [.searchTabRepeated(["alpha", "beta"])])
    #expect(
      CompositionError.searchTabRepeated(["alpha", "beta"]).description
        == "invalid composition: more than one tab has the search role: alpha, beta; "
        + "give `role: .search` to one tab only"
    )
  }
}

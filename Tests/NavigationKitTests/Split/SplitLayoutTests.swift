import NavigationKit
import Testing

/// The split view's model is the tab navigator's own state: sections are tabs, the detail
/// stack is the selected tab's navigator.
@MainActor
@Suite struct SplitLayoutTests {
  @Test func sectionsAreTheTabsAndTheDetailIsTheSelectedTabsStack() throws {
    let (tabs, _) = try makeTabs()
    tabs.navigator(for: "beta")?.push(Beta.detail("7"))

    tabs.sidebarSelection = "beta"

    #expect(tabs.sections.map(\.id) == ["alpha", "beta"])
    #expect(tabs.selectedTab == "beta")
    #expect(tabs.detailNavigator === tabs.navigator(for: "beta"))
    #expect(tabs.detailNavigator.path == [Beta.detail("7")])
  }

  @Test func choosingASectionIsATabSelection() throws {
    let (tabs, recorder) = try makeTabs()

    tabs.sidebarSelection = "beta"

    #expect(recorder.events == [.tabSelected(from: "alpha", to: "beta")])
  }

  @Test(arguments: [nil, TabID("gamma")])
  func aSelectionThatNamesNoSectionChangesNothing(selection: TabID?) throws {
    let (tabs, recorder) = try makeTabs(selected: "beta")

    tabs.sidebarSelection = selection

    #expect(tabs.sidebarSelection == "beta")
    #expect(recorder.events.isEmpty)
  }

  @Test func theSidebarShowsAndHides() throws {
    let (tabs, _) = try makeTabs()
    #expect(tabs.columnVisibility == .automatic)

    tabs.hideSidebar()
    #expect(tabs.columnVisibility == .detailOnly)
    tabs.showSidebar()
    #expect(tabs.columnVisibility == .all)
  }

  @Test func returningToTheTabRootDismissesAndPopsTheSelectedTabOnly() throws {
    let (tabs, recorder) = try makeTabs()
    let alpha = tabs.selectedNavigator
    alpha.push(contentsOf: [Alpha.detail("1"), Alpha.detail("2")])
    alpha.present(Alpha.edit("1"), as: .sheet)
    alpha.topmost.push(Beta.detail("x"))
    tabs.navigator(for: "beta")?.push(Beta.detail("kept"))
    _ = recorder.drain()

    tabs.perform(.returnToTabRoot)

    #expect(alpha.path.isEmpty)
    #expect(alpha.presentation == nil)
    #expect(tabs.navigator(for: "beta")?.path == [Beta.detail("kept")])
    #expect(
      recorder.events == [
        .dismissed(Alpha.edit("1"), style: .sheet, scope: "alpha"),
        .popped([Alpha.detail("2"), Alpha.detail("1")], scope: "alpha"),
      ])
    #expect(NavigationAction.returnToTabRoot.description == "return to the tab's root")
  }

  @Test func aPresentedStackKnowsItsPresenter() throws {
    let (tabs, _) = try makeTabs()
    let alpha = tabs.selectedNavigator
    alpha.present(Alpha.edit("1"), as: .sheet)
    let sheet = try #require(alpha.presentation?.navigator)
    sheet.present(Beta.home, as: .fullScreenCover)
    let cover = try #require(sheet.presentation?.navigator)

    #expect(tabs.presenter(of: sheet) === alpha)
    #expect(tabs.presenter(of: cover) === sheet)
    #expect(tabs.presenter(of: alpha) == nil)
    #expect(tabs.presenter(of: Navigator(root: Alpha.list)) == nil)
  }

  @Test func anActionLogRecordsAndPerformsNothing() throws {
    let (tabs, _) = try makeTabs()
    let log = NavigationActionLog()

    log.handler(.push(Alpha.detail("1")))
    log.handler(.returnToTabRoot)

    #expect(log.actions == [.push(Alpha.detail("1")), .returnToTabRoot])
    #expect(tabs.selectedNavigator.path.isEmpty)
    log.removeAll()
    #expect(log.actions.isEmpty)
  }
}

import Testing

@testable import NavigationKit

/// The split view's model is the tab navigator's own state: sections are tabs, the detail
/// stack is the selected tab's navigator.
@MainActor
@Suite struct SplitLayoutTests {
  @Test func sectionsAreTheTabsAndTheDetailIsTheSelectedTabsStack() throws {
    let (app, _) = try makeApp()
    let tabs = app.tabs
    tabs.navigator(for: "beta")?.push(Beta.detail("7"))

    #expect(app.select("beta"))

    #expect(tabs.tabs.map(\.id) == ["alpha", "beta"])
    #expect(tabs.selectedTab == "beta")
    #expect(tabs.selectedNavigator === tabs.navigator(for: "beta"))
    #expect(tabs.selectedNavigator.path == [Beta.detail("7")])
  }

  @Test func choosingASectionIsATabSelection() throws {
    let (app, recorder) = try makeApp()

    #expect(app.select("beta"))

    #expect(recorder.events == [.tabSelected(from: "alpha", to: "beta")])
  }

  @Test(arguments: [TabID("gamma")])
  func aSelectionThatNamesNoSectionChangesNothing(selection: TabID) throws {
    let (app, recorder) = try makeApp(selected: "beta")

    #expect(!app.select(selection))

    #expect(app.tabs.selectedTab == "beta")
    #expect(recorder.events.isEmpty)
  }

  @Test func theSidebarShowsAndHides() throws {
    let (app, _) = try makeApp()
    let tabs = app.tabs
    #expect(tabs.columnVisibility == .automatic)

    tabs.columnVisibility = .detailOnly
    #expect(tabs.columnVisibility == .detailOnly)
    tabs.columnVisibility = .all
    #expect(tabs.columnVisibility == .all)
  }

  @Test func returningToTheTabRootDismissesAndPopsTheSelectedTabOnly() throws {
    let (app, recorder) = try makeApp()
    let tabs = app.tabs
    let alpha = tabs.selectedNavigator
    alpha.push(contentsOf: [Alpha.detail("1"), Alpha.detail("2")])
    alpha.present(Alpha.edit("1"), as: .sheet)
    alpha.topmost.push(Beta.detail("x"))
    tabs.navigator(for: "beta")?.push(Beta.detail("kept"))
    _ = recorder.drain()

    app.perform(.returnToTabRoot)

    #expect(alpha.path.isEmpty)
    #expect(alpha.presentation == nil)
    #expect(tabs.navigator(for: "beta")?.path == [Beta.detail("kept")])
    #expect(
      recorder.events == [
        .dismissed(Alpha.edit("1"), style: .sheet, scope: .tab("alpha")),
        .popped([Alpha.detail("2"), Alpha.detail("1")], scope: .tab("alpha")),
      ])
    #expect(NavigationAction.returnToTabRoot.description == "return to the tab's root")
  }

  @Test func aPresentedStackKnowsItsPresenter() throws {
    let (app, _) = try makeApp()
    let tabs = app.tabs
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
    let (app, _) = try makeApp()
    let tabs = app.tabs
    let log = NavigationActionLog()

    log.handler(.push(Alpha.detail("1")))
    log.handler(.returnToTabRoot)

    #expect(log.actions == [.push(Alpha.detail("1")), .returnToTabRoot])
    #expect(tabs.selectedNavigator.path.isEmpty)
    log.removeAll()
    #expect(log.actions.isEmpty)
  }
}

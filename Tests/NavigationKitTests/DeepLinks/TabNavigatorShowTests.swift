import Testing

@testable import NavigationKit

@MainActor
@Suite struct TabNavigatorShowTests {
  @Test func showReplacesTheOwningTabsStackAndPresents() throws {
    let (app, recorder) = try makeApp()
    let tabs = app.tabs
    let beta = try #require(tabs.navigator(for: "beta"))
    beta.push(Beta.detail("old"))
    _ = recorder.drain()

    let shown = tabs.show(
      [Beta.home, Beta.detail("1"), Beta.detail("2")],
      presenting: (Alpha.edit("3"), .fullScreenCover), inTabOwning: "beta")

    #expect(shown)
    #expect(tabs.selectedTab == "beta")
    #expect(beta.path == [Beta.detail("1"), Beta.detail("2")])
    #expect(beta.presentation?.style == .fullScreenCover)
    #expect(beta.presentation?.destination == Alpha.edit("3"))
    #expect(
      recorder.events == [
        .tabSelected(from: "alpha", to: "beta"),
        .pathReplaced(
          from: [Beta.detail("old")], to: [Beta.detail("1"), Beta.detail("2")], scope: .tab("beta")),
        .presented(Alpha.edit("3"), style: .fullScreenCover, scope: .tab("beta")),
      ])
  }

  @Test func showDismissesEveryTabsPresentationAndDialog() throws {
    let (app, recorder) = try makeApp()
    let tabs = app.tabs
    let alpha = try #require(tabs.navigator(for: "alpha"))
    let beta = try #require(tabs.navigator(for: "beta"))
    alpha.push(Alpha.detail("1"))
    alpha.showConfirmationDialog(DialogState(title: "Sure?", actions: []))
    beta.present(Beta.detail("s"), as: .sheet)
    _ = recorder.drain()

    #expect(tabs.show([Alpha.detail("1")], inTabOwning: "alpha"))

    #expect(alpha.confirmationDialog == nil)
    #expect(beta.presentation == nil)
    #expect(alpha.path == [Alpha.detail("1")])
    #expect(
      recorder.events == [
        .dialogDismissed(title: "Sure?", scope: .tab("alpha")),
        .dismissed(Beta.detail("s"), style: .sheet, scope: .tab("beta")),
      ])
  }

  @Test func showForAModuleNoTabOwnsChangesNothing() throws {
    let (app, recorder) = try makeApp()
    let tabs = app.tabs
    let alpha = try #require(tabs.navigator(for: "alpha"))
    alpha.present(Alpha.edit("1"), as: .sheet)
    _ = recorder.drain()

    #expect(!tabs.show([GammaDestination.start.erased], inTabOwning: "gamma"))
    #expect(alpha.presentation?.style == .sheet)
    #expect(alpha.presentation?.destination == Alpha.edit("1"))
    #expect(recorder.events == [])
  }

  @Test(
    arguments: [
      (Beta.detail("1"), "beta", [[], [Beta.detail("1")]]),
      (Beta.home, "beta", [[], []]),
      (Alpha.edit("2"), "alpha", [[Alpha.edit("2")], []]),
    ] as [(AnyDestination, TabID, [[AnyDestination]])])
  func showOneDestination(destination: AnyDestination, tab: TabID, paths: [[AnyDestination]])
    throws
  {
    let (app, _) = try makeApp()
    let tabs = app.tabs

    #expect(tabs.show([destination], inTabOwning: destination.moduleName))
    #expect(tabs.selectedTab == tab)
    #expect(tabs.navigators.map(\.path) == paths)
    #expect(tabs.visibleNavigator.current == destination)
  }

  @Test func showingTheSameStackAgainReportsNoChange() throws {
    let (app, recorder) = try makeApp()
    let tabs = app.tabs
    #expect(tabs.show([Beta.detail("1")], inTabOwning: "beta"))
    _ = recorder.drain()

    #expect(tabs.show([Beta.detail("1")], inTabOwning: "beta"))
    #expect(recorder.events == [])
  }
}

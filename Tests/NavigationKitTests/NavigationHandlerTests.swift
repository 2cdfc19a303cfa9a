import Testing

@testable import NavigationKit

@MainActor
@Suite struct NavigationHandlerTests {
  /// An app of two modules, shelf and crate, each in its tab.
  func makeApp() throws -> AppNavigator {
    try AppNavigator(
      features: [.text(ShelfResolver()), .text(CrateResolver())],
      tabs: [
        NavigationTab("shelf", root: ShelfDestination.home),
        NavigationTab("crate", root: CrateDestination.lid),
      ])
  }

  @Test func theAppsHandlerPerformsOnWhatTheUserSees() throws {
    let app = try makeApp()
    let tabs = app.tabs
    let handler = NavigationHandler(app: app)
    handler(.push(Shelf.box("1")))
    handler(.present(Shelf.box("2"), style: .sheet))
    handler(.push(Crate.open("3")))
    #expect(tabs.navigator(for: "shelf")?.path == [Shelf.box("1")])
    #expect(tabs.visibleNavigator.path == [Crate.open("3")])
    handler(.dismiss)
    #expect(tabs.visibleNavigator === tabs.navigator(for: "shelf"))
  }

  @Test func theDefaultHandlerRecordsInsteadOfNavigating() {
    NavigationActionLog.unhandled.removeAll()
    NavigationHandler.diagnosing(.pop)
    NavigationHandler.diagnosing(.push(Alpha.detail("1")))
    #expect(NavigationActionLog.unhandled.actions == [.pop, .push(Alpha.detail("1"))])
    NavigationActionLog.unhandled.removeAll()
    #expect(NavigationActionLog.unhandled.actions.isEmpty)
  }

  @Test func aHandlerDoesNotKeepItsAppAlive() throws {
    var app: AppNavigator? = try makeApp()
    weak let weakApp = app
    let handler = NavigationHandler(app: try #require(app))
    app = nil
    #expect(weakApp == nil)
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

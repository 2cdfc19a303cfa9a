import Testing

@testable import NavigationKit

@MainActor
@Suite struct TabNavigatorRestoreTests {
  static let saved = NavigationSnapshot(
    selectedTab: "crate",
    tabs: [
      .init(
        id: "shelf", path: [Shelf.box("1"), Crate.open("2")],
        presentations: [
          .init(style: .sheet, root: Shelf.label("s"), path: [Shelf.home]),
          .init(style: .fullScreenCover, root: Crate.lid, path: [Crate.open("3"), Shelf.box("4")]),
        ]),
      .init(
        id: "crate", path: [Crate.open("5")],
        presentations: [.init(style: .fullScreenCover, root: Shelf.box("6"))]),
    ])

  @Test func restorePutsEveryTabBack() throws {
    let app = try makeCodableApp()
    let tabs = app.tabs

    let issues = app.restore(Self.saved)

    #expect(issues == [])
    #expect(app.snapshot == Self.saved)
    #expect(tabs.selectedTab == "crate")
    let shelf = try #require(tabs.navigator(for: "shelf"))
    #expect(shelf.path == [Shelf.box("1"), Crate.open("2")])
    #expect(shelf.presentation?.style == .sheet)
    #expect(shelf.presentation?.destination == Shelf.label("s"))
    #expect(shelf.presentation?.navigator.path == [Shelf.home])
    #expect(shelf.presentation?.navigator.presentation?.style == .fullScreenCover)
    #expect(shelf.presentation?.navigator.presentation?.destination == Crate.lid)
    #expect(shelf.topmost.path == [Crate.open("3"), Shelf.box("4")])
    #expect(shelf.topmost.scope == .tab("shelf", .sheet, .fullScreenCover))
    #expect(tabs.visibleNavigator.current == Shelf.box("6"))
  }

  @Test func restoreDismissesWhatWasShown() throws {
    let app = try makeCodableApp(selected: "crate")
    let tabs = app.tabs
    let shelf = try #require(tabs.navigator(for: "shelf"))
    let crate = try #require(tabs.navigator(for: "crate"))
    shelf.push(Shelf.box("old"))
    shelf.showAlert(DialogState(title: "Oops", actions: []))
    crate.present(Crate.open("old"), as: .sheet)
    crate.topmost.showConfirmationDialog(DialogState(title: "Sure?", actions: []))

    let issues = app.restore(
      NavigationSnapshot(
        selectedTab: "shelf",
        tabs: [.init(id: "shelf", path: [Shelf.box("new")]), .init(id: "crate")]))

    #expect(issues == [])
    #expect(shelf.alert == nil)
    #expect(shelf.path == [Shelf.box("new")])
    #expect(crate.presentation == nil)
    #expect(crate.topmost.confirmationDialog == nil)
    #expect(tabs.selectedTab == "shelf")
  }

  @Test func restoreReplacesAPresentationOfAnotherStyle() throws {
    let app = try makeCodableApp()
    let tabs = app.tabs
    let shelf = try #require(tabs.navigator(for: "shelf"))
    shelf.present(Shelf.box("old"), as: .sheet)
    shelf.topmost.push(Shelf.home)

    app.restore(
      NavigationSnapshot(
        selectedTab: "shelf",
        tabs: [
          .init(id: "shelf", presentations: [.init(style: .fullScreenCover, root: Crate.lid)])
        ]))

    #expect(shelf.presentation?.style == .fullScreenCover)
    #expect(shelf.presentation?.destination == Crate.lid)
    #expect(shelf.topmost.path == [])
  }

  @Test func tabsMissingFromTheSnapshotAreResetToTheirRoots() throws {
    let app = try makeCodableApp()
    let tabs = app.tabs
    let crate = try #require(tabs.navigator(for: "crate"))
    crate.push(contentsOf: [Crate.open("1"), Crate.open("2")])
    crate.present(Shelf.home, as: .fullScreenCover)

    let issues = app.restore(
      NavigationSnapshot(selectedTab: "shelf", tabs: [.init(id: "shelf", path: [Shelf.box("1")])]))

    #expect(issues == [])
    #expect(crate.path == [])
    #expect(crate.presentation == nil)
    #expect(
      app.snapshot
        == NavigationSnapshot(
          selectedTab: "shelf",
          tabs: [.init(id: "shelf", path: [Shelf.box("1")]), .init(id: "crate")]))
  }

  @Test func anEmptySnapshotResetsEveryTab() throws {
    let app = try makeCodableApp(selected: "crate")
    let tabs = app.tabs
    try #require(tabs.navigator(for: "shelf")).push(Shelf.box("1"))

    let issues = app.restore(NavigationSnapshot(selectedTab: "shelf", tabs: []))

    #expect(issues == [])
    #expect(
      app.snapshot
        == NavigationSnapshot(selectedTab: "shelf", tabs: [.init(id: "shelf"), .init(id: "crate")]))
  }

  @Test func unknownTabsAreReportedAndTheOthersRestored() throws {
    let app = try makeCodableApp()

    let issues = app.restore(
      NavigationSnapshot(
        selectedTab: "crate",
        tabs: [
          .init(id: "ghost", path: [Shelf.box("g")]),
          .init(id: "crate", path: [Crate.open("1")]),
          .init(id: "Shelf", path: [Shelf.box("s")]),
        ]))

    #expect(issues == [.unknownTab("ghost"), .unknownTab("Shelf")])
    #expect(
      app.snapshot
        == NavigationSnapshot(
          selectedTab: "crate",
          tabs: [.init(id: "shelf"), .init(id: "crate", path: [Crate.open("1")])]))
  }

  @Test func anUnknownSelectedTabSelectsTheFirstTab() throws {
    let app = try makeCodableApp(selected: "crate")
    let tabs = app.tabs

    let issues = app.restore(
      NavigationSnapshot(
        selectedTab: "ghost",
        tabs: [.init(id: "ghost"), .init(id: "crate", path: [Crate.open("1")])]))

    #expect(issues == [.unknownTab("ghost"), .unknownSelectedTab("ghost")])
    #expect(tabs.selectedTab == "shelf")
    #expect(try #require(tabs.navigator(for: "crate")).path == [Crate.open("1")])
  }

  @Test func restoringTheSameSnapshotTwiceChangesNothingMore() throws {
    let app = try makeCodableApp()
    app.restore(Self.saved)

    let issues = app.restore(Self.saved)

    #expect(issues == [])
    #expect(app.snapshot == Self.saved)
  }

  @Test func unknownTabDescriptionsAreQuotedOnOneLine() {
    #expect(
      RestorationIssue.unknownTab("a\nb").description
        == #"unknown tab "a\nb"; its stack was dropped"#)
    #expect(
      RestorationIssue.unknownSelectedTab("x\u{202E}").description
        == #"unknown selected tab "x\u{202E}"; the first tab is selected"#)
    #expect(!RestorationIssue.unknownTab("a").restoredNothing)
  }
}

import Testing

@testable import NavigationKit

@MainActor
@Suite struct TabNavigatorSnapshotTests {
  @Test func newTabsAreAllAtTheirRoots() throws {
    let app = try makeCodableApp(selected: "crate")

    #expect(
      app.snapshot
        == NavigationSnapshot(selectedTab: "crate", tabs: [.init(id: "shelf"), .init(id: "crate")]))
  }

  @Test func theSnapshotHoldsWhatWasSet() throws {
    let app = try makeCodableApp()
    let tabs = app.tabs
    let shelf = try #require(tabs.navigator(for: "shelf"))
    let crate = try #require(tabs.navigator(for: "crate"))
    shelf.push(contentsOf: [Shelf.box("1"), Crate.open("2")])
    shelf.present(Shelf.label("s"), as: .sheet)
    shelf.topmost.push(Shelf.home)
    shelf.topmost.present(Crate.lid, as: .fullScreenCover)
    shelf.topmost.push(Crate.open("3"))
    crate.push(Crate.open("4"))
    crate.present(Shelf.box("5"), as: .fullScreenCover)
    #expect(app.select("crate"))

    #expect(
      app.snapshot
        == NavigationSnapshot(
          selectedTab: "crate",
          tabs: [
            .init(
              id: "shelf", path: [Shelf.box("1"), Crate.open("2")],
              presentations: [
                .init(style: .sheet, root: Shelf.label("s"), path: [Shelf.home]),
                .init(style: .fullScreenCover, root: Crate.lid, path: [Crate.open("3")]),
              ]),
            .init(
              id: "crate", path: [Crate.open("4")],
              presentations: [.init(style: .fullScreenCover, root: Shelf.box("5"))]),
          ]))
  }

  @Test func dialogsAreNotPartOfTheSnapshot() throws {
    let app = try makeCodableApp()
    let tabs = app.tabs
    let shelf = try #require(tabs.navigator(for: "shelf"))
    shelf.push(Shelf.box("1"))
    let before = app.snapshot

    shelf.showAlert(DialogState(title: "Oops", actions: []))
    try #require(tabs.navigator(for: "crate"))
      .showConfirmationDialog(DialogState(title: "Sure?", actions: []))

    #expect(app.snapshot == before)
  }

  @Test func theSnapshotFollowsPopsAndDismissals() throws {
    let app = try makeCodableApp()
    let tabs = app.tabs
    let shelf = try #require(tabs.navigator(for: "shelf"))
    shelf.push(contentsOf: [Shelf.box("1"), Shelf.box("2")])
    shelf.present(Crate.lid, as: .sheet)

    shelf.pop()
    shelf.dismiss()

    #expect(app.snapshot.tabs[0] == .init(id: "shelf", path: [Shelf.box("1")]))
  }
}

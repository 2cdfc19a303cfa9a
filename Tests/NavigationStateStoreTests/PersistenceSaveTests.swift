import Foundation
import NavigationKit
import NavigationStateStore
import Testing

@MainActor
@Suite struct PersistenceSaveTests {
  let fixture: PersistenceFixture

  init() throws {
    fixture = try PersistenceFixture()
  }

  @Test func theFirstSaveWritesTheState() throws {
    let tabs = try makeCodableApp()
    let persistence = fixture.persistence(of: tabs)
    try persistence.restore()

    #expect(try persistence.save() == [])

    let written = try #require(try fixture.stateFile())
    #expect(written == persistence.coder.encode(tabs.snapshot).data)
    #expect(persistence.coder.decode(written).snapshot == tabs.snapshot)
  }

  @Test func saveWritesOnlyWhenTheStateChanged() throws {
    let tabs = try makeCodableApp()
    let persistence = fixture.persistence(of: tabs)
    let shelf = try #require(tabs.tabs.navigator(for: "shelf"))
    shelf.push(Shelf.box("1"))
    try persistence.save()
    try fixture.removeStateFile()

    try persistence.save()
    #expect(try fixture.stateFile() == nil)

    shelf.push(Shelf.box("2"))
    shelf.pop()
    try persistence.save()
    #expect(try fixture.stateFile() == nil)

    shelf.present(Crate.lid, as: .sheet)
    try persistence.save()
    let written = try #require(try fixture.stateFile())
    #expect(persistence.coder.decode(written).snapshot == tabs.snapshot)
  }

  @Test func dialogsAreNotSaved() throws {
    let tabs = try makeCodableApp()
    let persistence = fixture.persistence(of: tabs)
    try persistence.save()
    try fixture.removeStateFile()

    let shelf = try #require(tabs.tabs.navigator(for: "shelf"))
    tabs.perform(.showAlert(DialogState(title: "Oops")), in: shelf)
    #expect(shelf.alert == DialogState(title: "Oops"))
    try persistence.save()

    #expect(try fixture.stateFile() == nil)
  }

  @Test func aWholeRestoreCountsAsSaved() throws {
    let tabs = try makeCodableApp()
    tabs.restore(richSnapshot)
    try fixture.persistence(of: tabs).save()

    let relaunched = try makeCodableApp()
    let persistence = fixture.persistence(of: relaunched)
    try persistence.restore()
    try fixture.removeStateFile()
    try persistence.save()

    #expect(try fixture.stateFile() == nil)
  }

  @Test func aPartialRestoreIsSavedAgainWithoutWhatWasDropped() throws {
    try fixture.writeStateFile(
      StoredJSON.document(tabs: [
        StoredJSON.tab("shelf", path: [StoredJSON.box("1"), StoredJSON.invoice])
      ]))
    let tabs = try makeCodableApp()
    let persistence = fixture.persistence(of: tabs)
    let aside = try #require(try persistence.restore(at: PersistenceFixture.date).setAside)
    let copy = try Data(contentsOf: aside)

    try persistence.save()

    let written = try #require(try fixture.stateFile())
    let (snapshot, issues) = persistence.coder.decode(written)
    #expect(issues == [])
    #expect(
      snapshot
        == NavigationSnapshot(
          selectedTab: "shelf",
          tabs: [.init(id: "shelf", path: [Shelf.box("1")]), .init(id: "crate")]))
    #expect(try Data(contentsOf: aside) == copy)
  }

  @Test func anUnregisteredDestinationIsSavedWithoutItAndWhatIsAbove() throws {
    let tabs = try makeCodableApp()
    let shelf = try #require(tabs.tabs.navigator(for: "shelf"))
    tabs.setPath([Shelf.box("1"), Alpha.detail("2"), Shelf.box("3")], of: shelf)
    let persistence = fixture.persistence(of: tabs)

    let issues = try persistence.save()

    #expect(
      issues == [
        .dropped(
          scope: "shelf", position: 1, count: 2,
          reason: .unregisteredType("alpha.AlphaDestination"))
      ])
    let relaunched = try makeCodableApp()
    let report = try fixture.persistence(of: relaunched).restore()
    #expect(report == RestorationReport(outcome: .restored))
    #expect(try #require(relaunched.tabs.navigator(for: "shelf")).path == [Shelf.box("1")])
  }

  @Test func theFileHoldsOnlyTheVersionTheSelectionAndTheTabs() throws {
    let tabs = try makeCodableApp()
    tabs.restore(richSnapshot)
    try fixture.persistence(of: tabs).save()

    let written = try #require(try fixture.stateFile())
    let object = try #require(try JSONSerialization.jsonObject(with: written) as? [String: Any])
    #expect(object.keys.sorted() == ["selectedTab", "tabs", "version"])
  }
}

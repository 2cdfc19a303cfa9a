import Foundation
import NavigationKit
import NavigationStateStore
import Testing

@MainActor
@Suite struct PersistenceLaunchTests {
  let fixture: PersistenceFixture

  init() throws {
    fixture = try PersistenceFixture()
  }

  @Test func noFileIsAFirstLaunch() throws {
    let tabs = try makeCodableApp()

    let report = try fixture.persistence(of: tabs).restore(at: PersistenceFixture.date)

    #expect(report == RestorationReport(outcome: .firstLaunch))
    #expect(try fixture.folder.names() == [])
    #expect(tabs.snapshot == (try makeCodableApp()).snapshot)
  }

  @Test func aSavedStateIsRestoredAtTheNextLaunch() throws {
    let tabs = try makeCodableApp()
    tabs.restore(richSnapshot)
    #expect(try fixture.persistence(of: tabs).save() == [])

    let relaunched = try makeCodableApp()
    let report = try fixture.persistence(of: relaunched).restore(at: PersistenceFixture.date)

    #expect(report == RestorationReport(outcome: .restored))
    #expect(relaunched.snapshot == richSnapshot)
    #expect(relaunched.tabs.selectedTab == "crate")
    #expect(try fixture.folder.names() == ["state.json"])
  }

  @Test(arguments: [
    Data(), Data("{\"version\":1,".utf8), Data([0xFF, 0xFE, 0x00, 0x7B]), Data("[]".utf8),
  ])
  func aCorruptFileIsMovedAsideAndTheAppStartsEmpty(bytes: Data) throws {
    try fixture.writeStateFile(bytes)
    let tabs = try makeCodableApp()

    let report = try fixture.persistence(of: tabs).restore(at: PersistenceFixture.date)

    #expect(report.outcome == .startedEmpty)
    #expect(report.issues.count == 1)
    #expect(report.issues.allSatisfy { $0.restoredNothing })
    let aside = try #require(report.setAside)
    #expect(aside.lastPathComponent.hasPrefix("state.json."))
    #expect(aside.lastPathComponent.contains("corrupt"))
    #expect(try fixture.folder.names() == [aside.lastPathComponent])
    #expect(try Data(contentsOf: aside) == bytes)
    #expect(try fixture.stateFile() == nil)
    #expect(tabs.snapshot == (try makeCodableApp()).snapshot)
  }

  @Test func afterACorruptFileASaveWritesAFreshFileAndKeepsTheCopy() throws {
    let corrupt = Data("{\"tabs\": oops".utf8)
    try fixture.writeStateFile(corrupt)
    let tabs = try makeCodableApp()
    let persistence = fixture.persistence(of: tabs)
    let aside = try #require(try persistence.restore(at: PersistenceFixture.date).setAside)

    try #require(tabs.tabs.navigator(for: "shelf")).push(Shelf.box("1"))
    try persistence.save()

    #expect(try Data(contentsOf: aside) == corrupt)
    #expect(try fixture.stateFile() == persistence.coder.encode(tabs.snapshot).data)
    #expect(try fixture.folder.names() == [aside.lastPathComponent, "state.json"].sorted())
  }

  @Test func aNewerVersionIsMovedAsideUnderItsOwnName() throws {
    let newer = StoredJSON.document(
      tabs: [StoredJSON.tab("shelf", path: [StoredJSON.box("1")])], version: "2")
    try fixture.writeStateFile(newer)
    let tabs = try makeCodableApp()

    let report = try fixture.persistence(of: tabs).restore(at: PersistenceFixture.date)

    #expect(report.outcome == .startedEmpty)
    #expect(report.issues == [.newerVersion(2, supported: 1)])
    let aside = try #require(report.setAside)
    #expect(aside.lastPathComponent.contains("newer-version"))
    #expect(!aside.lastPathComponent.contains("corrupt"))
    #expect(try Data(contentsOf: aside) == newer)
    #expect(try fixture.stateFile() == nil)
    #expect(try #require(tabs.tabs.navigator(for: "shelf")).path == [])
  }

  @Test func aPartlyRestorableFileIsRestoredAndCopiedAside() throws {
    let partial = StoredJSON.document(
      tabs: [
        StoredJSON.tab(
          "shelf", path: [StoredJSON.box("1"), StoredJSON.invoice, StoredJSON.box("3")]),
        StoredJSON.tab("crate", path: [StoredJSON.open("2")]),
      ], selected: "crate")
    try fixture.writeStateFile(partial)
    let tabs = try makeCodableApp()

    let report = try fixture.persistence(of: tabs).restore(at: PersistenceFixture.date)

    #expect(report.outcome == .restored)
    #expect(
      report.issues == [
        .dropped(
          scope: "shelf", position: 1, count: 2,
          reason: .unknownType("billing.InvoiceDestination"))
      ])
    let aside = try #require(report.setAside)
    #expect(aside.lastPathComponent.contains("partial"))
    #expect(try Data(contentsOf: aside) == partial)
    #expect(try fixture.stateFile() == partial)
    #expect(
      tabs.snapshot
        == NavigationSnapshot(
          selectedTab: "crate",
          tabs: [
            .init(id: "shelf", path: [Shelf.box("1")]),
            .init(id: "crate", path: [Crate.open("2")]),
          ]))
  }

  @Test func aFileNamingAnUnknownTabIsCopiedAside() throws {
    let stored = StoredJSON.document(
      tabs: [StoredJSON.tab("shelf", path: [StoredJSON.box("1")]), StoredJSON.tab("ghost")],
      selected: "ghost")
    try fixture.writeStateFile(stored)
    let tabs = try makeCodableApp()

    let report = try fixture.persistence(of: tabs).restore(at: PersistenceFixture.date)

    #expect(report.outcome == .restored)
    #expect(report.issues == [.unknownTab("ghost"), .unknownSelectedTab("ghost")])
    #expect(try report.setAside.map { try Data(contentsOf: $0) } == stored)
    #expect(tabs.tabs.selectedTab == "shelf")
    #expect(try #require(tabs.tabs.navigator(for: "shelf")).path == [Shelf.box("1")])
  }

  @Test(arguments: [
    Data("garbage".utf8),
    StoredJSON.document(tabs: [], version: "7"),
    StoredJSON.document(tabs: [StoredJSON.tab("shelf", path: [StoredJSON.invoice])]),
  ])
  func restoreWithoutSettingAsideNeverTouchesTheFolder(bytes: Data) throws {
    try fixture.writeStateFile(bytes)

    let report = try fixture.persistence(of: try makeCodableApp())
      .restore(at: PersistenceFixture.date, setAside: false)

    #expect(report.setAside == nil)
    #expect(!report.issues.isEmpty)
    #expect(try fixture.folder.names() == ["state.json"])
    #expect(try fixture.stateFile() == bytes)
  }

  @Test func twoCorruptFilesAtTheSameMomentAreBothKept() throws {
    let first = Data("first".utf8)
    let second = Data("second".utf8)
    try fixture.writeStateFile(first)
    let firstAside = try fixture.persistence(of: try makeCodableApp())
      .restore(at: PersistenceFixture.date).setAside
    try fixture.writeStateFile(second)

    let secondAside = try fixture.persistence(of: try makeCodableApp())
      .restore(at: PersistenceFixture.date).setAside

    let firstURL = try #require(firstAside)
    let secondURL = try #require(secondAside)
    #expect(firstURL != secondURL)
    #expect(try Data(contentsOf: firstURL) == first)
    #expect(try Data(contentsOf: secondURL) == second)
    #expect(try fixture.folder.names().count == 2)
  }

  @Test func aDirectoryAtTheStatePathIsAnError() throws {
    try FileManager.default.createDirectory(
      at: fixture.store.url, withIntermediateDirectories: false)
    let persistence = fixture.persistence(of: try makeCodableApp())

    #expect(
      throws: StateFileError.isADirectory(path: fixture.store.url.path(percentEncoded: false))
    ) {
      try persistence.restore()
    }
    #expect(try fixture.folder.names() == ["state.json"])
  }

  @Test func aMissingFolderIsAnError() throws {
    let url = fixture.folder.url.appending(path: "missing/state.json")
    let persistence = NavigationStatePersistence(
      app: try makeCodableApp(), store: StateFileStore(url: url))

    #expect(throws: StateFileError.folderMissing(path: url.path(percentEncoded: false))) {
      try persistence.restore()
    }
    #expect(throws: StateFileError.folderMissing(path: url.path(percentEncoded: false))) {
      try persistence.save()
    }
  }
}

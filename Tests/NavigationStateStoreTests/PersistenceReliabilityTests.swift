import Foundation
import NavigationKit
import Testing

@testable import NavigationStateStore

/// What the reliability review found: copies that leaked and piled up, leftovers of a killed
/// save, a read-only file replaced, data of a newer build dropped without a word, and a full
/// disk that stopped the app.
@MainActor
@Suite struct PersistenceReliabilityTests {
  let fixture: PersistenceFixture

  init() throws {
    fixture = try PersistenceFixture()
  }

  /// A file that restores only in part (a tab the app does not have).
  var partial: Data {
    StoredJSON.document(tabs: [
      StoredJSON.tab("shelf", path: [StoredJSON.box("1")]), StoredJSON.tab("gone"),
    ])
  }

  @Test func launchesThatEndWithoutSavingKeepOneCopyWithTheFilesMode() throws {
    try fixture.writeStateFile(partial)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o600], ofItemAtPath: fixture.store.url.path(percentEncoded: false))

    for minute in 0..<5 {
      let report = try fixture.persistence(of: try makeCodableApp())
        .restore(at: PersistenceFixture.date.addingTimeInterval(Double(minute) * 60))
      #expect(report.setAside != nil)
    }

    let copies = try fixture.folder.names().filter { $0.hasPrefix("state.json.partial-") }
    #expect(copies.count == 1)
    for copy in copies {
      #expect(try permissionBits(fixture.folder.url.appending(path: copy).path) == 0o600)
    }
  }

  @Test func theTemporaryFileOfASaveKilledAMomentAgoIsRemovedAtTheNextStart() throws {
    try fixture.writeStateFile(partial)
    let leftover = ".state.json.tmp-\(UUID().uuidString)"
    try Data("killed mid-save".utf8).write(to: fixture.folder.url.appending(path: leftover))

    try fixture.persistence(of: try makeCodableApp()).restore(at: PersistenceFixture.date)

    #expect(try !fixture.folder.names().contains(leftover))
  }

  @Test func aReadOnlyStateFileIsNeverReplaced() throws {
    try fixture.writeStateFile(StoredJSON.document(tabs: [StoredJSON.tab("shelf")]))
    let path = fixture.store.url.path(percentEncoded: false)
    try FileManager.default.setAttributes([.posixPermissions: 0o400], ofItemAtPath: path)
    let before = try inode(path)
    let app = try makeCodableApp()
    let persistence = fixture.persistence(of: app)
    try persistence.restore(at: PersistenceFixture.date)

    app.tabs.navigator(for: "shelf")?.push(ShelfDestination.box(id: "new"))

    #expect(throws: StateFileError.self) { try persistence.save() }
    #expect(try inode(path) == before)
    #expect(try permissionBits(path) == 0o400)
  }

  @Test func unknownKeysOfANewerBuildSurviveASaveAsTheyWere() throws {
    let text =
      #"{"recentSearches":["tent"],"selectedTab":"shelf","sidebarWidth":320,"#
      + #""tabs":[{"id":"shelf","path":[],"presentations":[],"scrollOffset":12.5}],"version":1}"#
    try fixture.writeStateFile(Data(text.utf8))
    let app = try makeCodableApp()
    let persistence = fixture.persistence(of: app)

    let report = try persistence.restore(at: PersistenceFixture.date)
    app.tabs.navigator(for: "shelf")?.push(ShelfDestination.box(id: "1"))
    try persistence.save()

    #expect(report.outcome == .restored)
    #expect(report.issues == [])
    #expect(report.setAside == nil)
    let saved = String(decoding: try #require(try fixture.stateFile()), as: UTF8.self)
    #expect(
      saved
        == #"{"recentSearches":["tent"],"selectedTab":"shelf","sidebarWidth":320,"tabs":["#
        + #"{"id":"shelf","path":[\#(StoredJSON.box("1"))],"presentations":[],"#
        + #""scrollOffset":12.5},{"id":"crate","path":[],"presentations":[]}],"version":1}"#)
  }

  @Test func unknownKeysThatCannotBeKeptAreReportedAndTheFileKept() throws {
    let sheet = #"{"style":"sheet","root":\#(StoredJSON.box("2")),"path":[],"height":0.5}"#
    let text =
      #"{"version":1,"selectedTab":"shelf","tabs":[{"id":"shelf","path":[],"#
      + #""presentations":[\#(sheet)]}]}"#
    try fixture.writeStateFile(Data(text.utf8))

    let report = try fixture.persistence(of: try makeCodableApp())
      .restore(at: PersistenceFixture.date)

    #expect(report.outcome == .restored)
    #expect(
      report.issues.map { "\($0)" } == [
        #"shelf/presentations[0]: unknown keys "height" are not kept by a save"#
      ])
    let aside = try #require(report.setAside)
    #expect(try Data(contentsOf: aside) == Data(text.utf8))
  }

  @Test func aLockHeldAtLaunchIsReportedAndTheCorruptFileKeptUntilItCanBeSetAside() throws {
    try fixture.writeStateFile(Data("garbage{".utf8))
    let store = StateFileStore(url: fixture.store.url, lockTimeout: 0.1)
    let app = try makeCodableApp()
    let persistence = NavigationStatePersistence(app: app, store: store)
    let path = store.url.path(percentEncoded: false)

    do {
      let held = try #require(FolderLock(path: fixture.folder.url.path(percentEncoded: false)))
      let report = try persistence.restore(at: PersistenceFixture.date)
      #expect(report.outcome == .startedEmpty)
      #expect(report.setAsideFailure == .locked(path: path, operation: "move aside"))
      app.tabs.navigator(for: "shelf")?.push(ShelfDestination.box(id: "1"))
      #expect(throws: StateFileError.locked(path: path, operation: "move aside")) {
        try persistence.save()
      }
      #expect(try fixture.stateFile() == Data("garbage{".utf8))
      withExtendedLifetime(held) {}
    }

    try persistence.save()
    let kept = try fixture.folder.names().filter { $0.hasPrefix("state.json.corrupt-") }
    #expect(kept.count == 1)
    for name in kept {
      #expect(try fixture.folder.contents(of: name) == Data("garbage{".utf8))
    }
    #expect(try fixture.stateFile() != Data("garbage{".utf8))
  }

  @Test func aFullDiskWhileKeepingTheOriginalIsReportedAndTheAppRuns() throws {
    try fixture.writeStateFile(partial)
    var store = fixture.store
    let full = StateFileError.ioError(
      path: store.url.path(percentEncoded: false), operation: "copy aside",
      message: "No space left on device")
    store.beforeWriting = { _ throws(StateFileError) in throw full }
    let app = try makeCodableApp()
    let persistence = NavigationStatePersistence(app: app, store: store)

    let report = try persistence.restore(at: PersistenceFixture.date)

    #expect(report.outcome == .restored)
    #expect(report.setAside == nil)
    #expect(report.setAsideFailure == full)
    #expect(app.tabs.navigator(for: "shelf")?.path == [Shelf.box("1")])
    app.tabs.navigator(for: "shelf")?.push(ShelfDestination.box(id: "2"))
    #expect(throws: full) { try persistence.save() }
    #expect(try fixture.stateFile() == partial)
  }
}

import Foundation
import NavigationKit
import Testing

/// Two processes keeping one state file, and a file too large to use.
@MainActor
@Suite struct PersistenceConflictTests {
  let fixture: PersistenceFixture

  init() throws {
    fixture = try PersistenceFixture()
  }

  @Test func theSecondOfTwoProcessesToSaveIsToldInsteadOfOverwriting() throws {
    let first = try makeCodableTabs()
    let second = try makeCodableTabs()
    let firstPersistence = try fixture.persistence(of: first)
    let secondPersistence = try fixture.persistence(of: second)
    try firstPersistence.restore(at: PersistenceFixture.date)
    try secondPersistence.restore(at: PersistenceFixture.date)

    first.restore(richSnapshot)
    try firstPersistence.save()
    let saved = try fixture.stateFile()
    second.navigator(for: "shelf")?.push(ShelfDestination.box(id: "mine"))

    #expect(throws: StateFileError.conflict(path: fixture.store.url.path(percentEncoded: false))) {
      try secondPersistence.save()
    }
    #expect(try fixture.stateFile() == saved)

    // The first process keeps saving: its own writes are not conflicts.
    first.navigator(for: "shelf")?.push(ShelfDestination.box(id: "again"))
    try firstPersistence.save()
    #expect(try fixture.stateFile() != saved)
  }

  @Test func aFileTooLargeToUseIsMovedAsideAndTheAppStartsEmpty() throws {
    let store = StateFileStore(url: fixture.store.url, maximumSize: 64)
    try fixture.writeStateFile(Data(repeating: UInt8(ascii: " "), count: 65))
    let tabs = try makeCodableTabs()
    let persistence = NavigationStatePersistence(
      store: store, codecs: try makeCodecs(), tabs: tabs)

    let report = try persistence.restore(at: PersistenceFixture.date)

    #expect(report.outcome == .startedEmpty)
    #expect(report.issues == [.notASnapshot(reason: "the file is larger than 64 bytes")])
    #expect(report.setAside?.lastPathComponent == "state.json.corrupt-20270115T080000Z")
    #expect(try fixture.stateFile() == nil)
  }
}

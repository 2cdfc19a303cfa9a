import Foundation
import NavigationKit
import NavigationStateStore
import Testing

/// Two processes keeping one state file, and a file too large to use.
@MainActor
@Suite struct PersistenceConflictTests {
  let fixture: PersistenceFixture

  init() throws {
    fixture = try PersistenceFixture()
  }

  @Test func theSecondOfTwoProcessesToSaveIsToldInsteadOfOverwriting() throws {
    let first = try makeCodableApp()
    let second = try makeCodableApp()
    let firstPersistence = fixture.persistence(of: first)
    let secondPersistence = fixture.persistence(of: second)
    try firstPersistence.restore(at: PersistenceFixture.date)
    try secondPersistence.restore(at: PersistenceFixture.date)

    first.restore(richSnapshot)
    try firstPersistence.save()
    let saved = try fixture.stateFile()
    second.tabs.navigator(for: "shelf")?.push(ShelfDestination.box(id: "mine"))

    #expect(throws: StateFileError.conflict(path: fixture.store.url.path(percentEncoded: false))) {
      try secondPersistence.save()
    }
    #expect(try fixture.stateFile() == saved)

    // The first process keeps saving: its own writes are not conflicts.
    first.tabs.navigator(for: "shelf")?.push(ShelfDestination.box(id: "again"))
    try firstPersistence.save()
    #expect(try fixture.stateFile() != saved)
  }

  @Test func aFileTooLargeToUseIsMovedAsideAndTheAppStartsEmpty() throws {
    let store = StateFileStore(url: fixture.store.url, maximumSize: 64)
    try fixture.writeStateFile(Data(repeating: UInt8(ascii: " "), count: 65))
    let tabs = try makeCodableApp()
    let persistence = NavigationStatePersistence(
      app: tabs, store: store)

    let report = try persistence.restore(at: PersistenceFixture.date)

    #expect(report.outcome == .startedEmpty)
    #expect(report.issues == [.notASnapshot(reason: "the file is larger than 64 bytes")])
    #expect(report.setAside?.lastPathComponent == "state.json.corrupt-20270115T080000Z")
    #expect(try fixture.stateFile() == nil)
  }
}

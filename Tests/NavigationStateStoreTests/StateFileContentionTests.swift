import Foundation
import NavigationKit
import Testing

@testable import NavigationStateStore

/// Other processes at the same file: a save lock held too long, a file replaced between being
/// judged and being set aside, and what a killed process left behind.
@Suite struct StateFileContentionTests {
  /// 2026-11-21 11:35:00 UTC.
  let date = Date(timeIntervalSince1970: 1_795_260_900)

  @Test func aHeldLockIsReportedAfterTheTimeoutInsteadOfHanging() throws {
    try StateFileTestFolder.with { folder throws in
      let store = StateFileStore(url: folder.url.appending(path: "state.json"), lockTimeout: 0.2)
      try store.save(Data("before".utf8))
      do {
        let held = try #require(FolderLock(path: folder.path))
        let started = ContinuousClock.now

        #expect(
          throws: StateFileError.locked(path: folder.path("state.json"), operation: "write")
        ) { try store.save(Data("after".utf8)) }
        #expect(throws: StateFileError.self) { try store.moveAside(label: "corrupt", at: date) }
        #expect(ContinuousClock.now - started < .seconds(5))
        #expect(try folder.contents("state.json") == Data("before".utf8))
        withExtendedLifetime(held) {}
      }

      try store.save(Data("after".utf8))
      #expect(try folder.contents("state.json") == Data("after".utf8))
    }
  }

  @Test func aFileReplacedAfterItWasJudgedIsNeverMovedAside() throws {
    try StateFileTestFolder.with { folder throws in
      let store = folder.store()
      try folder.write("garbage{", to: "state.json")
      let (_, judged) = try #require(try store.loadWithVersion())
      // Another process saves a valid state meanwhile.
      try folder.store().save(Data("another process's state".utf8))

      #expect(try store.moveAside(label: "corrupt", at: date, ifStill: judged) == nil)
      #expect(try store.copyAside(label: "partial", at: date, ifStill: judged) == nil)
      #expect(try folder.names() == ["state.json"])
      #expect(try folder.contents("state.json") == Data("another process's state".utf8))
    }
  }

  @Test func aFileAlreadySetAsideByAnotherProcessIsNotAnError() throws {
    try StateFileTestFolder.with { folder throws in
      let store = folder.store()
      try folder.write("garbage{", to: "state.json")
      let (_, judged) = try #require(try store.loadWithVersion())
      _ = try folder.store().moveAside(label: "corrupt", at: date)

      #expect(try store.moveAside(label: "corrupt", at: date, ifStill: judged) == nil)
      #expect(try folder.names() == ["state.json.corrupt-20261121T113500Z"])
    }
  }

  @Test func aFreshTemporaryFileIsALeftoverWhenNoSaveHoldsTheLock() throws {
    try StateFileTestFolder.with { folder throws in
      let name = ".state.json.tmp-\(StateFileLeftoverTests.uuid1)"
      try folder.write("from a save killed a moment ago", to: name)

      #expect(try folder.store().removeLeftoverTemporaryFiles() == [name])
      #expect(try folder.names() == [])
    }
  }
}

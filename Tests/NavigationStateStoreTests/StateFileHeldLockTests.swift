import Foundation
import NavigationKit
import Testing

@testable import NavigationStateStore

/// A folder lock another process holds is waited for once per batch of operations — a command,
/// the restoring of every window — not once per file: the review's R7 saw 3 s per window, 24 s
/// before the first prompt with eight windows.
@Suite struct StateFileHeldLockTests {
  /// 2026-11-21 11:35:00 UTC.
  let date = Date(timeIntervalSince1970: 1_795_260_900)

  /// The store of `state.json` in `folder`, with a short wait, and its scenes 2 to 8.
  func family(in folder: StateFileTestFolder) -> [StateFileStore] {
    let first = StateFileStore(url: folder.url.appending(path: "state.json"), lockTimeout: 0.2)
    return [first] + (2...8).map { first.scene(SceneID(String($0)) ?? .main, primary: "1") }
  }

  @Test func eightWindowsWaitOnceForALockHeldThroughout() throws {
    try StateFileTestFolder.with { folder throws in
      let stores = family(in: folder)
      let held = try #require(FolderLock(path: folder.path))
      let heldLocks = HeldLocks()
      let started = ContinuousClock.now

      let failures = StateFileStore.waitingOnceForHeldLocks(sharing: heldLocks) {
        stores.map { store in
          Result { () throws(StateFileError) in try store.save(Data("state".utf8)) }
        }
      }

      #expect(heldLocks.counts == HeldLocks.Counts(timedOut: 1, refusedAtOnce: 7))
      for (store, failure) in zip(stores, failures) {
        #expect(throws: StateFileError.locked(path: store.url.path, operation: "write")) {
          try failure.get()
        }
      }
      // Eight waits would take 1.6 s; one takes 0.2 s.
      #expect(ContinuousClock.now - started < .seconds(1.2))
      #expect(try folder.names() == [])
      withExtendedLifetime(held) {}
    }
  }

  @Test func aLockReleasedWithinTheBatchIsTakenAndWaitedForAgain() throws {
    try StateFileTestFolder.with { folder throws in
      let stores = family(in: folder)
      let heldLocks = HeldLocks()
      var held = FolderLock(path: folder.path)

      try StateFileStore.waitingOnceForHeldLocks(sharing: heldLocks) { () throws(StateFileError) in
        #expect(throws: StateFileError.self) { try stores[0].save(Data("1".utf8)) }
        held = nil
        try stores[1].save(Data("2".utf8))
        held = FolderLock(path: folder.path)
        #expect(throws: StateFileError.self) { try stores[2].save(Data("3".utf8)) }
        #expect(throws: StateFileError.self) { try stores[3].save(Data("4".utf8)) }
      }

      #expect(heldLocks.counts == HeldLocks.Counts(timedOut: 2, refusedAtOnce: 1))
      #expect(try folder.names() == ["state.scene-2.json"])
      withExtendedLifetime(held) {}
    }
  }

  @Test func eachBatchWaitsAgainAndOutsideOneEveryOperationWaits() throws {
    try StateFileTestFolder.with { folder throws in
      let stores = family(in: folder)
      let held = try #require(FolderLock(path: folder.path))
      let first = HeldLocks()
      let second = HeldLocks()

      for heldLocks in [first, second] {
        StateFileStore.waitingOnceForHeldLocks(sharing: heldLocks) {
          for store in stores.prefix(3) {
            #expect(throws: StateFileError.self) { try store.save(Data("state".utf8)) }
          }
        }
      }
      let started = ContinuousClock.now
      for store in stores.prefix(2) {
        #expect(throws: StateFileError.self) { try store.save(Data("state".utf8)) }
      }

      #expect(first.counts == HeldLocks.Counts(timedOut: 1, refusedAtOnce: 2))
      #expect(second.counts == HeldLocks.Counts(timedOut: 1, refusedAtOnce: 2))
      #expect(ContinuousClock.now - started >= .seconds(0.4))
      withExtendedLifetime(held) {}
    }
  }

  @Test func aLockHeldOnAnotherFolderCostsThisOneNothing() throws {
    try StateFileTestFolder.with { folder throws in
      try StateFileTestFolder.with { other throws in
        let held = try #require(FolderLock(path: other.path))
        let heldLocks = HeldLocks()

        try StateFileStore.waitingOnceForHeldLocks(sharing: heldLocks) {
          () throws(StateFileError) in
          #expect(throws: StateFileError.self) {
            try StateFileStore(url: other.url.appending(path: "state.json"), lockTimeout: 0.2)
              .save(Data("state".utf8))
          }
          for store in family(in: folder) { try store.save(Data("state".utf8)) }
        }

        #expect(heldLocks.counts == HeldLocks.Counts(timedOut: 1, refusedAtOnce: 0))
        #expect(try folder.names().count == 8)
        withExtendedLifetime(held) {}
      }
    }
  }

  @Test func aCallInsideAnotherSharesItsWait() throws {
    try StateFileTestFolder.with { folder throws in
      let stores = family(in: folder)
      let held = try #require(FolderLock(path: folder.path))
      let heldLocks = HeldLocks()

      StateFileStore.waitingOnceForHeldLocks(sharing: heldLocks) {
        for store in stores.prefix(4) {
          _ = StateFileStore.waitingOnceForHeldLocks {
            #expect(throws: StateFileError.self) { try store.save(Data("state".utf8)) }
          }
        }
      }

      #expect(heldLocks.counts == HeldLocks.Counts(timedOut: 1, refusedAtOnce: 3))
      withExtendedLifetime(held) {}
    }
  }

  /// Restoring cleaned up, waited, and then waited again to set the unreadable file aside.
  @MainActor
  @Test func restoringWaitsOnceToCleanUpAndSetAside() throws {
    try StateFileTestFolder.with { folder throws in
      let store = family(in: folder)[0]
      try folder.write("garbage{", to: "state.json")
      let held = try #require(FolderLock(path: folder.path))
      let heldLocks = HeldLocks()
      let persistence = NavigationStatePersistence(app: try makeCodableApp(), store: store)

      let report = try StateFileStore.waitingOnceForHeldLocks(sharing: heldLocks) {
        () throws(StateFileError) in try persistence.restore(at: date)
      }

      #expect(report.outcome == .startedEmpty)
      #expect(report.setAsideFailure == .locked(path: store.url.path, operation: "move aside"))
      #expect(heldLocks.counts == HeldLocks.Counts(timedOut: 1, refusedAtOnce: 1))
      #expect(try folder.contents("state.json") == Data("garbage{".utf8))
      withExtendedLifetime(held) {}
    }
  }
}

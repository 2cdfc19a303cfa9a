import Foundation
import NavigationKit
import Testing

@testable import NavigationStateStore

/// Files named like the store's copies that the store did not make, as anyone can plant them in
/// a shared folder such as `/tmp`: they never decide which copy is the newest, never push out a
/// copy just made, and are never counted, removed or taken for a kept copy when another user's.
@Suite struct StateFilePlantedNamesTests {
  /// 2026-11-21 11:35:00 UTC.
  let date = Date(timeIntervalSince1970: 1_795_260_900)

  /// The names of three copies dated in 2099, the review's R8.
  let future = ["", "-2", "-3"].map { "20991231T235959Z\($0)" }

  @Test func copiesDatedInTheFutureDoNotPushOutACopyJustMade() throws {
    try StateFileTestFolder.with { folder throws in
      for stamp in future { try folder.write("planted", to: "state.json.partial-\(stamp)") }
      let store = folder.store()
      try store.save(Data("partly restorable".utf8))

      let copy = try store.copyAside(label: "partial", at: date)

      #expect(try Data(contentsOf: copy) == Data("partly restorable".utf8))
      #expect(try folder.names().filter { $0.hasPrefix("state.json.partial-") }.count == 3)
    }
  }

  @Test func aNewerVersionsStateMovedAsideIsNotDeletedAtOnce() throws {
    try StateFileTestFolder.with { folder throws in
      for stamp in future { try folder.write("planted", to: "state.json.newer-version-\(stamp)") }
      let store = folder.store()
      try store.save(Data(#"{"version":2,"mine":"precious"}"#.utf8))

      let moved = try store.moveAside(label: "newer-version", at: date)

      #expect(try Data(contentsOf: moved) == Data(#"{"version":2,"mine":"precious"}"#.utf8))
      #expect(try store.load() == nil)
    }
  }

  @Test func theNewestCopyIsTheOneSetAsideLastWhateverItsNameSays() throws {
    try StateFileTestFolder.with { folder throws in
      let store = folder.store()
      try store.save(Data("first".utf8))
      var last = try store.copyAside(label: "partial", at: date)
      // A clock set back, or a caller's own date: whatever the name says, the last copy made
      // is the newest.
      for (version, year) in [(2, 2099.0), (3, 2001.0), (4, 1990.0)] {
        try Self.waitForTheFileClockToPass(last)
        try store.save(Data("version \(version)".utf8))
        let moment = Date(timeIntervalSince1970: (year - 1970) * 365.25 * 86_400)
        last = try store.copyAside(label: "partial", at: moment)
      }

      let kept = try folder.names().filter { $0.hasPrefix("state.json.partial-") }
        .map { try folder.contents($0) }
      #expect(Set(kept) == [Data("first".utf8), Data("version 3".utf8), Data("version 4".utf8)])
    }
  }

  /// Waits until a file made now gets a later status-change time than `file`'s: the system
  /// stamps files with a clock that ticks every few milliseconds, and copies set aside within
  /// one tick are told apart by their names.
  static func waitForTheFileClockToPass(_ file: URL) throws {
    var info = stat()
    guard lstat(file.path(percentEncoded: false), &info) == 0 else { return }
    let made = StateFileStore.statusChanged(info)
    let probe = file.deletingLastPathComponent().appending(path: "probe")
    defer { unlink(probe.path(percentEncoded: false)) }
    for _ in 0..<1_000 {
      try Data().write(to: probe)
      guard lstat(probe.path(percentEncoded: false), &info) == 0 else { return }
      let now = StateFileStore.statusChanged(info)
      if (now.seconds, now.nanoseconds) > (made.seconds, made.nanoseconds) { return }
      usleep(1_000)
    }
  }

  @Test func aNumberNoCopyCouldReachNeitherOverflowsNorUsesUpTheNames() throws {
    try StateFileTestFolder.with { folder throws in
      let base = "state.json.corrupt-20261121T113500Z"
      try folder.write("planted", to: base + "-9223372036854775807")
      try folder.write("planted", to: base + "-999999999999")
      let store = folder.store()
      try store.save(Data("unreadable".utf8))

      let moved = try store.moveAside(label: "corrupt", at: date)

      #expect(moved.lastPathComponent == base)
      #expect(try Data(contentsOf: moved) == Data("unreadable".utf8))
    }
  }

  /// As root, the files are given to `nobody`, as another user of a shared folder plants them.
  @Test(.enabled(if: geteuid() == 0, "only root can give a file to another user"))
  func anotherUsersFilesAreNeverCountedRemovedOrTakenForAKeptCopy() throws {
    try StateFileTestFolder.with { folder throws in
      let planted =
        future.map { "state.json.corrupt-\($0)" } + ["state.json.corrupt-\(future[0])-4"]
      for name in planted {
        try folder.write("unreadable 1 {", to: name)
        #expect(chown(folder.path(name), 65_534, 65_534) == 0)
      }
      let store = folder.store()
      var moved: [URL] = []
      for launch in 1...4 {
        try folder.write("unreadable \(launch) {", to: "state.json")
        moved.append(try store.moveAside(label: "corrupt", at: date))
      }

      // The first state moved aside has the planted files' bytes, and is kept all the same.
      #expect(!planted.contains(moved[0].lastPathComponent))
      #expect(try Data(contentsOf: moved[0]) == Data("unreadable 1 {".utf8))
      let names = try folder.names()
      #expect(planted.allSatisfy(names.contains))
      #expect(names.count == planted.count + 3)
      #expect(try Data(contentsOf: moved[3]) == Data("unreadable 4 {".utf8))
    }
  }
}

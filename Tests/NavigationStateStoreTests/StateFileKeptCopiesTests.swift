import Foundation
import NavigationKit
import Testing

@testable import NavigationStateStore

/// Every file the store writes has the state file's permissions, and copies set aside never
/// pile up: an identical copy is not made twice, and at most three of a kind are kept — the
/// first one and the two newest.
@Suite struct StateFileKeptCopiesTests {
  /// 2026-11-21 11:35:00 UTC.
  let date = Date(timeIntervalSince1970: 1_795_260_900)

  @Test(arguments: [0o600, 0o640, 0o604])
  func aCopyHasTheStateFilesMode(mode: Int) throws {
    try StateFileTestFolder.with { folder throws in
      let store = folder.store()
      try store.save(Data("logged-in state".utf8))
      try FileManager.default.setAttributes(
        [.posixPermissions: mode], ofItemAtPath: folder.path("state.json"))

      let copy = try store.copyAside(label: "partial", at: date)

      #expect(try permissionBits(copy.path(percentEncoded: false)) == mode)
    }
  }

  @Test func aFileMovedAsideKeepsItsMode() throws {
    try StateFileTestFolder.with { folder throws in
      let store = folder.store()
      try store.save(Data("x".utf8))
      let moved = try store.moveAside(label: "corrupt", at: date)
      #expect(try permissionBits(moved.path(percentEncoded: false)) == 0o600)
    }
  }

  @Test func anIdenticalCopyIsNotMadeTwice() throws {
    try StateFileTestFolder.with { folder throws in
      let store = folder.store()
      try store.save(Data("partly restorable".utf8))

      let copies = try (0..<5).map { _ in try store.copyAside(label: "partial", at: date) }

      #expect(Set(copies).count == 1)
      #expect(try folder.names() == ["state.json", "state.json.partial-20261121T113500Z"])
    }
  }

  @Test func anIdenticalCorruptFileIsRemovedAndTheKeptCopyNamed() throws {
    try StateFileTestFolder.with { folder throws in
      let store = folder.store()
      try folder.write("garbage{", to: "state.json")
      let first = try store.moveAside(label: "corrupt", at: date)
      try folder.write("garbage{", to: "state.json")

      #expect(try store.moveAside(label: "corrupt", at: date.addingTimeInterval(60)) == first)
      #expect(try folder.names() == ["state.json.corrupt-20261121T113500Z"])
    }
  }

  @Test func atMostThreeCopiesOfAKindAreKeptTheFirstAndTheNewest() throws {
    try StateFileTestFolder.with { folder throws in
      let store = folder.store()
      try folder.write("mine", to: "state.json.partial-notes")
      for minute in 0..<5 {
        try store.save(Data("version \(minute)".utf8))
        _ = try store.copyAside(label: "partial", at: date.addingTimeInterval(Double(minute) * 60))
      }
      _ = try store.moveAside(label: "corrupt", at: date)

      #expect(
        try folder.names() == [
          "state.json.corrupt-20261121T113500Z", "state.json.partial-20261121T113500Z",
          "state.json.partial-20261121T113800Z", "state.json.partial-20261121T113900Z",
          "state.json.partial-notes",
        ])
      #expect(try folder.contents("state.json.partial-20261121T113500Z") == Data("version 0".utf8))
      #expect(try folder.contents("state.json.partial-20261121T113900Z") == Data("version 4".utf8))
    }
  }

  @Test func numberedCopiesOfOneMomentCountInOrder() throws {
    try StateFileTestFolder.with { folder throws in
      let store = folder.store()
      for version in 1...11 {
        try store.save(Data("version \(version)".utf8))
        _ = try store.moveAside(label: "corrupt", at: date)
      }
      let base = "state.json.corrupt-20261121T113500Z"
      #expect(try folder.names() == [base, base + "-10", base + "-11"])
      #expect(try folder.contents(base) == Data("version 1".utf8))
    }
  }

  /// The review's R3: four launches that each moved the file aside deleted the first state
  /// moved aside, the user's last good one, although "moved aside, never deleted".
  @Test func theFirstStateMovedAsideIsNeverRemovedToMakeRoom() throws {
    try StateFileTestFolder.with { folder throws in
      let store = folder.store()
      var moved: [URL] = []
      for launch in 1...6 {
        try folder.write("unreadable state \(launch) {", to: "state.json")
        moved.append(
          try store.moveAside(label: "corrupt", at: date.addingTimeInterval(Double(launch))))
      }

      #expect(try Data(contentsOf: moved[0]) == Data("unreadable state 1 {".utf8))
      #expect(try Data(contentsOf: moved[4]) == Data("unreadable state 5 {".utf8))
      #expect(try Data(contentsOf: moved[5]) == Data("unreadable state 6 {".utf8))
      #expect(
        try folder.names()
          == moved.map(\.lastPathComponent).enumerated()
          .filter { [0, 4, 5].contains($0.offset) }.map(\.element))
    }
  }

  @Test func copiesOfOneKindNeverMakeRoomByRemovingAnotherKind() throws {
    try StateFileTestFolder.with { folder throws in
      let store = folder.store()
      try folder.write("a newer build's state", to: "state.json")
      let newer = try store.moveAside(label: "newer-version", at: date)
      for minute in 1...5 {
        try folder.write("unreadable \(minute) {", to: "state.json")
        _ = try store.moveAside(label: "corrupt", at: date.addingTimeInterval(Double(minute) * 60))
        try store.save(Data("partly restorable \(minute)".utf8))
        _ = try store.copyAside(label: "partial", at: date.addingTimeInterval(Double(minute) * 60))
      }

      #expect(try Data(contentsOf: newer) == Data("a newer build's state".utf8))
      let names = try folder.names()
      #expect(names.filter { $0.hasPrefix("state.json.corrupt-") }.count == 3)
      #expect(names.filter { $0.hasPrefix("state.json.partial-") }.count == 3)
    }
  }
}

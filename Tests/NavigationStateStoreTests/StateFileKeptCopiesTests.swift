import Foundation
import NavigationKit
import Testing

@testable import NavigationStateStore

/// Every file the store writes has the state file's permissions, and copies set aside never
/// pile up: an identical copy is not made twice, and at most three of a kind are kept.
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

  @Test func atMostThreeCopiesOfAKindAreKeptTheOldestGoing() throws {
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
          "state.json.corrupt-20261121T113500Z", "state.json.partial-20261121T113700Z",
          "state.json.partial-20261121T113800Z", "state.json.partial-20261121T113900Z",
          "state.json.partial-notes",
        ])
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
      #expect(try folder.names() == [base + "-10", base + "-11", base + "-9"])
    }
  }
}

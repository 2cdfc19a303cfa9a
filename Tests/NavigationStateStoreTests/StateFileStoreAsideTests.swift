import Foundation
import NavigationKit
import NavigationStateStore
import Testing

@Suite struct StateFileStoreAsideTests {
  /// 2026-11-21 11:35:00 UTC.
  let date = Date(timeIntervalSince1970: 1_795_260_900)

  @Test func moveAsideKeepsTheBytesUnderADatedName() throws {
    try StateFileTestFolder.with { folder throws in
      let store = folder.store()
      try store.save(Data("corrupt bytes".utf8))

      let moved = try store.moveAside(label: "corrupt", at: date)

      #expect(moved.lastPathComponent == "state.json.corrupt-20261121T113500Z")
      #expect(moved.deletingLastPathComponent().path(percentEncoded: false) == folder.path)
      #expect(try Data(contentsOf: moved) == Data("corrupt bytes".utf8))
      #expect(try store.load() == nil)
      #expect(try folder.names() == ["state.json.corrupt-20261121T113500Z"])
    }
  }

  @Test func aTakenNameGetsANumber() throws {
    try StateFileTestFolder.with { folder throws in
      let store = folder.store()
      var names: [String] = []
      for version in 1...3 {
        try store.save(Data("version \(version)".utf8))
        names.append(try store.moveAside(label: "newer-version", at: date).lastPathComponent)
      }

      let base = "state.json.newer-version-20261121T113500Z"
      #expect(names == [base, base + "-2", base + "-3"])
      #expect(try folder.contents(base + "-2") == Data("version 2".utf8))
      #expect(try folder.names() == names)
    }
  }

  @Test func anExistingFileAtTheNameIsNeverOverwritten() throws {
    try StateFileTestFolder.with { folder throws in
      let store = folder.store()
      try folder.write("already here", to: "state.json.corrupt-20261121T113500Z")
      try folder.write("already here too", to: "state.json.corrupt-20261121T113500Z-2")
      try store.save(Data("corrupt".utf8))

      let moved = try store.moveAside(label: "corrupt", at: date)

      #expect(moved.lastPathComponent == "state.json.corrupt-20261121T113500Z-3")
      #expect(try Data(contentsOf: moved) == Data("corrupt".utf8))
      #expect(
        try folder.contents("state.json.corrupt-20261121T113500Z") == Data("already here".utf8))
      #expect(
        try folder.contents("state.json.corrupt-20261121T113500Z-2")
          == Data("already here too".utf8))
    }
  }

  @Test func copyAsideKeepsTheOriginal() throws {
    try StateFileTestFolder.with { folder throws in
      let store = folder.store()
      try store.save(Data("partly restorable".utf8))

      let first = try store.copyAside(label: "partial", at: date)
      try store.save(Data("partly restorable, changed".utf8))
      let second = try store.copyAside(label: "partial", at: date)

      #expect(first.lastPathComponent == "state.json.partial-20261121T113500Z")
      #expect(second.lastPathComponent == "state.json.partial-20261121T113500Z-2")
      #expect(try Data(contentsOf: first) == Data("partly restorable".utf8))
      #expect(try Data(contentsOf: second) == Data("partly restorable, changed".utf8))
      #expect(try store.load() == Data("partly restorable, changed".utf8))
      #expect(try folder.names().count == 3)
    }
  }

  @Test func copyAsideNeverOverwrites() throws {
    try StateFileTestFolder.with { folder throws in
      let store = folder.store()
      try folder.write("already here", to: "state.json.corrupt-20261121T113500Z")
      try store.save(Data("original".utf8))

      let copy = try store.copyAside(label: "corrupt", at: date)

      #expect(copy.lastPathComponent == "state.json.corrupt-20261121T113500Z-2")
      #expect(
        try folder.contents("state.json.corrupt-20261121T113500Z") == Data("already here".utf8))
    }
  }

  @Test func settingAsideNothingThrows() throws {
    try StateFileTestFolder.with { folder throws in
      let store = folder.store()
      let path = folder.path("state.json")
      let message = "No such file or directory"

      #expect(
        throws: StateFileError.ioError(path: path, operation: "move aside", message: message)
      ) { try store.moveAside(label: "corrupt", at: date) }
      #expect(
        throws: StateFileError.ioError(path: path, operation: "copy aside", message: message)
      ) { try store.copyAside(label: "corrupt", at: date) }
      #expect(try folder.names() == [])
    }
  }

  @Test func aLabelCannotLeaveTheFolder() throws {
    try StateFileTestFolder.with { folder throws in
      let store = folder.store()
      try store.save(Data("x".utf8))

      let moved = try store.moveAside(label: "../up/é", at: date)

      #expect(moved.lastPathComponent == "state.json..._up__-20261121T113500Z")
      #expect(try folder.names() == ["state.json..._up__-20261121T113500Z"])
    }
  }

  @Test(
    arguments: [
      (1_795_260_900.999, "20261121T113500Z"),
      (946_684_799, "19991231T235959Z"),
      (1_767_323_045, "20260102T030405Z"),
    ])
  func namesUseUTCSeconds(seconds: Double, stamp: String) throws {
    try StateFileTestFolder.with { folder throws in
      let store = folder.store()
      try store.save(Data("x".utf8))

      let moved = try store.moveAside(label: "corrupt", at: Date(timeIntervalSince1970: seconds))

      #expect(moved.lastPathComponent == "state.json.corrupt-\(stamp)")
    }
  }

  /// Linking and unlinking an immutable file fail even for root; nothing is left behind.
  @Test(.enabled(if: ImmutableFlag.isAvailable))
  func aFileThatCannotBeMovedStaysWhereItIs() throws {
    try StateFileTestFolder.with { folder throws in
      let store = folder.store()
      try store.save(Data("stuck".utf8))
      try ImmutableFlag.set(true, at: folder.path("state.json"))
      defer { try? ImmutableFlag.set(false, at: folder.path("state.json")) }

      #expect(
        throws: StateFileError.permissionDenied(
          path: folder.path("state.json"), operation: "move aside")
      ) { try store.moveAside(label: "corrupt", at: date) }
      #expect(try store.load() == Data("stuck".utf8))
      #expect(try folder.names() == ["state.json"])
    }
  }
}

import Foundation
import NavigationKit
import Testing

@testable import NavigationStateStore

/// A file the user made read-only is never replaced, and a write that fails (a full disk)
/// leaves everything as it was.
@Suite struct StateFileProtectionTests {
  /// 2026-11-21 11:35:00 UTC.
  let date = Date(timeIntervalSince1970: 1_795_260_900)

  /// Tests run as root, where `chmod 400` stops no write: the store reads the mode itself.
  @Test(arguments: [0o400, 0o444, 0o500])
  func aReadOnlyFileIsNeverReplacedOrMoved(mode: Int) throws {
    try StateFileTestFolder.with { folder throws in
      let store = folder.store()
      try store.save(Data("kept as it is".utf8))
      let path = folder.path("state.json")
      try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
      let before = try inode(path)

      #expect(throws: StateFileError.readOnly(path: path, operation: "write")) {
        try store.save(Data("new".utf8))
      }
      #expect(throws: StateFileError.readOnly(path: path, operation: "move aside")) {
        try store.moveAside(label: "corrupt", at: date)
      }
      #expect(try inode(path) == before)
      #expect(try permissionBits(path) == mode)
      #expect(try folder.contents("state.json") == Data("kept as it is".utf8))
      #expect(try folder.names() == ["state.json"])
    }
  }

  @Test func aFullDiskWhileCopyingLeavesNothingBehind() throws {
    try StateFileTestFolder.with { folder throws in
      var store = folder.store()
      try store.save(Data("original".utf8))
      let full = StateFileError.ioError(
        path: folder.path("state.json"), operation: "copy aside",
        message: "No space left on device")
      store.beforeWriting = { operation throws(StateFileError) in
        if operation == "copy aside" { throw full }
      }

      #expect(throws: full) { try store.copyAside(label: "partial", at: date) }
      #expect(try folder.names() == ["state.json"])
    }
  }
}

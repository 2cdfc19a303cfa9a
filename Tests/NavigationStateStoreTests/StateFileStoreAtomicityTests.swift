import Foundation
import NavigationKit
import Testing

@testable import NavigationStateStore

@Suite struct StateFileStoreAtomicityTests {
  @Test func savingLeavesNoTemporaryFiles() throws {
    try StateFileTestFolder.with { folder throws in
      let store = folder.store()
      for version in 1...5 {
        try store.save(Data("version \(version)".utf8))
      }

      #expect(try folder.names() == ["state.json"])
      #expect(try store.load() == Data("version 5".utf8))
    }
  }

  @Test func theTemporaryFileIsHiddenBesideTheFileAndHoldsTheNewBytes() throws {
    try StateFileTestFolder.with { folder throws in
      var store = folder.store()
      try store.save(Data("previous".utf8))
      store.beforeRename = { temporaryPath throws(StateFileError) in
        let url = URL(fileURLWithPath: temporaryPath)
        #expect(url.deletingLastPathComponent().path(percentEncoded: false) == folder.path)
        #expect(url.lastPathComponent.hasPrefix(".state.json.tmp-"))
        #expect((try? Data(contentsOf: url)) == Data("next".utf8))
        #expect((try? folder.contents("state.json")) == Data("previous".utf8))
      }
      try store.save(Data("next".utf8))

      #expect(try store.load() == Data("next".utf8))
      #expect(try folder.names() == ["state.json"])
    }
  }

  /// A failure between writing the temporary file and renaming it, standing in for a crash.
  @Test func aFailureBeforeTheRenameKeepsThePreviousFileAndRemovesTheTemporaryOne() throws {
    try StateFileTestFolder.with { folder throws in
      var store = folder.store()
      try store.save(Data("previous".utf8))
      let crash = StateFileError.ioError(path: "crash", operation: "test", message: "simulated")
      store.beforeRename = { _ throws(StateFileError) in throw crash }

      #expect(throws: crash) { try store.save(Data("lost".utf8)) }
      #expect(try folder.contents("state.json") == Data("previous".utf8))
      #expect(try folder.names() == ["state.json"])
    }
  }

  @Test func aFailedFirstSaveLeavesNothingBehind() throws {
    try StateFileTestFolder.with { folder throws in
      var store = folder.store()
      let crash = StateFileError.ioError(path: "crash", operation: "test", message: "simulated")
      store.beforeRename = { _ throws(StateFileError) in throw crash }

      #expect(throws: crash) { try store.save(Data("lost".utf8)) }
      #expect(try folder.names() == [])
    }
  }

  /// The rename itself fails: a directory took the file's place after the checks.
  @Test func aFailedRenameRemovesTheTemporaryFile() throws {
    try StateFileTestFolder.with { folder throws in
      var store = folder.store()
      try store.save(Data("previous".utf8))
      store.beforeRename = { _ throws(StateFileError) in
        try? FileManager.default.removeItem(atPath: folder.path("state.json"))
        try? FileManager.default.createDirectory(
          atPath: folder.path("state.json/inside"), withIntermediateDirectories: true)
      }

      #expect(throws: StateFileError.isADirectory(path: folder.path("state.json"))) {
        try store.save(Data("lost".utf8))
      }
      #expect(try folder.names() == ["state.json"])
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder.path("state.json"))
          == ["inside"])
    }
  }

  @Test func aSaveOverADirectoryKeepsTheDirectory() throws {
    try StateFileTestFolder.with { folder throws in
      try FileManager.default.createDirectory(
        atPath: folder.path("state.json"), withIntermediateDirectories: false)
      try folder.write("kept", to: "state.json/inner")

      #expect(throws: StateFileError.isADirectory(path: folder.path("state.json"))) {
        try folder.store().save(Data("x".utf8))
      }
      #expect(try folder.names() == ["state.json"])
      #expect(try folder.contents("state.json/inner") == Data("kept".utf8))
    }
  }

  /// The system refuses to replace an immutable file, even for root.
  @Test(.enabled(if: ImmutableFlag.isAvailable))
  func aRefusedRenameKeepsThePreviousFile() throws {
    try StateFileTestFolder.with { folder throws in
      let store = folder.store()
      try store.save(Data("previous".utf8))
      try ImmutableFlag.set(true, at: folder.path("state.json"))
      defer { try? ImmutableFlag.set(false, at: folder.path("state.json")) }

      #expect(
        throws: StateFileError.permissionDenied(
          path: folder.path("state.json"), operation: "replace")
      ) { try store.save(Data("lost".utf8)) }
      #expect(try folder.contents("state.json") == Data("previous".utf8))
      #expect(try folder.names() == ["state.json"])
    }
  }

  /// An immutable folder refuses new files, even for root: a real permission failure.
  @Test(.enabled(if: ImmutableFlag.isAvailable))
  func anImmutableFolderRefusesTheSave() throws {
    try StateFileTestFolder.with { folder throws in
      try FileManager.default.createDirectory(
        atPath: folder.path("locked"), withIntermediateDirectories: false)
      try folder.write("previous", to: "locked/state.json")
      try ImmutableFlag.set(true, at: folder.path("locked"))
      defer { try? ImmutableFlag.set(false, at: folder.path("locked")) }
      let store = folder.store("locked/state.json")
      let error = StateFileError.permissionDenied(
        path: folder.path("locked/state.json"), operation: "write")

      #expect(throws: error) { try store.save(Data("lost".utf8)) }
      #expect(throws: error) { try store.validate() }
      #expect(try store.load() == Data("previous".utf8))
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder.path("locked"))
          == ["state.json"])
    }
  }
}

import Foundation
import NavigationKit
import NavigationStateStore
import Testing

/// Permissions, the size limit and two processes saving one file.
@Suite struct StateFileHygieneTests {
  func mode(of path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return try #require(attributes[.posixPermissions] as? Int)
  }

  @Test func aNewFileIsReadableByItsOwnerOnly() throws {
    try StateFileTestFolder.with { folder in
      try folder.store().save(Data("{}".utf8))
      #expect(try mode(of: folder.path("state.json")) == 0o600)
    }
  }

  @Test func aSaveKeepsThePermissionsOfTheFileItReplaces() throws {
    try StateFileTestFolder.with { folder in
      try folder.write("old", to: "state.json")
      try FileManager.default.setAttributes(
        [.posixPermissions: 0o640], ofItemAtPath: folder.path("state.json"))
      try folder.store().save(Data("new".utf8))
      #expect(try mode(of: folder.path("state.json")) == 0o640)
      #expect(try folder.contents("state.json") == Data("new".utf8))
    }
  }

  @Test func aFileLargerThanTheLimitIsReadOnlyOneBytePast() throws {
    try StateFileTestFolder.with { folder in
      try folder.write(String(repeating: "x", count: 10_000), to: "state.json")
      let store = StateFileStore(url: folder.url.appending(path: "state.json"), maximumSize: 100)
      #expect(try store.load()?.count == 101)
      let exact = StateFileStore(url: folder.url.appending(path: "state.json"), maximumSize: 10_000)
      #expect(try exact.load()?.count == 10_000)
    }
  }

  @Test func aSaveOverAnotherProcessesSaveIsAConflict() throws {
    try StateFileTestFolder.with { folder in
      let store = folder.store()
      let first = try store.save(Data("one".utf8), replacing: nil)
      #expect(try store.currentVersion() == first)
      // Another process saves in between.
      try store.save(Data("theirs".utf8))
      #expect(throws: StateFileError.conflict(path: folder.path("state.json"))) {
        try store.save(Data("mine".utf8), replacing: first)
      }
      #expect(try folder.contents("state.json") == Data("theirs".utf8))
      #expect(try folder.names() == ["state.json"])
    }
  }

  @Test func aFileThatAppearedSinceNoneWasFoundIsAConflict() throws {
    try StateFileTestFolder.with { folder in
      try folder.write("theirs", to: "state.json")
      #expect(throws: StateFileError.conflict(path: folder.path("state.json"))) {
        try folder.store().save(Data("mine".utf8), replacing: nil)
      }
    }
  }

  @Test func aFileRemovedMeanwhileIsNoConflict() throws {
    try StateFileTestFolder.with { folder in
      let store = folder.store()
      let version = try store.save(Data("one".utf8), replacing: nil)
      try FileManager.default.removeItem(atPath: folder.path("state.json"))
      let next = try store.save(Data("two".utf8), replacing: version)
      #expect(next != version)
      #expect(try folder.contents("state.json") == Data("two".utf8))
    }
  }

  @Test func theConflictSaysWhatHappened() {
    #expect(
      StateFileError.conflict(path: "/x/state.json").description
        == "did not save state file /x/state.json: another process saved it since this one read it")
  }
}

import Foundation
import NavigationKit
import NavigationStateStore
import Testing

/// What a save interrupted by a crash leaves behind is cleared at the next launch — and only
/// that: a running save's file, folders, links and other names are never touched.
@Suite struct StateFileLeftoverTests {
  static let uuid1 = "6F9619FF-8B86-D011-B42D-00C04FC964FF"
  static let uuid2 = "0E984725-C51C-4BF4-9960-E1C80E27ABA0"

  /// A moment `seconds` after now, so every file made by the test is that old.
  func later(_ seconds: TimeInterval) -> Date { Date().addingTimeInterval(seconds) }

  @Test func onlyThisStoresOldTemporaryFilesAreRemoved() throws {
    try StateFileTestFolder.with { folder in
      let names = [
        "state.json", ".state.json.tmp-\(Self.uuid1)", ".state.json.tmp-\(Self.uuid2)",
        ".other.json.tmp-\(Self.uuid1)", ".state.json.tmp-not-a-uuid",
        "state.json.corrupt-20261121T000000Z", "state.json.tmp-\(Self.uuid1)",
      ]
      for name in names { try folder.write(name, to: name) }
      let store = folder.store()

      #expect(
        try store.removeLeftoverTemporaryFiles(now: later(StateFileStore.leftoverAge + 5))
          == [
            ".state.json.tmp-\(Self.uuid2)", ".state.json.tmp-\(Self.uuid1)",
          ].sorted())

      #expect(
        try folder.names() == [
          ".other.json.tmp-\(Self.uuid1)", ".state.json.tmp-not-a-uuid", "state.json",
          "state.json.corrupt-20261121T000000Z", "state.json.tmp-\(Self.uuid1)",
        ])
      #expect(try folder.contents("state.json") == Data("state.json".utf8))
    }
  }

  /// A save holding the lock (here, this test) may still be writing a new temporary file, so
  /// without the lock only old ones go.
  @Test func aTemporaryFileASaveCouldStillBeWritingIsKept() throws {
    try StateFileTestFolder.with { folder in
      try folder.write("in progress", to: ".state.json.tmp-\(Self.uuid1)")
      let store = StateFileStore(url: folder.url.appending(path: "state.json"), lockTimeout: 0.05)
      let saving = try #require(FolderLock(path: folder.path))
      #expect(try store.removeLeftoverTemporaryFiles(now: later(1)) == [])
      withExtendedLifetime(saving) {}
      #expect(try folder.names() == [".state.json.tmp-\(Self.uuid1)"])
    }
  }

  @Test func aFolderOrALinkWithATemporaryNameIsNeverRemoved() throws {
    try StateFileTestFolder.with { folder in
      let directory = folder.path(".state.json.tmp-\(Self.uuid1)")
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: false)
      try folder.write("keep me", to: "precious")
      try FileManager.default.createSymbolicLink(
        atPath: folder.path(".state.json.tmp-\(Self.uuid2)"), withDestinationPath: "precious")

      #expect(try folder.store().removeLeftoverTemporaryFiles(now: later(3_600)) == [])
      #expect(try folder.names().count == 3)
      #expect(try folder.contents("precious") == Data("keep me".utf8))
    }
  }

  @Test func aMissingFolderRemovesNothing() throws {
    let store = StateFileStore(
      url: URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/s.json"))
    #expect(try store.removeLeftoverTemporaryFiles() == [])
  }

  /// A folder that is there but cannot be opened can never be cleared: that is an error, not
  /// an empty list.
  @Test func aFolderThatIsAFileIsReported() throws {
    try StateFileTestFolder.with { folder in
      try folder.write("not a folder", to: "plain")
      let store = StateFileStore(url: folder.url.appending(path: "plain/s.json"))
      #expect(throws: StateFileError.self) { try store.removeLeftoverTemporaryFiles() }
      #expect(try folder.contents("plain") == Data("not a folder".utf8))
    }
  }
}

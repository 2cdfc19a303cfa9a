import Foundation
import NavigationKit
import NavigationStateStore
import Testing

@Suite struct StateFileStoreTests {
  @Test func missingFileIsACleanFirstLaunch() throws {
    try StateFileTestFolder.with { folder throws in
      let store = folder.store()

      #expect(try store.load() == nil)
      try store.validate()
      #expect(try folder.names() == [])
    }
  }

  @Test func saveThenLoadRoundTrips() throws {
    try StateFileTestFolder.with { folder throws in
      let store = folder.store()
      try store.save(Data("{\"tab\":\"orders\"}".utf8))

      #expect(try store.load() == Data("{\"tab\":\"orders\"}".utf8))
      try store.validate()
    }
  }

  @Test func saveReplacesThePreviousContent() throws {
    try StateFileTestFolder.with { folder throws in
      let store = folder.store()
      try store.save(Data("a much longer first version".utf8))
      try store.save(Data("second".utf8))

      #expect(try store.load() == Data("second".utf8))
      #expect(try folder.names() == ["state.json"])
    }
  }

  @Test func emptyDataSavesAndLoadsAsEmpty() throws {
    try StateFileTestFolder.with { folder throws in
      let store = folder.store()
      try store.save(Data("previous".utf8))
      try store.save(Data())

      #expect(try store.load() == Data())
      #expect(try folder.contents("state.json").isEmpty)
    }
  }

  @Test func largeFilesRoundTrip() throws {
    try StateFileTestFolder.with { folder throws in
      let store = folder.store()
      let data = Data((0..<1_000_003).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
      try store.save(data)

      #expect(try store.load() == data)
    }
  }

  @Test func loadReadsAFileWrittenByOthers() throws {
    try StateFileTestFolder.with { folder throws in
      try folder.write("written elsewhere", to: "state.json")

      #expect(try folder.store().load() == Data("written elsewhere".utf8))
    }
  }

  @Test func aDirectoryAtThePathIsRefused() throws {
    try StateFileTestFolder.with { folder throws in
      try FileManager.default.createDirectory(
        atPath: folder.path("state.json"), withIntermediateDirectories: false)
      let store = folder.store()
      let error = StateFileError.isADirectory(path: folder.path("state.json"))

      #expect(throws: error) { try store.load() }
      #expect(throws: error) { try store.save(Data("x".utf8)) }
      #expect(throws: error) { try store.validate() }
      #expect(throws: error) { try store.moveAside(label: "corrupt") }
      #expect(throws: error) { try store.copyAside(label: "corrupt") }
      #expect(try folder.names() == ["state.json"])
    }
  }

  /// The store never creates folders, but reading from a missing one is a first launch.
  @Test func aMissingFolderLoadsAsNothingButCannotBeSavedTo() throws {
    try StateFileTestFolder.with { folder throws in
      let store = folder.store("missing/state.json")
      let error = StateFileError.folderMissing(path: folder.path("missing/state.json"))

      #expect(try store.load() == nil)
      #expect(throws: error) { try store.save(Data("x".utf8)) }
      #expect(throws: error) { try store.validate() }
      #expect(throws: error) { try store.moveAside(label: "corrupt") }
      #expect(try folder.names() == [])
    }
  }

  /// A path through a file is a mistake, not a first launch: even `load` throws.
  @Test(arguments: ["file.json/state.json", "file.json/deeper/state.json"])
  func aFileOnThePathIsNotAFolder(name: String) throws {
    try StateFileTestFolder.with { folder throws in
      try folder.write("a file", to: "file.json")
      let store = folder.store(name)
      let error = StateFileError.notAFile(path: folder.path(name))

      #expect(throws: error) { try store.load() }
      #expect(throws: error) { try store.save(Data("x".utf8)) }
      #expect(throws: error) { try store.validate() }
      #expect(try folder.contents("file.json") == Data("a file".utf8))
      #expect(try folder.names() == ["file.json"])
    }
  }

  @Test(.timeLimit(.minutes(1))) func aFIFOIsRefusedWithoutBlocking() throws {
    try StateFileTestFolder.with { folder throws in
      #expect(mkfifo(folder.path("state.json"), 0o600) == 0)
      let store = folder.store()
      let error = StateFileError.notAFile(path: folder.path("state.json"))
      let started = ContinuousClock.now

      #expect(throws: error) { try store.load() }
      #expect(throws: error) { try store.validate() }
      #expect(throws: error) { try store.save(Data("x".utf8)) }
      #expect(throws: error) { try store.copyAside(label: "corrupt") }
      #expect(ContinuousClock.now - started < .seconds(5))
      #expect(try folder.names() == ["state.json"])
    }
  }

  @Test func aDeviceIsRefused() throws {
    let store = StateFileStore(url: URL(fileURLWithPath: "/dev/null"))

    #expect(throws: StateFileError.notAFile(path: "/dev/null")) { try store.load() }
    #expect(throws: StateFileError.notAFile(path: "/dev/null")) { try store.validate() }
  }

  @Test func aSymbolicLinkIsFollowedWhenReading() throws {
    try StateFileTestFolder.with { folder throws in
      try folder.write("target", to: "real.json")
      try FileManager.default.createSymbolicLink(
        atPath: folder.path("state.json"), withDestinationPath: "real.json")

      #expect(try folder.store().load() == Data("target".utf8))
      try folder.store().validate()
    }
  }
}

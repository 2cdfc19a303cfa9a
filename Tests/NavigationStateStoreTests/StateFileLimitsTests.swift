import Foundation
import NavigationKit
import Testing

@testable import NavigationStateStore

/// The limits the store keeps on both sides: a name that leaves room for the files written
/// beside it, told at the first use rather than by every save failing; no file larger than a
/// launch reads; and no copy cut short at that size.
@Suite struct StateFileLimitsTests {
  /// 2026-11-21 11:35:00 UTC.
  let date = Date(timeIntervalSince1970: 1_795_260_900)

  /// A name of `length` bytes ending in `.json`.
  func name(bytes length: Int) -> String {
    String(repeating: "s", count: length - 5) + ".json"
  }

  /// The review's R9: names of 214 to 255 bytes started fine, and every save then failed with
  /// `File name too long`, as the temporary file's name is 42 bytes longer.
  @Test(arguments: [214, 230, 250, 255])
  func aNameTooLongForItsTemporaryFileIsRefusedAtTheFirstUse(length: Int) throws {
    try StateFileTestFolder.with { folder throws in
      let name = name(bytes: length)
      let store = folder.store(name)
      let refusal = StateFileError.nameTooLong(path: folder.path(name), maximum: 213)

      #expect(throws: refusal) { try store.validate() }
      #expect(throws: refusal) { try store.save(Data("state".utf8)) }
      #expect(throws: refusal) { try store.save(Data("state".utf8), replacing: nil) }
      #expect(try folder.names() == [])
      #expect("\(refusal)".contains("its name is longer than 213 bytes"))
    }
  }

  @Test func theLongestNameAllowedSavesAndIsSetAside() throws {
    try StateFileTestFolder.with { folder throws in
      let name = name(bytes: 213)
      let store = folder.store(name)
      try store.validate()
      try store.save(Data("state".utf8))
      try store.save(Data("state, changed".utf8))
      _ = try store.copyAside(label: "partial", at: date)
      let moved = try store.moveAside(label: "newer-version", at: date)

      #expect(try Data(contentsOf: moved) == Data("state, changed".utf8))
      #expect(try folder.names().count == 2)
    }
  }

  @Test func aSceneWhoseSiblingsNameIsTooLongIsRefusedAlone() throws {
    try StateFileTestFolder.with { folder throws in
      let store = folder.store(name(bytes: 206))
      try store.validate()
      let second = store.scene("2", primary: "1")

      #expect(throws: StateFileError.self) { try second.validate() }
      #expect(second.url.lastPathComponent.utf8.count == 214)
    }
  }

  /// The review's R3: the App saved a file over the 1 MiB a launch reads, and the next launch
  /// set it aside whole and started empty.
  @Test func aStateLargerThanALaunchReadsIsNeverWritten() throws {
    try StateFileTestFolder.with { folder throws in
      let store = StateFileStore(url: folder.url.appending(path: "state.json"), maximumSize: 16)
      try store.save(Data("previous state".utf8))
      let version = try #require(try store.currentVersion())
      let large = Data(repeating: UInt8(ascii: "x"), count: 17)
      let refusal = StateFileError.tooLarge(path: folder.path("state.json"), size: 17, maximum: 16)

      #expect(throws: refusal) { try store.save(large) }
      #expect(throws: refusal) { try store.save(large, replacing: version) }
      #expect(try store.load() == Data("previous state".utf8))
      #expect(try folder.names() == ["state.json"])
      #expect("\(refusal)".contains("the state is 17 bytes, more than the 16 bytes a launch reads"))

      try store.save(Data(repeating: UInt8(ascii: "y"), count: 16))
      #expect(try store.load()?.count == 16)
    }
  }

  /// Nothing on disk changes: neither the file nor, when it must be kept first, its place.
  @MainActor
  @Test func aPersistenceRefusesToSaveAStateLargerThanALaunchReads() throws {
    try StateFileTestFolder.with { folder throws in
      let partial = StoredJSON.document(tabs: [
        StoredJSON.tab("shelf", path: [StoredJSON.box("1"), StoredJSON.invoice])
      ])
      let store = StateFileStore(
        url: folder.url.appending(path: "state.json"), maximumSize: partial.count)
      try partial.write(to: store.url)
      let app = try makeCodableApp()
      let persistence = NavigationStatePersistence(app: app, store: store)
      try persistence.restore(at: date, setAside: false)
      let shelf = try #require(app.tabs.navigator(for: "shelf"))
      app.setPath((1...20).map { Shelf.box("\($0)") }, of: shelf)

      do throws(StateFileError) {
        try persistence.save()
        Issue.record("saved a state larger than a launch reads")
      } catch {
        guard case .tooLarge(_, let size, let maximum) = error else {
          Issue.record("not refused for its size: \(error)")
          return
        }
        #expect(size > maximum)
        #expect(maximum == partial.count)
      }
      #expect(try folder.names() == ["state.json"])
      #expect(try folder.contents("state.json") == partial)
    }
  }

  @Test func theDefaultLimitIsTheOneALaunchReads() throws {
    try StateFileTestFolder.with { folder throws in
      let store = folder.store()
      let limit = StateFileStore.defaultMaximumSize
      #expect(throws: StateFileError.self) { try store.save(Data(count: limit + 1)) }
      try store.save(Data(count: limit))
      #expect(try store.load()?.count == limit)
    }
  }

  /// A copy of a file larger than a launch reads held only the first `maximumSize + 1` bytes.
  @Test func aCopyOfAFileLargerThanALaunchReadsIsWhole() throws {
    try StateFileTestFolder.with { folder throws in
      let store = StateFileStore(url: folder.url.appending(path: "state.json"), maximumSize: 16)
      let bytes = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0) })
      try bytes.write(to: folder.url.appending(path: "state.json"))

      let copy = try store.copyAside(label: "partial", at: date)

      #expect(try Data(contentsOf: copy) == bytes)
      #expect(try folder.contents("state.json") == bytes)
    }
  }
}

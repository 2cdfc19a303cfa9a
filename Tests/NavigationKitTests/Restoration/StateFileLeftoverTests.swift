import Foundation
import NavigationKit
import Testing

/// What a save interrupted by a crash leaves behind is cleared at the next launch.
@Suite struct StateFileLeftoverTests {
  @Test func onlyThisFilesTemporaryFilesAreRemoved() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("StateFileLeftoverTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let names = [
      "state.json", ".state.json.tmp-1", ".state.json.tmp-2", ".other.json.tmp-1",
      "state.json.corrupt-20261121T000000Z", "state.json.tmp-not-hidden",
    ]
    for name in names {
      try Data(name.utf8).write(to: folder.appendingPathComponent(name))
    }
    let store = StateFileStore(url: folder.appendingPathComponent("state.json"))

    #expect(store.removeLeftoverTemporaryFiles() == [".state.json.tmp-1", ".state.json.tmp-2"])

    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(
      left == [
        ".other.json.tmp-1", "state.json", "state.json.corrupt-20261121T000000Z",
        "state.json.tmp-not-hidden",
      ])
    #expect(
      try Data(contentsOf: folder.appendingPathComponent("state.json")) == Data("state.json".utf8))
  }

  @Test func aMissingFolderRemovesNothing() {
    let store = StateFileStore(
      url: URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/s.json"))
    #expect(store.removeLeftoverTemporaryFiles() == [])
  }
}

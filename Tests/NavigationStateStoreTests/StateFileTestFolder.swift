import Foundation
import NavigationKit
import NavigationStateStore

/// A fresh folder under the system's temporary directory, for one test's files.
struct StateFileTestFolder {
  /// The folder.
  let url: URL

  /// The folder's path.
  var path: String { url.path(percentEncoded: false) }

  /// A store for `name` in the folder.
  func store(_ name: String = "state.json") -> StateFileStore {
    StateFileStore(url: url.appending(path: name))
  }

  /// The path of `name` in the folder.
  func path(_ name: String) -> String {
    url.appending(path: name).path(percentEncoded: false)
  }

  /// The names in the folder, hidden ones included, sorted.
  func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
  }

  /// The bytes of `name` in the folder.
  func contents(_ name: String) throws -> Data {
    try Data(contentsOf: url.appending(path: name))
  }

  /// Writes `text` to `name` in the folder.
  func write(_ text: String, to name: String) throws {
    try Data(text.utf8).write(to: url.appending(path: name))
  }

  /// Runs `body` with a new folder, then removes the folder and all it holds.
  static func with(_ body: (StateFileTestFolder) throws -> Void) throws {
    let url = FileManager.default.temporaryDirectory.appending(
      path: "StateFileStoreTests-\(UUID().uuidString)", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(at: url) }
    try body(StateFileTestFolder(url: url))
  }
}

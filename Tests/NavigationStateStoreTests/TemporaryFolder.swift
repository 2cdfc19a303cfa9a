import Foundation

/// A new empty folder under the system's temporary directory, removed when released.
final class TemporaryFolder: Sendable {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appending(path: "NavigationKitTests-\(UUID().uuidString)", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// The names of the files in the folder, sorted.
  func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path(percentEncoded: false)).sorted()
  }

  /// The bytes of the file called `name` in the folder.
  func contents(of name: String) throws -> Data {
    try Data(contentsOf: url.appending(path: name))
  }
}

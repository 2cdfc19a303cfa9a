import Foundation
import NavigationKit
import NavigationStateStore

/// A temporary folder holding `state.json`, and persistences of tabs in it.
@MainActor
final class PersistenceFixture {
  let folder: TemporaryFolder
  let store: StateFileStore

  /// A fixed moment for the names of files set aside.
  static let date = Date(timeIntervalSince1970: 1_800_000_000)

  init() throws {
    folder = try TemporaryFolder()
    store = StateFileStore(url: folder.url.appending(path: "state.json"))
  }

  /// A persistence of `app` in the fixture's store.
  func persistence(of app: AppNavigator) -> NavigationStatePersistence {
    NavigationStatePersistence(app: app, store: store)
  }

  /// Writes `data` as the state file, as an earlier launch (or damage) left it.
  func writeStateFile(_ data: Data) throws {
    try data.write(to: store.url)
  }

  /// The state file's bytes, or `nil` when there is none.
  func stateFile() throws -> Data? {
    try folder.names().contains("state.json") ? folder.contents(of: "state.json") : nil
  }

  /// Removes the state file.
  func removeStateFile() throws {
    try FileManager.default.removeItem(at: store.url)
  }
}

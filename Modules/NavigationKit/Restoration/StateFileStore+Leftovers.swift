import Foundation

extension StateFileStore {
  /// Removes the temporary files that saves interrupted by a crash left in the file's folder
  /// (`.state.json.tmp-…`); the state file itself is never touched.
  ///
  /// Call it at launch, before any save of this run has started.
  ///
  /// - Returns: The names of the files removed.
  @discardableResult
  public func removeLeftoverTemporaryFiles() -> [String] {
    let prefix = ".\(parts.name).tmp-"
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: parts.folder) else {
      return []
    }
    return names.filter { $0.hasPrefix(prefix) }.sorted().filter { name in
      (try? FileManager.default.removeItem(atPath: sibling(named: name))) != nil
    }
  }
}

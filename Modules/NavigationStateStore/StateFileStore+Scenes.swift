import Foundation
public import NavigationKit

// MARK: - One file per window scene

extension StateFileStore {
  /// The store of one window scene's state, beside this file: each scene's state in a file of
  /// its own, so a scene's file that cannot be read is set aside alone and costs no other
  /// scene anything.
  ///
  /// The `primary` scene's state is this file itself, so the file an app of one scene always
  /// wrote is restored into its first scene, as before. Another scene's is the sibling named
  /// with `.scene-` and the scene's name before the extension: `state.json` keeps scene `2` in
  /// `state.scene-2.json`. A scene's name is 1 to 64 letters, digits, `-` or `_`
  /// (``NavigationKit/SceneID``), so it never leaves the folder.
  ///
  /// ```swift
  /// let store = StateFileStore(url: folder.appending(path: "state.json"))
  /// let right = store.scene("2", primary: "1")   // …/state.scene-2.json
  /// ```
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - primary: The scene whose state is this file; ``NavigationKit/SceneID/main`` by default.
  /// - Returns: A store with this one's limits, for the scene's file.
  public func scene(_ scene: SceneID, primary: SceneID = .main) -> StateFileStore {
    guard scene != primary else { return self }
    let name = parts.name
    let dot = name.lastIndex(of: ".").flatMap { $0 == name.startIndex ? nil : $0 }
    let base = dot.map { String(name[..<$0]) } ?? name
    let fileExtension = dot.map { String(name[$0...]) } ?? ""
    return StateFileStore(
      url: URL(fileURLWithPath: sibling(named: "\(base).scene-\(scene)\(fileExtension)")),
      maximumSize: maximumSize, lockTimeout: lockTimeout)
  }

  /// Deletes the file, as when the user closes a window for good and its scene's state is
  /// discarded; no file is fine. Copies set aside stay.
  ///
  /// - Throws: ``StateFileError`` when the file cannot be deleted (a read-only file, a folder
  ///   that cannot be written, the lock held too long); the file is then intact.
  public func delete() throws(StateFileError) {
    try withSaveLock(operation: "delete") { (_: Bool) throws(StateFileError) in
      guard try checkFile(operation: "delete") else { return }
      try checkWritable(mode: try existingMode(operation: "delete"), operation: "delete")
      guard unlink(parts.path) == 0 || errno == ENOENT else {
        throw failure(errno, operation: "delete")
      }
      syncFolder()
    }
  }
}

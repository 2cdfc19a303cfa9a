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
    let (prefix, suffix) = sceneNameParts
    return StateFileStore(
      url: URL(fileURLWithPath: sibling(named: prefix + scene.rawValue + suffix)),
      maximumSize: maximumSize, lockTimeout: lockTimeout)
  }

  /// The scenes whose state is kept in this file's folder: the `primary` scene when this file
  /// exists, and every scene with a file named as ``scene(_:primary:)`` names it, sorted by
  /// name. Copies set aside and temporary files are not scenes' files.
  ///
  /// What a window not open in this process keeps is found here: a window the user closed in
  /// an earlier launch, or one the system has not reconnected yet.
  ///
  /// - Parameter primary: The scene whose state is this file; ``NavigationKit/SceneID/main``
  ///   by default.
  /// - Returns: The scenes' names; none when the folder does not exist.
  /// - Throws: ``StateFileError`` when the folder exists but cannot be listed.
  public func storedScenes(primary: SceneID = .main) throws(StateFileError) -> [SceneID] {
    let operation = "list"
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: parts.folder)
    } catch {
      if case .missing = try kind(at: parts.folder, operation: operation) { return [] }
      throw .ioError(path: parts.path, operation: operation, message: error.localizedDescription)
    }
    let (prefix, suffix) = sceneNameParts
    // Each scene is named by one file, the primary by this one: no name comes twice.
    var scenes: [String] = []
    for name in names {
      if name == parts.name {
        scenes.append(primary.rawValue)
      } else if name.count > prefix.count + suffix.count, name.hasPrefix(prefix),
        name.hasSuffix(suffix),
        let scene = SceneID(String(name.dropFirst(prefix.count).dropLast(suffix.count))),
        scene != primary
      {
        scenes.append(scene.rawValue)
      }
    }
    // Sorted as the names, as the store sorts its other lists: each name is a scene's, so
    // none is dropped.
    return scenes.sorted().compactMap(SceneID.init)
  }

  /// What a scene's file is named around the scene's name: this file's name without its
  /// extension and `.scene-`, then the extension (`state.json` gives `state.scene-`, `.json`).
  private var sceneNameParts: (prefix: String, suffix: String) {
    let name = parts.name
    let dot = name.lastIndex(of: ".").flatMap { $0 == name.startIndex ? nil : $0 }
    let base = dot.map { String(name[..<$0]) } ?? name
    let fileExtension = dot.map { String(name[$0...]) } ?? ""
    return ("\(base).scene-", fileExtension)
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

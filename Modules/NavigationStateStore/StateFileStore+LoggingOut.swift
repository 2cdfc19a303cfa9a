public import Foundation
public import NavigationKit

// MARK: - Logging out of the state files

extension StateFileStore {
  /// How many times ``removeScreensNeedingLogin(coder:at:)`` reads the file again when another
  /// process saves it meanwhile.
  static let maximumLogoutAttempts = 3

  /// Takes the screens that need login out of the state this file keeps, as logging out takes
  /// them off a scene that is shown: the file of a window that is not shown must not bring
  /// them back at the next login, in this launch or a later one.
  ///
  /// The file is rewritten only when it holds such a screen: atomically, and only while it is
  /// still the version read (when another process saves it meanwhile, it is read again, up to
  /// three times). What this version does not know is written back as it was
  /// (the snapshot's and its tabs' unknown members). A file that restores only in part
  /// here (a destination type no longer registered, a value not of its kind) is first copied
  /// aside, labelled `partial`, as a save after restoring it copies it. A file that is not a
  /// snapshot, or is a newer version's, is left as it is: this build restores nothing of it,
  /// and sets it aside when restoring it.
  ///
  /// ```swift
  /// try store.scene("2").removeScreensNeedingLogin(coder: scenes.snapshotCoder)
  /// ```
  ///
  /// - Parameters:
  ///   - coder: Reads and writes the snapshot through the app's destination types, such as
  ///     ``NavigationKit/AppScenes/snapshotCoder``.
  ///   - date: When, for the name of a copy set aside.
  /// - Returns: What was taken out; empty when the file needed no change or there is none.
  /// - Throws: ``StateFileError`` when the file cannot be read, copied aside or written (a
  ///   read-only file, the lock held too long); the file is then as it was.
  ///   ``StateFileError/conflict(path:)`` when another process kept saving it.
  @MainActor
  @discardableResult
  public func removeScreensNeedingLogin(
    coder: NavigationSnapshotCoder, at date: Date = Date()
  ) throws(StateFileError) -> [RestorationIssue] {
    for _ in 0..<Self.maximumLogoutAttempts {
      guard let (data, version) = try loadWithVersion(), data.count <= maximumSize else {
        return []
      }
      let (decoded, decodeIssues) = coder.decode(data)
      guard let stored = decoded else { return [] }
      let (cleared, dropped) = stored.removingScreensNeedingLogin()
      guard !dropped.isEmpty else { return [] }
      // Writing back what was read loses what did not restore: keep the original first.
      let losesMore = !decodeIssues.isEmpty || dropped.contains { !Self.needsLogin($0) }
      if losesMore, try copyAside(label: "partial", at: date, ifStill: version) == nil {
        continue
      }
      let (encoded, encodeIssues) = coder.encode(cleared)
      do {
        try save(encoded, replacing: version)
        return dropped + encodeIssues
      } catch .conflict {
        continue
      }
    }
    throw .conflict(path: parts.path)
  }

  /// Whether `issue` is a screen dropped because it needs login.
  private static func needsLogin(_ issue: RestorationIssue) -> Bool {
    if case .dropped(_, _, _, .needsLogin) = issue { true } else { false }
  }
}

extension AppScenes {
  /// Logs every scene out, as ``NavigationKit/AppNavigator/logOut()`` does in any of them, and
  /// takes the screens that need login out of the state file of every scene not shown now: the
  /// windows the user closed, and those on disk that this launch has not opened
  /// (``StateFileStore/storedScenes(primary:)``). Logout then takes every window's screens that
  /// need login away, in memory and on disk, so no later login — in this launch or the next —
  /// brings them back.
  ///
  /// The files of the scenes shown now are their sessions' to write: save each
  /// (`NavigationSession.save()`) after logging out, as after any change. Rewriting them here
  /// would make those saves conflict.
  ///
  /// ```swift
  /// let failures = scenes.logOut(stateFile: store)
  /// for session in sessions { session.saveInBackground() }
  /// ```
  ///
  /// - Parameters:
  ///   - store: The state file of the `primary` scene; every other scene's is beside it
  ///     (``StateFileStore/scene(_:primary:)``).
  ///   - primary: The scene whose state is `store`'s file; ``NavigationKit/SceneID/main`` by
  ///     default.
  /// - Returns: Why a file could not be rewritten (each error names its path), or why the
  ///   folder could not be listed; empty when every file was. The scenes in memory are logged
  ///   out either way.
  @discardableResult
  public func logOut(stateFile store: StateFileStore, primary: SceneID = .main) -> [StateFileError]
  {
    logOut()
    // A few windows: looked up in the list, with no set made for them.
    let shown = scenes
    let stored: [SceneID]
    do {
      stored = try store.storedScenes(primary: primary)
    } catch {
      return [error]
    }
    var failures: [StateFileError] = []
    for scene in stored where !shown.contains(scene) {
      do {
        try store.scene(scene, primary: primary).removeScreensNeedingLogin(coder: snapshotCoder)
      } catch {
        failures.append(error)
      }
    }
    return failures
  }
}

public import Foundation

extension StateFileStore {
  /// How old a temporary file must be before ``removeLeftoverTemporaryFiles(now:)`` removes it
  /// when it cannot take the save lock: a save takes milliseconds, so an older one belongs to no
  /// save still running.
  public static let leftoverAge: TimeInterval = 60

  /// Removes the temporary files that saves or copies interrupted by a crash left in the file's
  /// folder; the state file itself is never touched.
  ///
  /// Only what this store's own saves could have made is removed: a regular file (never a
  /// folder, never a symbolic link) named `.<name>.tmp-` followed by a UUID. Every save and
  /// every copy set aside writes its temporary file holding the save lock, so while this holds
  /// the lock no such file can belong to a running save, and every one is removed, however
  /// new. Where the lock cannot be had (the system refuses to lock the folder, or another
  /// process holds it past ``lockTimeout``), only files last changed more than
  /// ``leftoverAge`` ago are removed, so a save running in another process keeps its file.
  ///
  /// - Parameter now: The current time; tests pass their own.
  /// - Returns: The names of the files removed; none when the folder does not exist.
  /// - Throws: ``StateFileError`` when the folder exists but cannot be opened or listed, so a
  ///   folder whose leftovers can never be cleared is reported rather than passed over.
  @discardableResult
  public func removeLeftoverTemporaryFiles(now: Date = Date()) throws(StateFileError) -> [String] {
    do {
      return try withSaveLock(operation: Self.cleanUp) { locked throws(StateFileError) in
        try removeTemporaryFiles(olderThan: locked ? nil : Self.leftoverAge, now: now)
      }
    } catch .locked {
      // Another process holds the lock past the timeout: it may be writing a temporary file
      // now, so only old ones go.
      return try removeTemporaryFiles(olderThan: Self.leftoverAge, now: now)
    } catch .folderMissing {
      return []
    }
  }

  private static let cleanUp = "clean up"

  /// Removes this store's temporary files, of any age when `age` is `nil`.
  private func removeTemporaryFiles(
    olderThan age: TimeInterval?, now: Date
  ) throws(StateFileError) -> [String] {
    let prefix = ".\(parts.name).tmp-"
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: parts.folder)
    } catch {
      throw .ioError(
        path: parts.path, operation: Self.cleanUp, message: error.localizedDescription)
    }
    return names.sorted().filter { name in
      guard name.hasPrefix(prefix), UUID(uuidString: String(name.dropFirst(prefix.count))) != nil
      else { return false }
      let path = sibling(named: name)
      var info = stat()
      guard lstat(path, &info) == 0, Self.kind(of: info) == .regular else { return false }
      if let age, now.timeIntervalSince1970 - Double(Self.modifiedSeconds(of: info)) <= age {
        return false
      }
      return unlink(path) == 0
    }
  }

  /// When `info`'s file was last changed, in whole seconds since 1970.
  static func modifiedSeconds(of info: stat) -> Int {
    #if canImport(Darwin)
      info.st_mtimespec.tv_sec
    #else
      info.st_mtim.tv_sec
    #endif
  }
}

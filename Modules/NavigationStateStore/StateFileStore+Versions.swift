import Foundation

// MARK: - Versions and the save lock

extension StateFileStore {
  /// The version of the file on disk, or `nil` when there is none.
  ///
  /// - Throws: ``StateFileError`` when the path cannot be used.
  public func currentVersion() throws(StateFileError) -> StateFileVersion? {
    var info = stat()
    guard stat(parts.path, &info) == 0 else {
      let code = errno
      if code == ENOENT { return nil }
      throw failure(code, operation: "read")
    }
    guard Self.kind(of: info) == .regular else {
      throw Self.kind(of: info) == .directory
        ? .isADirectory(path: parts.path) : .notAFile(path: parts.path)
    }
    return StateFileVersion(info)
  }

  /// Runs `body` holding an exclusive lock on the file's folder, so that two processes saving
  /// the same file take turns; the lock is released when `body` returns or throws.
  ///
  /// The lock is `flock(2)` on the folder itself, which leaves no file behind. Where the system
  /// refuses to lock a folder, `body` runs unlocked.
  func withSaveLock<Result>(
    operation: String, _ body: () throws(StateFileError) -> Result
  ) throws(StateFileError) -> Result {
    let folder = open(parts.folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard folder >= 0 else { throw failure(errno, operation: operation) }
    defer { close(folder) }
    var locked = false
    while !locked {
      if flock(folder, LOCK_EX) == 0 {
        locked = true
      } else if errno != EINTR {
        break
      }
    }
    defer { if locked { flock(folder, LOCK_UN) } }
    return try body()
  }
}

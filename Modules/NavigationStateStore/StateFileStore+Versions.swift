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

  /// Runs `body` holding an exclusive lock on the file's folder, so that two processes saving,
  /// setting aside or cleaning up the same file take turns; the lock is released when `body`
  /// returns or throws.
  ///
  /// The lock is `flock(2)` on the folder itself, which leaves no file behind. The wait is
  /// bounded by ``lockTimeout``: anyone who can open the folder can hold the lock, and a save
  /// must never hang on them. Where the system refuses to lock a folder, `body` runs unlocked.
  ///
  /// - Parameter body: Given whether the lock is held.
  /// - Throws: ``StateFileError/locked(path:operation:)`` when the lock stays held by someone
  ///   else for longer than ``lockTimeout``; whatever `body` throws.
  func withSaveLock<Result>(
    operation: String, _ body: (_ locked: Bool) throws(StateFileError) -> Result
  ) throws(StateFileError) -> Result {
    let folder = open(parts.folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard folder >= 0 else { throw failure(errno, operation: operation) }
    defer { close(folder) }
    let locked = try lock(folder, operation: operation)
    defer { if locked { flock(folder, LOCK_UN) } }
    return try body(locked)
  }

  /// Takes the exclusive lock on `folder`, trying again with growing pauses (1 ms up to 50 ms)
  /// until ``lockTimeout`` has passed; `false` when the system cannot lock it at all.
  ///
  /// Inside ``StateFileStore/waitingOnceForHeldLocks(_:)``, after one wait for this folder's
  /// lock ran out, it is tried once, without waiting.
  private func lock(_ folder: Int32, operation: String) throws(StateFileError) -> Bool {
    // Inside a batch: what it learned of this folder's lock, known by the folder's identity.
    let heldLocks = HeldLocks.current.get()
    let identity = heldLocks != nil ? Self.identity(of: folder) : nil
    let waits = identity.map { heldLocks?.wasHeld($0) != true } ?? true
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .seconds(waits ? lockTimeout : 0))
    var pause: useconds_t = 1_000
    while true {
      if flock(folder, LOCK_EX | LOCK_NB) == 0 {
        if let identity { heldLocks?.noteFree(identity) }
        return true
      }
      let code = errno
      guard code == EWOULDBLOCK || code == EAGAIN || code == EINTR else { return false }
      guard clock.now < deadline else {
        if let identity {
          if waits { heldLocks?.noteTimedOut(identity) } else { heldLocks?.noteRefused() }
        }
        throw .locked(path: parts.path, operation: operation)
      }
      usleep(pause)
      pause = min(pause * 2, 50_000)
    }
  }

  /// The folder open as `descriptor`, as the system knows it; `nil` when it cannot say.
  private static func identity(of descriptor: Int32) -> HeldLocks.Folder? {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return nil }
    return HeldLocks.Folder(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
  }
}

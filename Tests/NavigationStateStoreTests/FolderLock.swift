import Foundation

/// The save lock of a folder held the way another process (or a hostile local user running
/// `flock -x DIR sleep 20`) holds it: `flock(2)` on a descriptor of the folder's own.
final class FolderLock {
  private let descriptor: Int32

  /// Takes the lock on the folder at `path`; `nil` when it cannot be opened or locked.
  init?(path: String) {
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      close(descriptor)
      return nil
    }
    self.descriptor = descriptor
  }

  deinit {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}

/// The permission bits of the file at `path`.
func permissionBits(_ path: String) throws -> Int {
  let attributes = try FileManager.default.attributesOfItem(atPath: path)
  return (attributes[.posixPermissions] as? Int) ?? -1
}

/// The inode of the file at `path`.
func inode(_ path: String) throws -> Int {
  let attributes = try FileManager.default.attributesOfItem(atPath: path)
  return (attributes[.systemFileNumber] as? Int) ?? -1
}

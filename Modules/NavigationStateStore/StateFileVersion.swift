import Foundation

/// Which write of the state file is on disk: what a save compares, under a lock, to notice that
/// another process saved the same file since this one last read or wrote it.
///
/// Every save replaces the file with a new one (a rename), so two saves never share a version.
public struct StateFileVersion: Hashable, Sendable {
  let device: UInt64
  let inode: UInt64
  let size: Int64
  let modifiedSeconds: Int
  let modifiedNanoseconds: Int

  init(_ info: stat) {
    device = UInt64(truncatingIfNeeded: info.st_dev)
    inode = UInt64(truncatingIfNeeded: info.st_ino)
    size = Int64(info.st_size)
    #if canImport(Darwin)
      modifiedSeconds = info.st_mtimespec.tv_sec
      modifiedNanoseconds = info.st_mtimespec.tv_nsec
    #else
      modifiedSeconds = info.st_mtim.tv_sec
      modifiedNanoseconds = info.st_mtim.tv_nsec
    #endif
  }
}

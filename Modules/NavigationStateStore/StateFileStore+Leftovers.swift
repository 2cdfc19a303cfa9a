public import Foundation

extension StateFileStore {
  /// How old a temporary file must be before ``removeLeftoverTemporaryFiles(now:)`` removes it:
  /// a save takes milliseconds, so an older one belongs to no save still running.
  public static let leftoverAge: TimeInterval = 60

  /// Removes the temporary files that saves interrupted by a crash left in the file's folder; the
  /// state file itself is never touched.
  ///
  /// Only what this store's own saves could have made is removed: a regular file (never a
  /// folder, never a symbolic link) named `.<name>.tmp-` followed by a UUID, last changed more
  /// than ``leftoverAge`` ago, so a save running in another process keeps its file.
  ///
  /// - Parameter now: The current time; tests pass their own.
  /// - Returns: The names of the files removed.
  @discardableResult
  public func removeLeftoverTemporaryFiles(now: Date = Date()) -> [String] {
    let prefix = ".\(parts.name).tmp-"
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: parts.folder) else {
      return []
    }
    return names.sorted().filter { name in
      guard name.hasPrefix(prefix), UUID(uuidString: String(name.dropFirst(prefix.count))) != nil
      else { return false }
      let path = sibling(named: name)
      var info = stat()
      guard lstat(path, &info) == 0, Self.kind(of: info) == .regular,
        now.timeIntervalSince1970 - Double(Self.modifiedSeconds(of: info)) > Self.leftoverAge
      else { return false }
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

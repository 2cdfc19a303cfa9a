import Foundation

// MARK: - Checks

extension StateFileStore {
  /// What a path names, as far as the store cares.
  enum Kind {
    case missing, regular, directory, other
  }

  /// What `info` describes.
  static func kind(of info: stat) -> Kind {
    switch info.st_mode & mode_t(S_IFMT) {
    case mode_t(S_IFREG): .regular
    case mode_t(S_IFDIR): .directory
    default: .other
    }
  }

  /// What `path` names, following symbolic links; `.missing` when it does not exist.
  func kind(at path: String, operation: String) throws(StateFileError) -> Kind {
    var info = stat()
    guard stat(path, &info) == 0 else {
      let code = errno
      if code == ENOENT { return .missing }
      throw StateFileError(errno: code, path: parts.path, operation: operation)
    }
    return Self.kind(of: info)
  }

  /// Throws unless the file's folder exists and is a directory.
  func checkFolder(operation: String) throws(StateFileError) {
    switch try kind(at: parts.folder, operation: operation) {
    case .directory: return
    case .missing: throw .folderMissing(path: parts.path)
    case .regular, .other: throw .notAFile(path: parts.path)
    }
  }

  /// Whether the file exists; throws when something other than a regular file is there.
  func checkFile(operation: String) throws(StateFileError) -> Bool {
    switch try kind(at: parts.path, operation: operation) {
    case .missing: false
    case .regular: true
    case .directory: throw .isADirectory(path: parts.path)
    case .other: throw .notAFile(path: parts.path)
    }
  }

  /// How many bytes longer than the file's the longest name is that the store gives a file it
  /// writes beside it: a temporary file's, `.<name>.tmp-<UUID>`. A copy set aside with the
  /// store's own labels adds at most 31 bytes and a number (`.newer-version-<moment>-N`).
  static let longestAddedLength = 42

  /// The longest name a file in its folder may have, in bytes: the folder's file system's
  /// `NAME_MAX`, or 255 where the system does not say.
  private var folderNameLimit: Int {
    let limit = pathconf(parts.folder, Int32(_PC_NAME_MAX))
    return limit > 0 ? limit : 255
  }

  /// Throws ``StateFileError/nameTooLong(path:maximum:)`` when the file's name leaves no room
  /// for the names of the files the store writes beside it, so that the mistake is told once,
  /// when the file is first used, rather than by every save failing.
  func checkNameLength() throws(StateFileError) {
    let maximum = folderNameLimit - Self.longestAddedLength
    guard parts.name.utf8.count <= maximum else {
      throw .nameTooLong(path: parts.path, maximum: maximum)
    }
  }

  /// The error for a call that failed with `code` once the folder was found.
  ///
  /// `ENOENT` then means the folder vanished, or a file system such as `/proc` refused to
  /// create the file; the second is reported with the system's message, not as a missing folder.
  func failure(_ code: Int32, operation: String) -> StateFileError {
    // Whether the folder is there is only asked to choose the error: a failure to ask it
    // leaves the error `code` names.
    var folder = stat()
    if code == ENOENT, stat(parts.folder, &folder) == 0, Self.kind(of: folder) == .directory {
      return .ioError(
        path: parts.path, operation: operation, message: StateFileError.message(for: code))
    }
    return StateFileError(errno: code, path: parts.path, operation: operation)
  }
}

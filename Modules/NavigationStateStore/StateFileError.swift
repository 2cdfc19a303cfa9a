import Foundation
import NavigationKit

/// Why a ``StateFileStore`` could not use its file, in words a person can read.
///
/// Every case carries `path`, the path of the store's file (not of a temporary file or a copy
/// set aside), so a log line names the file the app was configured with.
///
/// ```swift
/// do {
///   try store.save(data)
/// } catch {
///   log("\(error)")  // cannot write state file /x/state.json: permission denied
/// }
/// ```
public enum StateFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path names a directory, not a file.
  case isADirectory(path: String)
  /// The folder that should hold the file does not exist.
  case folderMissing(path: String)
  /// The path names something that is not a regular file, such as a FIFO or a device, or a
  /// part of the folder's path is a file rather than a folder (`file.json/state.json`).
  case notAFile(path: String)
  /// The system refused the operation (`EACCES` or `EPERM`); `operation` is a verb such as
  /// `read`, `write`, `replace`, `move aside` or `copy aside`.
  case permissionDenied(path: String, operation: String)
  /// Any other failure; `message` is the system's text for the error (`strerror(errno)`).
  case ioError(path: String, operation: String, message: String)
  /// Another process saved the file since this one last read or wrote it; this save was not
  /// written, so neither process's state is lost silently.
  case conflict(path: String)
  /// Another process held the lock that saves of the file take for longer than the store's
  /// ``StateFileStore/lockTimeout``; nothing was written, and the previous file is intact.
  case locked(path: String, operation: String)
  /// The file is read-only: its mode gives its owner no write permission, which the store takes
  /// as the user's wish, even where the system would allow the write (as it does for root).
  /// The file is never replaced, moved or removed while it is so.
  case readOnly(path: String, operation: String)
  /// The file's name is too long for the names the store gives the files it writes beside it
  /// (a temporary file's name is 42 bytes longer), so no save could ever succeed; `maximum` is
  /// the longest name, in bytes, the folder leaves room for.
  case nameTooLong(path: String, maximum: Int)
  /// The state to save is `size` bytes, more than the `maximum` the store reads
  /// (``StateFileStore/maximumSize``): the next launch would refuse the file, so it was not
  /// written and the previous file is intact.
  case tooLarge(path: String, size: Int, maximum: Int)

  /// A sentence such as `cannot use state file /x/y: it is a directory`.
  ///
  /// The path is shown as `UntrustedText.escapingControls(_:)` shows text: a folder named with
  /// a line separator or a bidirectional control cannot break or reorder the line.
  public var description: String {
    // Every sentence is "<what failed> state file <path>: <why>".
    let (failed, why): (String, String) =
      switch self {
      case .isADirectory: ("cannot use", "it is a directory")
      case .folderMissing: ("cannot use", "its folder does not exist")
      case .notAFile:
        ("cannot use", "it is not a regular file, or a part of its folder's path is not a folder")
      case .permissionDenied(_, let operation): ("cannot " + operation, "permission denied")
      case .ioError(_, let operation, let message): ("cannot " + operation, message)
      case .conflict: ("did not save", "another process saved it since this one read it")
      case .locked(_, let operation): ("cannot " + operation, "another process holds its lock")
      case .readOnly(_, let operation):
        (
          "cannot " + operation,
          "it is read-only (its mode gives no write permission); make it writable to save"
        )
      case .nameTooLong(_, let maximum):
        (
          "cannot use",
          "its name is longer than \(maximum) bytes, which leaves no room for the names of the"
            + " temporary files saved beside it; choose a shorter name"
        )
      case .tooLarge(_, let size, let maximum):
        (
          "did not save",
          "the state is \(size) bytes, more than the \(maximum) bytes a launch reads; the"
            + " previous file is kept"
        )
      }
    return "\(failed) state file \(UntrustedText.escapingControls(path)): \(why)"
  }

  /// The path of the store's file, as given.
  var path: String {
    switch self {
    case .isADirectory(let path), .folderMissing(let path), .notAFile(let path),
      .conflict(let path), .nameTooLong(let path, _), .tooLarge(let path, _, _):
      path
    case .permissionDenied(let path, _), .ioError(let path, _, _), .locked(let path, _),
      .readOnly(let path, _):
      path
    }
  }

  /// The error for a failed system call that set `errno` to `code`.
  ///
  /// `EISDIR` is ``isADirectory(path:)``, `ENOENT` ``folderMissing(path:)`` (callers handle a
  /// missing file themselves before asking), `ENOTDIR` ``notAFile(path:)``, `EACCES` and
  /// `EPERM` ``permissionDenied(path:operation:)``, anything else
  /// ``ioError(path:operation:message:)`` with the system's message.
  init(errno code: Int32, path: String, operation: String) {
    switch code {
    case EISDIR: self = .isADirectory(path: path)
    case ENOENT: self = .folderMissing(path: path)
    case ENOTDIR: self = .notAFile(path: path)
    case EACCES, EPERM: self = .permissionDenied(path: path, operation: operation)
    default: self = .ioError(path: path, operation: operation, message: Self.message(for: code))
    }
  }

  /// The system's text for `code`, such as `Input/output error` for `EIO`.
  static func message(for code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}

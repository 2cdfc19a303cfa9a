import Foundation
import NavigationKit
import Testing

@testable import NavigationStateStore

@Suite struct StateFileStoreErrorTests {
  @Test(
    arguments: [
      (EACCES, StateFileError.permissionDenied(path: "/x/s.json", operation: "read")),
      (EPERM, .permissionDenied(path: "/x/s.json", operation: "read")),
      (EISDIR, .isADirectory(path: "/x/s.json")),
      (ENOTDIR, .notAFile(path: "/x/s.json")),
      (ENOENT, .folderMissing(path: "/x/s.json")),
      (EIO, .ioError(path: "/x/s.json", operation: "read", message: "Input/output error")),
    ])
  func errnoMapsToACase(code: Int32, expected: StateFileError) {
    #expect(StateFileError(errno: code, path: "/x/s.json", operation: "read") == expected)
  }

  @Test(
    arguments: [
      (StateFileError.isADirectory(path: "/x/y"), "cannot use state file /x/y: it is a directory"),
      (.folderMissing(path: "/x/y"), "cannot use state file /x/y: its folder does not exist"),
      (
        .notAFile(path: "/x/y"),
        "cannot use state file /x/y: it is not a regular file, or a part of its folder's path"
          + " is not a folder"
      ),
      (
        .permissionDenied(path: "/x/y", operation: "write"),
        "cannot write state file /x/y: permission denied"
      ),
      (
        .ioError(path: "/x/y", operation: "read", message: "Input/output error"),
        "cannot read state file /x/y: Input/output error"
      ),
    ])
  func descriptionsReadAsSentences(error: StateFileError, text: String) {
    #expect(error.description == text)
    #expect("\(error)" == text)
  }

  /// A path is shown escaped in every case: a folder named with a bidirectional override, a
  /// line separator, a zero-width space, a private-use character or an escape cannot break,
  /// reorder or hide part of the message.
  @Test(arguments: [
    StateFileError.isADirectory(path: hostilePath), .folderMissing(path: hostilePath),
    .notAFile(path: hostilePath), .permissionDenied(path: hostilePath, operation: "write"),
    .ioError(path: hostilePath, operation: "read", message: "Input/output error"),
    .conflict(path: hostilePath), .locked(path: hostilePath, operation: "save"),
    .readOnly(path: hostilePath, operation: "replace"),
  ])
  func descriptionsShowThePathEscaped(error: StateFileError) {
    let shown = #"/tmp/d\u{202E}evil\u{2028}x\u{200B}\u{E000}\u{1B}/s.json"#
    #expect(error.description.contains(" \(shown)"), "\(error.description)")
    #expect(!error.description.unicodeScalars.contains(where: UntrustedText.escapes))
  }

  static let hostilePath = "/tmp/d\u{202E}evil\u{2028}x\u{200B}\u{E000}\u{1B}/s.json"

  #if os(Linux)
    /// `/proc` refuses new files with `ENOENT` although the folder exists; that is reported
    /// with the system's message, not as a missing folder.
    @Test func savingIntoProcFailsClearly() throws {
      let store = StateFileStore(url: URL(fileURLWithPath: "/proc/self/state.json"))
      let path = "/proc/self/state.json"

      #expect(try store.load() == nil)
      #expect(
        throws: StateFileError.ioError(
          path: path, operation: "write", message: "No such file or directory")
      ) { try store.save(Data("x".utf8)) }
      #expect(throws: StateFileError.permissionDenied(path: path, operation: "write")) {
        try store.validate()
      }
    }

    /// sysfs refuses new files with `EACCES`, even for root: a real permission failure.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/sys/kernel")))
    func savingIntoSysIsRefused() {
      let store = StateFileStore(url: URL(fileURLWithPath: "/sys/state.json"))

      #expect(
        throws: StateFileError.permissionDenied(path: "/sys/state.json", operation: "write")
      ) { try store.save(Data("x".utf8)) }
    }
  #endif
}

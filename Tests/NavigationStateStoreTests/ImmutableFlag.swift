import Foundation

/// The file system's immutable flag (`chattr +i`), which even root cannot write past: the way
/// these tests make the system refuse a write when they run as root.
enum ImmutableFlag {
  /// Whether `chattr` can set and clear the flag in the temporary directory.
  static let isAvailable: Bool = {
    let path = FileManager.default.temporaryDirectory
      .appending(path: "ImmutableFlagProbe-\(UUID().uuidString)").path(percentEncoded: false)
    guard FileManager.default.createFile(atPath: path, contents: Data()) else { return false }
    defer { try? FileManager.default.removeItem(atPath: path) }
    guard (try? set(true, at: path)) != nil else { return false }
    return (try? set(false, at: path)) != nil
  }()

  /// The reason `chattr` failed.
  struct Failure: Error {
    /// `chattr`'s exit status.
    let status: Int32
  }

  /// Sets or clears the flag on the file or folder at `path`.
  static func set(_ immutable: Bool, at path: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
    process.arguments = [immutable ? "+i" : "-i", path]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw Failure(status: process.terminationStatus) }
  }
}

import Foundation

/// One run of a toolchain command (`swiftc`, `swift demangle`, `swift-symbolgraph-extract`).
///
/// Output goes to temporary files, not pipes: the compiler's syntax dump of one target is
/// megabytes on standard error, and reading two pipes one after the other deadlocks once the
/// unread one fills.
struct ToolRun {
  /// Why a command could not run or failed.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The exit status.
  let status: Int32
  /// What the command wrote to standard output.
  let output: Data
  /// What the command wrote to standard error.
  let errors: Data

  /// Runs `arguments` through `/usr/bin/env` (so `PATH` finds the toolchain), with `input` on
  /// standard input, in `directory`.
  ///
  /// - Throws: ``Failure`` when the command cannot start or its output cannot be read.
  init(_ arguments: [String], input: Data = Data(), in directory: URL? = nil) throws {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("api-availability-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let files = ["in", "out", "err"].map { scratch.appendingPathComponent($0) }
    try input.write(to: files[0])
    for file in files.dropFirst() { try Data().write(to: file) }

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let handles = try (
      FileHandle(forReadingFrom: files[0]), FileHandle(forWritingTo: files[1]),
      FileHandle(forWritingTo: files[2])
    )
    defer { for handle in [handles.0, handles.1, handles.2] { try? handle.close() } }
    process.standardInput = handles.0
    process.standardOutput = handles.1
    process.standardError = handles.2
    do {
      try process.run()
    } catch {
      throw Failure(description: "cannot run `\(arguments.joined(separator: " "))`: \(error)")
    }
    process.waitUntilExit()
    status = process.terminationStatus
    output = try Data(contentsOf: files[1])
    errors = try Data(contentsOf: files[2])
  }

  /// Standard error as text, trimmed, for a message.
  var errorText: String {
    String(decoding: errors, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}

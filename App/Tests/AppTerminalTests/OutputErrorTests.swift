import Foundation
import Testing

/// Output the App cannot write ends it with a clear error and status 1, never a crash.
@Suite(.needsValidComposition) struct OutputErrorTests {
  struct Run {
    let status: Int32
    let reason: Process.TerminationReason
    let errors: String
  }

  /// Runs the App with `arguments`, its standard output set up by `shell` (a redirection).
  func run(_ arguments: [String], redirecting shell: String) throws -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments =
      ["-c", "exec \"$0\" \"$@\" \(shell)", ProcessTests.executable.path]
      + arguments
    let stderr = Pipe()
    process.standardError = stderr
    try process.run()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, reason: process.terminationReason,
      errors: String(decoding: errors, as: UTF8.self))
  }

  @Test func aFullDiskIsAnErrorWithStatusOne() throws {
    let run = try run(["routes"], redirecting: ">/dev/full")
    #expect(run.reason == .exit)
    #expect(run.status == 1)
    #expect(run.errors == "error: cannot write to standard output: No space left on device\n")
  }

  @Test func aClosedStandardOutputIsAnErrorWithStatusOne() throws {
    let run = try run(["open", "myapp://orders/A-1"], redirecting: ">&-")
    #expect(run.reason == .exit)
    #expect(run.status == 1)
    #expect(run.errors == "error: cannot write to standard output: Bad file descriptor\n")
  }

  @Test func aReaderThatWentAwayIsAnErrorNotASignal() throws {
    let process = Process()
    process.executableURL = ProcessTests.executable
    process.arguments = ["routes"]
    let stdout = Pipe()
    try stdout.fileHandleForReading.close()
    process.standardOutput = stdout
    let stderr = Pipe()
    process.standardError = stderr
    try process.run()
    try stdout.fileHandleForWriting.close()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 1)
    #expect(
      String(decoding: errors, as: UTF8.self)
        == "error: cannot write to standard output: Broken pipe\n")
  }
}

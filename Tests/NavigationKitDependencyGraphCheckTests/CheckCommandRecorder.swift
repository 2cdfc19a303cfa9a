import Foundation
import Testing

@testable import NavigationKitDependencyGraphCheck

/// Collects what ``CheckCommand`` writes to each stream.
// @unchecked Sendable: `CheckCommand.Output` needs @Sendable closures, which capture this box;
// every read and write of the two arrays holds `lock`, so calls from any thread are safe.
final class CheckCommandRecorder: @unchecked Sendable {
  private let lock = NSLock()
  private var outputLines: [String] = []
  private var errorLines: [String] = []

  /// The lines written as results.
  var output: [String] { lock.withLock { outputLines } }
  /// The lines written about problems.
  var errors: [String] { lock.withLock { errorLines } }

  /// An output writing into the recorder.
  var streams: CheckCommand.Output {
    CheckCommand.Output(
      write: { line in self.lock.withLock { self.outputLines.append(line) } },
      writeError: { line in self.lock.withLock { self.errorLines.append(line) } })
  }
}

/// One run of ``CheckCommand``: its exit status and what it wrote.
struct CheckCommandRun {
  let status: Int32
  let output: [String]
  let errors: [String]

  /// Runs the command with `arguments`.
  init(_ arguments: [String]) {
    let recorder = CheckCommandRecorder()
    status = CheckCommand.run(arguments: arguments, output: recorder.streams)
    output = recorder.output
    errors = recorder.errors
  }
}

extension CheckFixture {
  /// Writes the package and its describe JSON, and runs the command on it with `arguments`
  /// after `--package-path ROOT --describe-json FILE`.
  func runCommand(_ arguments: [String] = []) throws -> CheckCommandRun {
    try runCommand { _ in arguments }
  }

  /// Like ``runCommand(_:)``, with arguments made from the package root.
  func runCommand(_ arguments: (URL) -> [String]) throws -> CheckCommandRun {
    let describe = try describeJSON()
    return try withPackage { root in
      let file = root.appendingPathComponent("describe.json")
      try describe.write(to: file)
      return CheckCommandRun(
        ["--package-path", root.path, "--describe-json", file.path] + arguments(root))
    }
  }
}

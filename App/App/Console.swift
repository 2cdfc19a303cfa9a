import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the App writes: standard output for results, standard error for problems.
///
/// Tests replace both with closures that collect the lines.
struct Console {
  /// Writes a line of results.
  var write: (String) -> Void
  /// Writes a line about a problem.
  var writeError: (String) -> Void
  /// Shows the prompt before reading a command, when a person is typing.
  var prompt: () -> Void

  /// The process's standard output and error, written unbuffered so lines never interleave out
  /// of order; a prompt only when standard input is a terminal.
  static var standard: Console {
    let interactive = isatty(STDIN_FILENO) == 1
    return Console(
      write: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) },
      writeError: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
      prompt: {
        guard interactive else { return }
        FileHandle.standardOutput.write(Data("> ".utf8))
      })
  }
}

extension Console {
  /// Writes lines of results, in order.
  func write(_ lines: [String]) {
    for line in lines {
      write(line)
    }
  }
}

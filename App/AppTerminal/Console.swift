import Foundation
import NavigationKit

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
  ///
  /// No control, format, separator, private-use or unassigned character reaches the terminal
  /// raw, whatever a line holds (a state file's path, a message quoting input): each is
  /// written as an escape such as `\u001B` or `\u202E` (``escapingControls(_:)``); only the
  /// newlines between lines are written as they are.
  ///
  /// Output that cannot be written — standard output closed, a full disk, a reader that went
  /// away — ends the App with a message on standard error and status 1, never a crash: a broken
  /// pipe is an error value, not the signal that would kill the process.
  static var standard: Console {
    signal(SIGPIPE, SIG_IGN)
    let interactive = isatty(STDIN_FILENO) == 1
    return Console(
      write: {
        writeOrExit(escapingControls($0) + "\n", to: STDOUT_FILENO, named: "standard output")
      },
      writeError: {
        writeOrExit(escapingControls($0) + "\n", to: STDERR_FILENO, named: "standard error")
      },
      prompt: {
        guard interactive else { return }
        writeOrExit("> ", to: STDOUT_FILENO, named: "standard output")
      })
  }

  /// `text` with every scalar `UntrustedText` escapes but the newline written as a JSON escape
  /// such as `\u001B` or `\u202E` (a pair such as `\uDB40\uDC41` beyond `U+FFFF`): controls,
  /// format characters (bidirectional controls, zero-width characters), line and paragraph
  /// separators, private-use and unassigned scalars, by the one rule of
  /// `UntrustedText.escapes(_:)`. So no line can move the cursor, recolour or retitle the
  /// terminal, be split by a reader that breaks lines at `U+2028` or `U+0085`, or be reordered
  /// or hide part of itself. The escape is JSON's own, so a `--json` line (whose strings
  /// `JSONEncoder` leaves holding such scalars raw) stays valid JSON meaning the same text.
  static func escapingControls(_ text: String) -> String {
    let escapes = { (scalar: Unicode.Scalar) in scalar != "\n" && UntrustedText.escapes(scalar) }
    guard text.unicodeScalars.contains(where: escapes) else { return text }
    var escaped = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if escapes(scalar) {
        for unit in String(scalar).utf16 {
          let hex = String(unit, radix: 16, uppercase: true)
          let padded = String(repeating: "0", count: 4 - hex.count) + hex
          escaped.append(contentsOf: "\\u\(padded)".unicodeScalars)
        }
      } else {
        escaped.append(scalar)
      }
    }
    return String(escaped)
  }

  /// Writes all of `text` to `descriptor`, or reports why it cannot and exits with status 1.
  private static func writeOrExit(_ text: String, to descriptor: Int32, named name: String) {
    guard let failure = writeAll(Array(text.utf8), to: descriptor) else { return }
    if descriptor != STDERR_FILENO {
      let message = "error: cannot write to \(name): \(String(cString: strerror(failure)))\n"
      _ = writeAll(Array(message.utf8), to: STDERR_FILENO)
    }
    exit(1)
  }

  /// Writes every byte, retrying after interruptions; returns the error code of a failure.
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        systemWrite(descriptor, $0.baseAddress, $0.count)
      }
      if written > 0 {
        offset += written
      } else if written < 0, errno == EINTR {
        continue
      } else {
        return written == 0 ? EIO : errno
      }
    }
    return nil
  }
}

/// `write(2)`, named apart from ``Console/write``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

extension Console {
  /// Writes lines of results, in order.
  func write(_ lines: [String]) {
    for line in lines {
      write(line)
    }
  }
}

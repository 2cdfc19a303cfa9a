import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One line of a session's input, as ``InputLines`` reads it.
enum InputLine: Equatable, Sendable {
  /// A whole line ended by a newline, without it (and without a `\r` before it).
  case line(String)
  /// A line longer than ``InputLines/maximumLength`` bytes, of `length` bytes; it was read
  /// and dropped, never held whole.
  case tooLong(length: Int)
  /// The input ended in the middle of a line: the writer may have been cut off, so the text is
  /// not a command anyone finished typing. Only its first ``InputLines/maximumLength`` bytes
  /// are kept.
  case unterminated(String)
}

/// Reads a session's input line by line in bounded memory: at most ``maximumLength`` bytes of
/// a line are ever held, so a 100 MB line costs no more than a short one.
final class InputLines {
  /// The longest line read, in bytes (64 KiB): far more than any command needs.
  static let maximumLength = 64 * 1024

  private let descriptor: Int32
  private var chunk = [UInt8](repeating: 0, count: 64 * 1024)
  private var start = 0
  private var end = 0
  private var atEnd = false

  /// Reads from `descriptor`, such as `STDIN_FILENO`.
  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// The next line, or `nil` at the end of the input.
  func next() -> InputLine? {
    var line: [UInt8] = []
    var length = 0
    while true {
      if start == end {
        guard refill() else {
          guard length > 0 else { return nil }
          return length > Self.maximumLength
            ? .tooLong(length: length) : .unterminated(Self.text(line))
        }
      }
      let newline = nextNewline()
      let stop = newline ?? end
      let piece = stop - start
      if length + piece <= Self.maximumLength {
        line.append(contentsOf: chunk[start..<stop])
      } else {
        line = []
      }
      length += piece
      start = newline.map { $0 + 1 } ?? end
      if newline != nil {
        return length > Self.maximumLength ? .tooLong(length: length) : .line(Self.text(line))
      }
    }
  }

  /// The index of the first newline in the unread part of the chunk, found with `memchr`.
  private func nextNewline() -> Int? {
    chunk.withUnsafeBytes { buffer -> Int? in
      guard let base = buffer.baseAddress,
        let found = memchr(base + start, Int32(UInt8(ascii: "\n")), end - start)
      else { return nil }
      return base.distance(to: UnsafeRawPointer(found))
    }
  }

  /// Reads the next chunk; `false` at the end of the input or on an error.
  private func refill() -> Bool {
    guard !atEnd else { return false }
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        start = 0
        end = count
        return true
      }
      if count < 0, errno == EINTR { continue }
      atEnd = true
      return false
    }
  }

  /// The line's text, without a `\r` at its end, invalid UTF-8 replaced.
  private static func text(_ bytes: [UInt8]) -> String {
    let trimmed = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes[...]
    return String(decoding: trimmed, as: UTF8.self)
  }
}

import Foundation
import Testing

@testable import AppTerminal

/// The session's input is read in bounded memory, and only lines that end are run.
@Suite struct InputLinesTests {
  /// Every line `InputLines` reads from a file holding `bytes`.
  func lines(of bytes: [UInt8]) throws -> [InputLine] {
    let url = FileManager.default.temporaryDirectory.appending(path: "input-\(UUID().uuidString)")
    try Data(bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let descriptor = open(url.path(percentEncoded: false), O_RDONLY)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    let reader = InputLines(descriptor: descriptor)
    var lines: [InputLine] = []
    while let line = reader.next() { lines.append(line) }
    return lines
  }

  @Test func linesEndAtNewlinesWithoutTheirCarriageReturns() throws {
    #expect(
      try lines(of: Array("action 2\r\n\nstate\n".utf8))
        == [.line("action 2"), .line(""), .line("state")])
  }

  @Test func aLastLineWithoutItsNewlineIsNotACommand() throws {
    #expect(try lines(of: Array("state\nlogin".utf8)) == [.line("state"), .unterminated("login")])
  }

  @Test func aLineOverTheLimitIsRefusedAndTheNextOneRead() throws {
    let limit = InputLines.maximumLength
    let long = [UInt8](repeating: UInt8(ascii: "a"), count: 10 * limit)
    let exact = [UInt8](repeating: UInt8(ascii: "b"), count: limit)
    let bytes = long + Array("\n".utf8) + exact + Array("\nstate\n".utf8) + long
    #expect(
      try lines(of: bytes) == [
        .tooLong(length: 10 * limit), .line(String(repeating: "b", count: limit)),
        .line("state"), .tooLong(length: 10 * limit),
      ])
  }
}

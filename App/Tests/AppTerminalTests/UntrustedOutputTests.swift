import Foundation
import NavigationKit
import Testing

@testable import AppTerminal

/// Every value that came from a command line or a link reaches the output escaped: no line
/// break, bidirectional control or zero-width character passes raw, and no value floods it.
@MainActor
@Suite(.needsValidComposition) struct UntrustedOutputTests {
  /// A value with a bidirectional override, zero-width and tag characters, and separators.
  nonisolated static let hostile = "x\u{202E}FAKE\u{2028}\u{200B}\u{E0041}\u{85}"
  nonisolated static let escaped = #"x\u{202E}FAKE\u{2028}\u{200B}\u{E0041}\u{85}"#
  /// The same without the scalars a session reads as spaces between words.
  nonisolated static let word = "x\u{202E}FAKE\u{200B}\u{E0041}"
  nonisolated static let escapedWord = #"x\u{202E}FAKE\u{200B}\u{E0041}"#

  func expectNothingRaw(_ lines: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    for line in lines {
      let raw = line.unicodeScalars.filter {
        "\u{202E}\u{2028}\u{200B}\u{E0041}\u{85}".unicodeScalars.contains($0)
      }
      #expect(
        raw.isEmpty, "raw control in: \(line.debugDescription)", sourceLocation: sourceLocation)
    }
  }

  @Test(arguments: [
    ("tab \(word)", "error: no tab named \"\(escapedWord)\"; the tabs are"),
    ("\(word)", "error: unknown command \"\(escapedWord)\""),
    ("action \(word)", "error: action takes a positive number, not \"\(escapedWord)\""),
    ("open myapp://\(word)", "error: deep link rejected: URL holds a space"),
    ("tab \(hostile)", "error: usage: tab NAME"),
  ])
  func sessionErrorsShowTheValueEscaped(command: String, error: String) {
    let text = SessionHarness([], input: [command])
    #expect(text.errors.count == 1)
    #expect(text.errors.first?.hasPrefix(error) == true, "\(text.errors)")
    expectNothingRaw(text.errors + text.output)
    let json = SessionHarness(["--json"], input: [command])
    expectNothingRaw(json.errors + json.output)
    let echo = UntrustedText.excerpt(command, limit: 1_024).replacingOccurrences(
      of: "\\", with: "\\\\")
    #expect(json.output.first?.contains(#""command":"\#(echo)""#) == true, "\(json.output)")
  }

  @Test func aRejectedLinkIsEscapedInOpenOutputAndCut() throws {
    let url = "myapp://orders/" + Self.hostile + String(repeating: "a", count: 5_000)
    let text = SessionHarness(["open", url])
    #expect(text.status == 1)
    expectNothingRaw(text.output + text.errors)
    #expect(text.output.allSatisfy { $0.unicodeScalars.count < 200 })
    let json = SessionHarness(["open", "--json", url])
    expectNothingRaw(json.output)
    let line = try #require(try json.jsonLines().first)
    let shown = try #require(line["url"] as? String)
    #expect(shown.hasPrefix("myapp://orders/" + Self.escaped))
    #expect(shown.hasSuffix("aaa…"))
    #expect(shown.unicodeScalars.count < 2_048 + Self.escaped.unicodeScalars.count)
  }

  @Test func aLongCommandIsCutInTheJSONEcho() throws {
    let command = "tab " + String(repeating: "z", count: 5_000)
    let json = SessionHarness(["--json"], input: [command])
    let line = try #require(try json.jsonLines().first)
    #expect((line["command"] as? String)?.unicodeScalars.count == 1_024 + 1)
  }

  @Test func anOptionIsEscapedInTheUsageError() {
    let run = SessionHarness(["open", "--\(Self.hostile)", "myapp://orders"])
    #expect(run.status == 2)
    expectNothingRaw(run.errors)
    #expect(run.errors.first == "error: open: unknown option \"--\(Self.escaped)\"")
  }

  /// A zoom's source id a state file holds, with a bidirectional override, separators, a
  /// zero-width space, a byte-order mark and a private-use character: shown escaped in text,
  /// and in JSON as it is shown in text, each object one line to any reader.
  @Test func aZoomSourceIDFromAStateFileIsShownEscaped() throws {
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "UntrustedOutputTests-\(UUID().uuidString)", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appending(path: "s.json").path(percentEncoded: false)
    let id = #"a\u202Eb\u2028c\u2029d\u200Be\uFEFFf\uE000g\u0085h"#
    let shown = #"a\u{202E}b\u{2028}c\u{2029}d\u{200B}e\u{FEFF}f\u{E000}g\u{85}h"#
    try Data(
      (#"{"selectedTab":"orders","tabs":[{"id":"orders","path":["#
        + #"{"type":"orders.OrdersDestination","value":{"detail":{"orderId":"A-1"}}},"#
        + #"{"transition":{"sourceID":"\#(id)","style":"zoom"},"#
        + #""type":"catalog.CatalogDestination","value":{"productDetail":{"productId":"P-100"}}}"#
        + #"],"presentations":[]}],"version":1}"#).utf8
    ).write(to: URL(fileURLWithPath: file))

    let json = SessionHarness(["--json", "--state-file", file], input: ["state", "state"])
    #expect(json.status == 0)
    #expect(json.errors == [])
    let all = json.output.joined(separator: "\n")
    #expect(all.split(whereSeparator: \.isNewline).count == 2)
    #expect(!all.unicodeScalars.contains { $0 != "\n" && UntrustedText.escapes($0) })
    let lines = try json.jsonLines()
    let transitions = try #require(lines.last?.state["transitions"] as? [String: [Any]])
    let zoom = try #require(transitions["orders"]?.last as? [String: String])
    #expect(zoom == ["style": "zoom", "sourceID": shown])

    let text = SessionHarness(["--state-file", file], input: ["state"])
    #expect(text.errors == [])
    #expect(
      text.output.contains {
        $0.hasSuffix(#"catalog.productDetail(productId: "P-100") (zoom from "\#(shown)")"#)
      }, "\(text.output)")
    #expect(
      !text.output.joined().unicodeScalars.contains(where: UntrustedText.escapes))
  }
}

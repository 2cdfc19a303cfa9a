import Foundation
import NavigationKit
import Testing

@testable import AppTerminal

/// The App never saves a state its next launch refuses, and never drops what it does not know
/// without a word (issue 36: R3, 257 pushes or a kept 1 MB key made a file the next launch set
/// aside whole; R4, unknown keys in options, transitions and values vanished silently).
@MainActor
@Suite(.needsValidComposition) struct StateFileLimitTests {
  let folder: URL
  var path: String { folder.appendingPathComponent("state.json").path }

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("StateFileLimitTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  func files() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  /// `action 1` in the catalog alternates a category and its first product: each one pushes.
  static func catalogPushes(_ count: Int) -> [String] {
    ["tab catalog"] + Array(repeating: "action 1", count: count)
  }

  @Test func aPushBeyondTheStackLimitIsRefusedAndEveryTabRestores() throws {
    let depth = NavigationLimit.stackDepth.maximum
    let run = SessionHarness(
      ["--state-file", path], input: Self.catalogPushes(depth + 1) + ["tab orders", "action 1"])
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    let refusal = try #require(run.output.first { $0.contains("refused") })
    #expect(
      refusal.hasSuffix(
        #": refused catalog.grid(categoryId: "kitchen"): a stack holds at most 256 screens"#
          + " above its root"))

    let next = SessionHarness(["state", "--state-file", path, "--json"])

    #expect(next.errors.isEmpty)
    let stored = try #require(try next.jsonLines().only)
    let tabs = try #require(stored["tabs"] as? [String: [String]])
    #expect(tabs["orders"] == [#"orders.detail(orderId: "A-3")"#])
    #expect(tabs["catalog"]?.count == depth)
    #expect(try files() == ["state.json"])
  }

  @Test func aKeptUnknownKeyTooLargeIsSetAsideWithTheFileNotCarriedForward() throws {
    let big = String(repeating: "x", count: 1_040_000)
    let original =
      #"{"version":1,"selectedTab":"orders","big":"\#(big)","sidebarWidth":320,"#
      + #""tabs":[{"id":"orders","path":[]},{"id":"catalog","path":[]}]}"#
    try Data(original.utf8).write(to: URL(fileURLWithPath: path))

    let run = SessionHarness(["--state-file", path], input: Self.catalogPushes(80))

    #expect(run.status == 0)
    #expect(
      run.errors.first
        == #"warning: snapshot: unknown keys "big" take more than the 65536 bytes kept of "#
        + "unknown keys; they are not kept by a save")
    #expect(run.errors.contains { $0.hasPrefix("warning: kept a copy of the original state file") })
    let copy = try #require(try files().first { $0.hasPrefix("state.json.partial-") })
    #expect(try Data(contentsOf: folder.appendingPathComponent(copy)) == Data(original.utf8))
    let saved = try String(contentsOfFile: path, encoding: .utf8)
    #expect(saved.utf8.count < 64 * 1024)
    #expect(!saved.contains(big))
    #expect(saved.contains(#""sidebarWidth":320"#))  // a small unknown key is still kept

    let next = SessionHarness(["state", "--state-file", path, "--json"])
    #expect(next.errors.isEmpty)
    let stored = try #require(try next.jsonLines().only)
    #expect((stored["tabs"] as? [String: [String]])?["catalog"]?.count == 80)
  }

  /// A state the App saved — orders' detail and tracking under a problem-report sheet with
  /// options, and catalog's category then a product zoomed in — with `member` added by hand
  /// after the first `object`.
  private func savedState(adding member: String, after object: String) throws -> String {
    _ = SessionHarness(
      ["--logged-in", "--state-file", path],
      input: ["open myapp://orders/A-1/track", "action 1", "tab catalog", "action 1", "action 1"])
    var text = try String(contentsOfFile: path, encoding: .utf8)
    let place = try #require(text.range(of: object))
    text.insert(contentsOf: member, at: place.upperBound)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return text
  }

  @Test(arguments: [
    (
      #""options":{"#, #""cornerRadius":12,"#, "orders/presentations[0]/options",
      "cornerRadius"
    ),
    (#""transition":{"#, #""duration":0.3,"#, "catalog[1]/transition", "duration"),
    (#"{"detail":{"#, #""note":"gift","#, "orders[0]/value/detail", "note"),
    (#""value":{"#, #""archived":{},"#, "orders[0]/value", "archived"),
  ])
  func anUnknownKeyAtAnyDepthIsReportedAndTheFileKept(
    object: String, member: String, scope: String, key: String
  ) throws {
    let edited = try savedState(adding: member, after: object)

    let state = SessionHarness(["state", "--logged-in", "--state-file", path])
    let warning = #"warning: \#(scope): unknown keys "\#(key)" are not kept by a save"#
    #expect(state.errors == [warning])
    let run = SessionHarness(["--logged-in", "--state-file", path], input: ["tab orders"])
    #expect(run.errors.first == warning)
    let copy = try #require(try files().first { $0.hasPrefix("state.json.partial-") })
    #expect(try String(contentsOf: folder.appendingPathComponent(copy), encoding: .utf8) == edited)
  }
}

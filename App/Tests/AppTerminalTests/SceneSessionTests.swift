import Foundation
import NavigationKit
import Testing

@testable import AppTerminal

/// Scenes (windows) in the terminal App: each with its own navigation and state file, one
/// login for all.
@MainActor
@Suite(.needsValidComposition) struct SceneSessionTests {
  let folder: URL
  var path: String { folder.appendingPathComponent("state.json").path }

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("SceneSessionTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  func files() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test func aLinkOpensOnlyInTheSceneItWasOpenedIn() throws {
    let run = SessionHarness(
      ["--json", "--scenes", "2"], input: ["scene 2", "open myapp://orders/A-1", "scene 1"])

    let lines = try run.jsonLines()
    #expect(run.errors.isEmpty)
    #expect(lines.map { $0["scene"] as? String } == ["2", "2", "1"])
    let opened = try #require(lines[1]["scenes"] as? [JSONObject])
    #expect(opened[1].tabs == AppShape.tabs(with: ["orders": [#"orders.detail(orderId: "A-1")"#]]))
    let scenes = try #require(lines[2]["scenes"] as? [JSONObject])
    #expect(scenes.map { $0["id"] as? String } == ["1", "2"])
    #expect(scenes.map { $0["current"] as? Bool } == [true, false])
    #expect(scenes[0].tabs == AppShape.tabs())
    // Scene 2 is as the line before showed it: its state is left out.
    #expect(scenes[1]["state"] == nil)
    #expect(lines[2].tabs == AppShape.tabs())
  }

  @Test func loggingInInOneSceneRunsWhatWaitsInAnother() throws {
    let run = SessionHarness(
      [], input: ["scene new", "open myapp://orders/A-1/track", "scene 1", "login", "state"])

    #expect(run.errors.isEmpty)
    #expect(
      run.output.contains {
        $0.hasPrefix(#"  event (scene 2): deep link navigated "myapp://orders/A-1/track""#)
      })
    // The last `state`: from its first scene's line on, however many tabs the app has.
    let start = try #require(run.output.lastIndex { $0.hasPrefix("Scene 1 (shown):") })
    let text = run.output[start...].joined(separator: "\n")
    #expect(text.contains("Scene 1 (shown):\n  Selected tab: orders\n    orders: orders.list\n"))
    #expect(
      text.contains(
        #"Scene 2:\#n  Selected tab: orders\#n    orders: orders.list > orders.detail(orderId: "A-1") > orders.tracking(orderId: "A-1")"#
      ))
    #expect(text.components(separatedBy: "Logged in: yes").count == 3)
  }

  @Test func loggingOutInOneSceneTakesGatedScreensOffEveryScene() throws {
    let run = SessionHarness(
      ["--json", "--logged-in", "--scenes", "2"],
      input: ["scene 2", "open myapp://orders/A-1/track", "scene 1", "logout"])

    let last = try #require(try run.jsonLines().last)
    let scenes = try #require(last["scenes"] as? [JSONObject])
    #expect(
      scenes[1].tabs == AppShape.tabs(with: ["orders": [#"orders.detail(orderId: "A-1")"#]]))
    #expect(scenes.allSatisfy { $0.state["loggedIn"] as? Bool == false })
  }

  @Test func eachScenesStateIsRestoredFromItsOwnFile() throws {
    let first = SessionHarness(
      ["--state-file", path, "--scenes", "2"],
      input: ["open myapp://catalog", "scene 2", "open myapp://orders/A-2"])
    #expect(first.errors.isEmpty)
    #expect(try files() == ["state.json", "state.scene-2.json"])

    let state = SessionHarness(["state", "--state-file", path, "--scenes", "2", "--json"])

    #expect(state.status == 0)
    let scenes = try #require(try state.jsonLines().only?["scenes"] as? [JSONObject])
    #expect(scenes.map { $0.state["selectedTab"] as? String } == ["catalog", "orders"])
    #expect(
      scenes[1].tabs == AppShape.tabs(with: ["orders": [#"orders.detail(orderId: "A-2")"#]]))
    let single = SessionHarness(["state", "--state-file", path, "--json"])
    #expect(try single.jsonLines().only?["selectedTab"] as? String == "catalog")
  }

  @Test func aCorruptScenesFileIsSetAsideAloneAndTheOthersRestore() throws {
    let first = SessionHarness(["--state-file", path], input: ["open myapp://catalog"])
    #expect(first.status == 0)
    try Data("{\"version\":".utf8).write(to: folder.appendingPathComponent("state.scene-2.json"))

    let run = SessionHarness(["--json", "--state-file", path, "--scenes", "2"], input: ["state"])

    #expect(run.status == 0)
    #expect(run.errors.contains { $0.hasPrefix("warning: moved the state file aside to ") })
    let scenes = try #require(try run.jsonLines().only?["scenes"] as? [JSONObject])
    #expect(scenes.map { $0.state["selectedTab"] as? String } == ["catalog", "orders"])
    #expect(try files().contains { $0.hasPrefix("state.scene-2.json.corrupt") })
    #expect(try files().contains("state.json"))
  }

  @Test func aClosedSceneComesBackAsItWasAndADiscardedOneLosesItsFile() throws {
    let run = SessionHarness(
      ["--state-file", path, "--json"],
      input: [
        "scene new", "open myapp://orders/A-1", "scene close 2", "scene 2", "scene discard 2",
        "scene 2",
      ])

    let lines = try run.jsonLines()
    #expect(lines.map { $0["scene"] as? String } == ["2", "2", "1", "2", "1", "1"])
    #expect(lines[3].tabs == AppShape.tabs(with: ["orders": [#"orders.detail(orderId: "A-1")"#]]))
    #expect(lines[4]["scenes"].map { ($0 as? [JSONObject])?.count } == 1)
    #expect(run.errors == [#"error: no scene "2"; the scenes are 1"#])
    #expect(try files() == ["state.json"])
  }

  @Test(arguments: [
    ("scene close 1", #"error: scene 1 is the only one open"#),
    ("scene 9", #"error: no scene "9"; the scenes are 1"#),
    ("scene ../x", #"error: "../x" is not a scene's name; the scenes are 1"#),
    ("scene close", "error: usage: scene | scene new | scene N | scene close N | scene discard N"),
  ])
  func aSceneCommandThatCannotRunSaysWhy(line: String, error: String) {
    let run = SessionHarness([], input: [line])

    #expect(run.errors == [error])
  }

  @Test(arguments: [
    ["--scenes", "0"], ["--scenes", "9"], ["--scenes", "two"], ["--scenes", "+2"],
  ])
  func aSceneCountOutOfRangeIsAUsageError(arguments: [String]) {
    let run = SessionHarness(arguments)

    #expect(run.status == 2)
    #expect(run.errors.first?.hasPrefix("error: --scenes takes a number from 1 to 8") == true)
  }

  @Test func aSessionOfOneSceneShowsNoScenes() throws {
    let run = SessionHarness(["--json"], input: ["open myapp://orders/A-1"])

    let line = try #require(try run.jsonLines().only)
    #expect(line["scene"] == nil && line["scenes"] == nil)
  }
}

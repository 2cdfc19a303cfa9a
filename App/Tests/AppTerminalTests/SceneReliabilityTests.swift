import Foundation
import NavigationKit
import Testing

@testable import AppTerminal

/// Windows under attack: logout reaching every window and its file, a file that cannot be
/// deleted, the most windows there can be, and JSON that grows with what changed.
@MainActor
@Suite(.needsValidComposition) struct SceneReliabilityTests {
  let folder: URL
  var path: String { folder.appendingPathComponent("s.json").path }
  let detail = [#"orders.detail(orderId: "A-1")"#]

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("SceneReliabilityTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  func files() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  func file(_ name: String) -> String { folder.appendingPathComponent(name).path }

  /// Each window's `orders` stack that `App state --logged-in --scenes N` restores.
  func storedOrders(scenes count: Int) throws -> [[String]?] {
    let state = SessionHarness(
      ["state", "--json", "--logged-in", "--state-file", path, "--scenes", "\(count)"])
    let scenes = try #require(try state.jsonLines().only?["scenes"] as? [JSONObject])
    return scenes.map { $0.tabs["orders"] }
  }

  // MARK: - R1: logout reaches every window

  @Test func logoutClearsAClosedWindowInMemoryAndInItsFile() throws {
    let run = SessionHarness(
      ["--json", "--state-file", path],
      input: [
        "login", "scene new", "open myapp://orders/A-1/track", "action 1", "scene 1",
        "scene close 2", "logout", "login", "scene 2", "state",
      ])

    #expect(run.errors.isEmpty)
    let scenes = try #require(try run.jsonLines().last?["scenes"] as? [JSONObject])
    #expect(scenes.map { $0["id"] as? String } == ["1", "2"])
    #expect(scenes[1].tabs["orders"] == detail)
    #expect(scenes[1].state["sheet"] is NSNull)
    #expect(try storedOrders(scenes: 2) == [[], detail])
  }

  @Test func logoutClearsTheFileOfAWindowAnEarlierLaunchLeft() throws {
    let earlier = SessionHarness(
      ["--logged-in", "--state-file", path, "--scenes", "3"],
      input: ["scene 3", "open myapp://orders/A-1/track"])
    #expect(earlier.errors.isEmpty)

    let run = SessionHarness(["--logged-in", "--state-file", path], input: ["logout"])

    #expect(run.errors.isEmpty)
    #expect(try storedOrders(scenes: 3) == [[], [], detail])
  }

  @Test func logoutWhileLoggedOutDropsWhatWaitsForLoginInEveryWindow() throws {
    let run = SessionHarness(
      ["--json"],
      input: [
        "open myapp://orders/A-1/track", "scene new", "open myapp://orders/A-2/track", "logout",
        "login", "state", "logout", "logout",
      ])

    #expect(run.errors == ["error: not logged in"])
    let lines = try run.jsonLines()
    let state = try #require(lines[5]["scenes"] as? [JSONObject])
    #expect(state.map { $0.tabs["orders"] } == [[], []])
    #expect(state.allSatisfy { $0.state["pendingDeepLink"] is NSNull })
  }

  @Test func aClosedWindowsFileThatCannotBeRewrittenIsReportedAtLogout() throws {
    let first = SessionHarness(
      ["--logged-in", "--state-file", path, "--scenes", "2"],
      input: ["scene 2", "open myapp://orders/A-1/track", "scene close 2"])
    #expect(first.errors.isEmpty)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o444], ofItemAtPath: file("s.scene-2.json"))

    let run = SessionHarness(
      ["--json", "--logged-in", "--state-file", path],
      input: ["logout", "login", "scene new", "state"])

    #expect(
      run.errors.first?.hasPrefix(
        "warning: logged out, but could not take the screens that need login out of a closed"
          + " window's state file: cannot write state file ")
        == true)
    // Scene 2, opened after the logout from the file that could not be cleared, still loses
    // the screens that need login: its file predates the logout.
    let scenes = try #require(try run.jsonLines().last?["scenes"] as? [JSONObject])
    #expect(scenes.map { $0.tabs["orders"] } == [[], detail])
    #expect(run.status == 0)
  }

  // MARK: - R2: a file that cannot be deleted

  @Test func anOpenWindowWhoseFileCannotBeDeletedStaysOpenAndIsDiscardedLater() throws {
    let first = SessionHarness(
      ["--state-file", path], input: ["scene new", "open myapp://orders/A-2"])
    #expect(first.errors.isEmpty)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o400], ofItemAtPath: file("s.scene-2.json"))

    let refused = SessionHarness(
      ["--json", "--scenes", "2", "--state-file", path],
      input: ["scene 2", "scene discard 2", "state"])

    #expect(refused.status == 0)
    #expect(
      refused.errors.first?.hasPrefix(
        "error: scene 2 stays open: its state file cannot be deleted (cannot delete state file ")
        == true)
    #expect(refused.errors.first?.hasSuffix("; scene discard 2 tries again") == true)
    let lines = try refused.jsonLines()
    #expect(lines.map { $0["scene"] as? String } == ["2", "2", "2"])
    #expect((lines[2]["scenes"] as? [JSONObject])?.count == 2)
    #expect(lines[2].tabs["orders"] == [#"orders.detail(orderId: "A-2")"#])

    try FileManager.default.setAttributes(
      [.posixPermissions: 0o600], ofItemAtPath: file("s.scene-2.json"))
    let discarded = SessionHarness(
      ["--scenes", "2", "--state-file", path], input: ["scene discard 2", "scene"])

    #expect(discarded.errors.isEmpty)
    #expect(discarded.output.last == "Scenes: [1]")
    #expect(try files() == ["s.json"])
  }

  @Test func aClosedWindowWhoseFileCannotBeDeletedStaysClosedAndDiscardable() throws {
    let first = SessionHarness(
      ["--state-file", path], input: ["scene new", "open myapp://orders/A-2"])
    #expect(first.errors.isEmpty)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o400], ofItemAtPath: file("s.scene-2.json"))

    let run = SessionHarness(
      ["--scenes", "2", "--state-file", path],
      input: ["scene close 2", "scene discard 2", "scene"])

    #expect(run.status == 0)
    #expect(run.errors.first?.hasPrefix("error: scene 2 stays closed: ") == true)
    #expect(run.output.suffix(2) == ["Scenes: [1]", "Closed: 2"])
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o600], ofItemAtPath: file("s.scene-2.json"))
    let again = SessionHarness(
      ["--scenes", "2", "--state-file", path],
      input: ["scene close 2", "scene discard 2", "scene", "scene 2"])
    #expect(again.errors == [#"error: no scene "2"; the scenes are 1"#])
    #expect(try files() == ["s.json"])
  }

  // MARK: - R6: bounded windows, linear output

  @Test func scenesStopAtTheMostThereCanBeClosedOnesCounted() throws {
    let run = SessionHarness(
      ["--state-file", path],
      input: Array(repeating: "scene new", count: 20) + [
        "scene close 8", "scene new", "scene discard 8", "scene new", "scene",
      ])

    let refusal =
      "error: there are 8 scenes already, the most there can be (closed ones count too);"
      + " discard one first"
    #expect(run.errors == Array(repeating: refusal, count: 14))
    #expect(run.output.last == "Scenes: 1 2 3 4 5 6 7 [8]")
    #expect(try files().count == Invocation.maximumScenes)
  }

  @Test func theJSONShowsAWindowsStateOnlyWhenItChangedOrIsAskedFor() throws {
    let run = SessionHarness(
      ["--json", "--scenes", "8"],
      input: ["open myapp://orders/A-1", "scene 2", "state", "login", "scene close 3"])

    let lines = try run.jsonLines()
    let withState = lines.map { line in
      (line["scenes"] as? [JSONObject] ?? []).filter { $0["state"] != nil }
        .compactMap { $0["id"] as? String }
    }
    let all = (1...8).map(String.init)
    #expect(withState == [all, ["2"], all, all, ["2"]])
    let sizes = run.output.map(\.utf8.count)
    #expect(sizes[1] * 3 < sizes[2])
    #expect((lines[4]["scenes"] as? [JSONObject])?.count == 7)
  }

  // MARK: - Smaller: --scenes and an unusable window

  @Test(arguments: ["+2", "-2", " 2", "2 ", "0x2", "２", "1e1"])
  func aSceneCountOtherThanPlainDigitsIsAUsageError(count: String) {
    let run = SessionHarness(["--scenes", count])

    #expect(run.status == 2)
    #expect(run.errors.first?.hasPrefix("error: --scenes takes a number from 1 to 8") == true)
  }

  @Test func aWindowWhoseFileCannotBeUsedIsNotOpenedAndTheOthersAre() throws {
    try FileManager.default.createDirectory(
      atPath: file("s.scene-2.json"), withIntermediateDirectories: false)

    let run = SessionHarness(
      ["--json", "--scenes", "3", "--state-file", path], input: ["scene 3", "scene new"])

    #expect(run.status == 0)
    #expect(
      run.errors.prefix(2) == [
        "error: cannot use state file \(file("s.scene-2.json")): it is a directory",
        "error: scene 2 is not opened, since its state file cannot be used; the other scenes are",
      ])
    let lines = try run.jsonLines()
    #expect(lines.map { $0["scene"] as? String } == ["3", "4"])
    #expect((lines[1]["scenes"] as? [JSONObject])?.map { $0["id"] as? String } == ["1", "3", "4"])

    let state = SessionHarness(["state", "--json", "--scenes", "3", "--state-file", path])
    #expect(state.status == 1)
    let shown = try #require(try state.jsonLines().only?["scenes"] as? [JSONObject])
    #expect(shown.map { $0["id"] as? String } == ["1", "3"])
  }
}

import Foundation
import Testing

/// The App's windows as processes at state files: logout reaching a closed window's file as
/// the next launch reads it, a file that cannot be deleted, and a thousand `scene new`.
@Suite(.needsValidComposition) struct SceneProcessTests {
  let processes = ProcessTests()

  /// A new folder for one test's files, removed afterwards.
  func withFolder(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "SceneProcessTests-\(UUID().uuidString)", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
  }

  @Test func afterLogoutTheNextLaunchLoggedInDoesNotRestoreAClosedWindowsGatedScreens() throws {
    try withFolder { folder in
      let state = folder.appending(path: "s.json").path(percentEncoded: false)
      let session = try processes.runApp(
        ["--state-file", state],
        input: "login\nscene new\nopen myapp://orders/A-1/track\naction 1\nscene 1\n"
          + "scene close 2\nlogout\nlogin\nscene 2\nstate\n")
      #expect(session.status == 0)
      #expect(session.errors.isEmpty)
      let shown = try #require(session.output.range(of: "Scene 2 (shown):"))
      #expect(!session.output[shown.lowerBound...].contains("orders.tracking"))

      // Closed again, logged out: the next launch, logged in, finds no tracking in the file.
      let closing = try processes.runApp(
        ["--logged-in", "--state-file", state, "--scenes", "2"],
        input: "scene 2\nopen myapp://orders/A-1/track\nscene 1\nscene close 2\nlogout\n")
      #expect(closing.status == 0)
      let stored = try processes.runApp(
        ["state", "--logged-in", "--scenes", "2", "--state-file", state], input: "")

      #expect(stored.status == 0)
      #expect(stored.output.contains(#"orders: orders.list > orders.detail(orderId: "A-1")"#))
      #expect(!stored.output.contains("orders.tracking"))
    }
  }

  @Test func discardingAWindowWhoseFileCannotBeDeletedNeverCrashes() throws {
    try withFolder { folder in
      let state = folder.appending(path: "s.json").path(percentEncoded: false)
      let first = try processes.runApp(
        ["--state-file", state], input: "scene new\nopen myapp://orders/A-2\n")
      #expect(first.status == 0)
      let file = folder.appending(path: "s.scene-2.json").path(percentEncoded: false)
      try FileManager.default.setAttributes([.posixPermissions: 0o400], ofItemAtPath: file)

      let result = try processes.runApp(
        ["--scenes", "2", "--state-file", state], input: "scene 2\nscene discard 2\nstate\n")

      #expect(result.status == 0)
      #expect(result.errors.contains("error: scene 2 stays open: its state file cannot be deleted"))
      #expect(result.output.contains("Scene 2 (shown):"))
      #expect(FileManager.default.fileExists(atPath: file))
    }
  }

  @Test func aThousandNewWindowsMakeAtMostEightFilesAndLinearOutput() throws {
    try withFolder { folder in
      let state = folder.appending(path: "s.json").path(percentEncoded: false)
      let input = String(repeating: "scene new\n", count: 1_000)

      // Standard error (993 refusals) goes nowhere: the test reads only standard output.
      let result = try processes.run(
        URL(fileURLWithPath: "/bin/sh"),
        [
          "-c", #"exec "$0" --json --state-file "$1" 2>/dev/null"#, ProcessTests.executable.path,
          state,
        ],
        input: input)

      #expect(result.status == 0)
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      #expect(names.count == 8)
      let lines = result.output.split(separator: "\n")
      #expect(lines.count == 1_000)
      // Each refused command shows one window's state, however many windows there are.
      #expect(lines.suffix(900).allSatisfy { $0.utf8.count == lines.last?.utf8.count })
      #expect(result.output.utf8.count < 4_000_000)
    }
  }
}

import Foundation
import Testing

/// Runs the built `App` executable as a separate process, as a user or script would.
@Suite(.needsValidComposition) struct ProcessTests {
  struct Result {
    let status: Int32
    let output: String
    let errors: String
  }

  static var executable: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("App")
  }

  func runApp(_ arguments: [String], input: String) throws -> Result {
    try run(Self.executable, arguments, input: input)
  }

  /// Runs `executable` with `arguments`, writing `input` to its standard input.
  func run(_ executable: URL, _ arguments: [String], input: String = "") throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
      errors: String(decoding: errors, as: UTF8.self))
  }

  @Test func theExecutableIsBuiltBesideTheTests() {
    #expect(FileManager.default.isExecutableFile(atPath: Self.executable.path))
  }

  @Test func aJSONSessionThroughPipes() throws {
    let result = try runApp(["--json"], input: "action 2\nbogus\nquit\n")
    let lines = result.output.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines.first?.contains(#""orders":["orders.detail(orderId: \"A-1\")"]"#) == true)
    #expect(result.errors == "error: unknown command \"bogus\"; type 'help' for the commands\n")
    #expect(result.status == 0)
  }

  @Test func wrongArgumentsExitWithStatusTwo() throws {
    let result = try runApp(["--nope"], input: "")
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors.contains("usage: App"))
  }

  @Test func theDemoExitsZero() throws {
    let result = try runApp(["demo"], input: "")
    #expect(result.status == 0)
    #expect(result.output.contains("Step 1. Open an order from the Orders tab."))
  }

  @Test func openDefersALoginLinkAndLoggedInBuildsItsStack() throws {
    let deferred = try runApp(["open", "--json", "myapp://orders/A-1/track"], input: "")
    #expect(deferred.status == 0)
    #expect(deferred.output.contains(#""outcome":"deferred""#))
    let navigated = try runApp(
      ["open", "--json", "--logged-in", "myapp://orders/A-1/track"], input: "")
    #expect(navigated.status == 0)
    #expect(
      navigated.output.contains(
        #""orders":["orders.detail(orderId: \"A-1\")","orders.tracking(orderId: \"A-1\")"]"#))
  }

  @Test func openExitsOneOnARejectedLinkAndTwoWithoutURLs() throws {
    #expect(try runApp(["open", "javascript:alert(1)"], input: "").status == 1)
    let usage = try runApp(["open"], input: "")
    #expect(usage.status == 2)
    #expect(usage.errors.hasPrefix("error: open needs at least one URL"))
  }

  @Test func stateSurvivesAcrossProcesses() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ProcessTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("state.json").path
    let opened = try runApp(
      [
        "open", "--json", "--logged-in", "--state-file", path, "myapp://orders/A-2/track",
        "myapp://catalog/category/kitchen",
      ], input: "")
    #expect(opened.status == 0)
    let openedState = try #require(opened.output.split(separator: "\n").last)
    let stored = try runApp(["state", "--json", "--logged-in", "--state-file", path], input: "")
    #expect(stored.status == 0)
    #expect(stored.errors.isEmpty)
    #expect(openedState.contains(stored.output.dropLast()))
  }

  @Test func aCorruptStateFileNeverCrashesTheApp() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ProcessTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("state.json")
    try Data([0xFF, 0x00, 0x7B, 0x22]).write(to: file)
    let result = try runApp(["--json", "--state-file", file.path], input: "action 1\n")
    #expect(result.status == 0)
    #expect(result.errors.contains("moved the state file aside"))
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(names.contains("state.json"))
    #expect(names.contains { $0.hasPrefix("state.json.corrupt-") })
  }

  /// As root, permission bits do not stop reads, so the App runs as `nobody` through setpriv,
  /// from a copy in a folder that user can reach; any other user meets the bits directly.
  @Test func anUnreadableStateFileIsAClearErrorAndIsLeftAlone() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ProcessTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o777])
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("state.json")
    try Data("{}".utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: file.path)
    let result = try runAsAnotherUser(["state", "--state-file", file.path], copyIn: folder)
    #expect(result.status == 1)
    #expect(result.errors == "error: cannot read state file \(file.path): permission denied\n")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "App", "state.json",
      ])
  }

  /// `App state` only reads: a folder it cannot write is fine, and nothing is added to it.
  @Test func theStoredStateIsShownFromAFolderThatCannotBeWritten() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ProcessTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o777])
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("state.json")
    let saved = try runApp(
      ["open", "--state-file", file.path, "myapp://orders/A-2"], input: "")
    #expect(saved.status == 0)
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
    let app = folder.appendingPathComponent("App")
    try copyApp(to: app)
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: folder.path)
    }

    let result = try runAsAnotherUser(
      ["state", "--json", "--state-file", file.path], app: app)

    #expect(result.errors == "")
    #expect(result.status == 0)
    #expect(result.output.contains(#""orders":["orders.detail(orderId: \"A-2\")"]"#))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "App", "state.json",
      ])
  }

  /// Copies the App to `destination` through `cp`, in a process of its own: a copy written
  /// here would hold the file open for writing while other tests start processes, and a child
  /// forked in that moment keeps the descriptor until it execs, so running the copy could fail
  /// with "Text file busy".
  func copyApp(to destination: URL) throws {
    let copied = try run(
      URL(fileURLWithPath: "/bin/cp"), [Self.executable.path, destination.path])
    guard copied.status == 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: copied.errors])
    }
  }

  /// Runs a copy of the App as `nobody` when this process is root, for whom permission bits
  /// stop nothing; any other user meets the bits directly.
  ///
  /// - Parameters:
  ///   - arguments: The App's arguments.
  ///   - folder: Where to copy the App first, a folder that user can reach.
  ///   - app: A copy made already, instead of `folder`.
  func runAsAnotherUser(
    _ arguments: [String], copyIn folder: URL? = nil, app: URL? = nil
  ) throws -> Result {
    var executable = Self.executable
    if let app {
      executable = app
    } else if let folder {
      executable = folder.appendingPathComponent("App")
      try copyApp(to: executable)
    }
    guard getuid() == 0 else { return try run(executable, arguments) }
    return try run(
      URL(fileURLWithPath: "/usr/bin/setpriv"),
      ["--reuid=65534", "--regid=65534", "--clear-groups", executable.path] + arguments)
  }
}

import Foundation
import Testing

/// Runs the built `App` executable as a separate process, as a user or script would.
@Suite struct ProcessTests {
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
    let process = Process()
    process.executableURL = Self.executable
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
    #expect(result.errors == "error: unknown command 'bogus'; type 'help' for the commands\n")
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
}

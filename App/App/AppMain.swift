import AppComposition
import Foundation

/// The terminal front end: `App`, `App --json`, `App demo`.
@main
enum AppMain {
  static func main() {
    exit(run(arguments: Array(CommandLine.arguments.dropFirst()), console: .standard))
  }

  /// Runs the App and returns its exit status: 0 on success, 1 when it cannot start or the demo
  /// fails, 2 for arguments it does not understand.
  @MainActor
  static func run(
    arguments: [String],
    console: Console,
    makeApp: () throws(AppCompositionError) -> AppComposition = { () throws(AppCompositionError) in
      try AppComposition()
    },
    readLine: () -> String? = { Swift.readLine(strippingNewline: true) }
  ) -> Int32 {
    let invocation: Invocation
    switch Invocation.parse(arguments) {
    case .success(let parsed):
      invocation = parsed
    case .failure(let error):
      console.writeError("error: \(error)")
      console.writeError(Invocation.usage)
      return 2
    }
    if invocation == .help {
      console.write(Invocation.usage)
      return 0
    }
    let app: AppComposition
    do {
      app = try makeApp()
    } catch {
      console.writeError("error: the app refuses to start: \(error)")
      return 1
    }
    switch invocation {
    case .session(let json):
      Session(app: app, format: json ? .json : .text, console: console).run(reading: readLine)
      return 0
    case .demo:
      let session = Session(app: app, format: .text, console: console)
      return Demo(session: session, console: console).run() ? 0 : 1
    case .help:
      return 0
    }
  }
}

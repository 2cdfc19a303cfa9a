import AppComposition
import Foundation
import NavigationKit

/// The terminal front end: `App`, `App --json`, `App demo`, `App open`, `App routes`.
@main
enum AppMain {
  static func main() {
    exit(run(arguments: Array(CommandLine.arguments.dropFirst()), console: .standard))
  }

  /// Runs the App and returns its exit status: 0 on success, 1 when it cannot start (an invalid
  /// composition, a state file path that cannot be used), the demo fails or a deep link is
  /// rejected, 2 for arguments it does not understand.
  @MainActor
  static func run(
    arguments: [String],
    console: Console,
    makeApp: () throws(CompositionFailure) -> AppNavigator = { () throws(CompositionFailure) in
      try AppComposition.makeNavigator()
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
    let app: AppNavigator
    do {
      app = try makeApp()
    } catch {
      console.writeError("error: the app refuses to start: \(error)")
      return 1
    }
    switch invocation {
    case .session(let json, let path, let loggedIn, let layout):
      if loggedIn {
        app.access.logIn()
      }
      var stateFile: StateFile?
      if let path {
        guard let restored = StateFile.restore(app, from: path, console: console) else { return 1 }
        stateFile = restored
      }
      Session(
        app: app, format: json ? .json : .text, console: console, stateFile: stateFile,
        layout: layout
      ).run(reading: readLine)
      return 0
    case .demo:
      let session = Session(app: app, format: .text, console: console)
      return Demo(session: session, console: console).run() ? 0 : 1
    case .open(let urls, let json, let loggedIn, let path, let layout):
      // Logged in before restoring, so the screens that need login are restored, not dropped.
      if loggedIn {
        app.access.logIn()
      }
      var stateFile: StateFile?
      if let path {
        guard let restored = StateFile.restore(app, from: path, console: console) else { return 1 }
        stateFile = restored
      }
      return OpenCommand(
        app: app, format: json ? .json : .text, console: console, stateFile: stateFile,
        layout: layout
      ).run(urls)
    case .state(let json, let path, let loggedIn, let layout):
      if loggedIn {
        app.access.logIn()
      }
      guard StateFile.restore(app, from: path, console: console, setAside: false) != nil else {
        return 1
      }
      if json {
        console.write(JSONLine.encode(StateDescription(app, layout: layout)))
      } else {
        console.write(TextRenderer(app: app, layout: layout).state())
      }
      return 0
    case .routes(let json):
      RoutesTable(routes: app.deepLinks.router.routes).write(to: console, json: json)
      return 0
    case .help:
      return 0
    }
  }
}

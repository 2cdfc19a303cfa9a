import AppComposition
import Foundation
import NavigationKit
import NavigationStateStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal front end: `App`, `App --json`, `App demo`, `App open`, `App routes`,
/// `App map`, `App state`.
public enum AppMain {
  /// Runs the App with the process's standard input and output, and returns its exit status.
  ///
  /// - Parameter arguments: The command-line arguments, without the program's name.
  @MainActor
  public static func run(arguments: [String]) -> Int32 {
    let input = InputLines(descriptor: STDIN_FILENO)
    return run(arguments: arguments, console: .standard, readLine: input.next)
  }

  /// Runs the App and returns its exit status: 0 on success, 1 when it cannot start (an invalid
  /// composition, a state file path that cannot be used), the demo fails or a deep link is
  /// rejected, 2 for arguments it does not understand.
  @MainActor
  static func run(
    arguments: [String],
    console: Console,
    makeApp: () throws(CompositionError) -> AppNavigator = { () throws(CompositionError) in
      try AppComposition.makeNavigator()
    },
    readLine: () -> InputLine?
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
    for warning in app.compositionWarnings {
      console.writeError("warning: \(UntrustedText.escapingControls("\(warning)"))")
    }
    switch invocation {
    case .session(let json, let path, let loggedIn, let layout, let scenes):
      // Logged in before restoring, so the screens that need login are restored, not dropped.
      if loggedIn {
        app.logIn()
      }
      // A folder lock another process holds is waited for once at start, not once per window.
      let started = StateFileStore.waitingOnceForHeldLocks { () -> Session? in
        guard let session = NavigationSession.start(app, stateFile: path, console: console) else {
          return nil
        }
        let running = Session(
          session: session, format: json ? .json : .text, console: console, layout: layout,
          stateFile: path)
        running.openScenes(upTo: scenes)
        return running
      }
      guard let running = started else { return 1 }
      running.run(reading: readLine)
      return 0
    case .demo:
      let session = Session(
        session: NavigationSession(app: app, stateFile: nil), format: .text, console: console)
      return Demo(session: session, console: console).run() ? 0 : 1
    case .open(let urls, let json, let loggedIn, let path, let layout):
      if loggedIn {
        app.logIn()
      }
      // One command: a folder lock another process holds is waited for once.
      return StateFileStore.waitingOnceForHeldLocks { () -> Int32 in
        guard let session = NavigationSession.start(app, stateFile: path, console: console) else {
          return 1
        }
        return OpenCommand(
          session: session, format: json ? .json : .text, console: console, layout: layout
        ).run(urls)
      }
    case .state(let json, let path, let loggedIn, let layout, let scenes) where scenes > 1:
      return StoredScenes(
        app: app, stateFile: path, loggedIn: loggedIn, layout: layout, console: console
      ).show(count: scenes, json: json)
    case .state(let json, let path, let loggedIn, let layout, _):
      if loggedIn {
        app.logIn()
      }
      guard NavigationSession.start(app, stateFile: path, console: console, setAside: false) != nil
      else { return 1 }
      if json {
        console.write(JSONLine.encode(StateDescription(app, layout: layout)))
      } else {
        console.write(TextRenderer(app: app, layout: layout).state())
      }
      return 0
    case .entry(let request, let json, let loggedIn, let path, let layout):
      if loggedIn {
        app.logIn()
      }
      // One command: a folder lock another process holds is waited for once.
      return StateFileStore.waitingOnceForHeldLocks { () -> Int32 in
        guard let session = NavigationSession.start(app, stateFile: path, console: console) else {
          return 1
        }
        let entry: NavigationEntry
        switch request {
        case .activity(let url):
          entry = .webBrowsing(webpageURL: url)
        case .userActivity(let type, let userInfo):
          entry = .activity(type: type, userInfo: userInfo)
        case .notification(let category, let payload):
          entry = .notification(category: category, payload: payload)
        case .widget(let url):
          entry = .widget(url)
        case .shortcut(let name, let arguments):
          do throws(ShortcutError) {
            entry = try AppShortcuts.entry(name, arguments: arguments)
          } catch {
            // Refused as `open` refuses a link: with `--json`, one object saying so.
            if json {
              console.write(
                JSONLine.encode(
                  OpenOutput(refusedShortcut: error, state: StateDescription(app, layout: layout))))
            } else {
              console.writeError("error: \(error)")
            }
            return 1
          }
        }
        return OpenCommand(
          session: session, format: json ? .json : .text, console: console, layout: layout
        ).run(entries: [entry])
      }
    case .routes(let json):
      RoutesTable(routes: app.routes).write(to: console, json: json)
      return 0
    case .map(let format):
      MapOutput(map: NavigationMap(app)).write(to: console, format: format)
      return 0
    case .invalidations:
      do {
        console.write(try InvalidationTable.markdown())
        return 0
      } catch {
        console.writeError("error: the app refuses to start: \(error)")
        return 1
      }
    case .help:
      return 0
    }
  }
}

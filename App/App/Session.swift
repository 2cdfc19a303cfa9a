import AppComposition
import Foundation
import NavigationKit

/// A session: reads commands, applies them to the app, and shows the result.
///
/// In text mode each command prints the events it caused and the screen; with `--json` each
/// command prints exactly one JSON object on one line. Problems go to standard error, and the
/// session goes on.
@MainActor
final class Session {
  enum Format {
    case text
    case json
  }

  let app: AppNavigator
  let format: Format
  let console: Console
  let stateFile: StateFile?
  /// How the tabs are shown: a tab bar, or a sidebar beside the selected section's stack.
  let layout: NavigationLayout
  private var pendingEvents: [NavigationEvent] = []

  init(
    app: AppNavigator, format: Format, console: Console, stateFile: StateFile? = nil,
    layout: NavigationLayout = .tabs
  ) {
    self.app = app
    self.layout = layout
    self.format = format
    self.console = console
    self.stateFile = stateFile
    app.tabs.events.observe { [weak self] event in
      self?.pendingEvents.append(event)
    }
  }

  /// Runs commands from `nextLine` until `quit` or the end of input.
  func run(reading nextLine: () -> String?) {
    if format == .text {
      console.write("NavigationKit terminal session. Type 'help' for the commands.")
      console.write(TextRenderer(app: app, layout: layout).screen())
    }
    while true {
      console.prompt()
      guard let line = nextLine() else { return }
      guard execute(line) else { return }
    }
  }

  /// Runs one command line; returns `false` when the session should end.
  @discardableResult
  func execute(_ line: String) -> Bool {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return true }
    pendingEvents.removeAll()
    switch SessionCommand.parse(trimmed) {
    case .failure(let error):
      report(trimmed, error: error)
      return true
    case .success(let command):
      do {
        try apply(command)
        report(trimmed, command: command)
      } catch {
        report(trimmed, error: error)
      }
      stateFile?.save()
      return command != .quit
    }
  }

  private func apply(_ command: SessionCommand) throws(SessionError) {
    let tabs = app.tabs
    let visible = tabs.visibleNavigator
    switch command {
    case .action(let number):
      try performAction(number, on: visible)
    case .back:
      guard visible.dismissDialog() || visible.pop() != nil || tabs.selectedNavigator.dismiss()
      else { throw .failed("already at the root of the \(tabs.selectedTab) tab") }
    case .root:
      visible.popToRoot()
    case .tab(let name):
      do {
        try tabs.tap(TabID(name))
      } catch {
        let names = tabs.tabs.map(\.id.rawValue).joined(separator: ", ")
        throw .failed("no tab named \(UntrustedText.quoted(name)); the tabs are \(names)")
      }
    case .dismiss:
      guard tabs.selectedNavigator.dismiss() else { throw .failed("nothing to dismiss") }
    case .columns(let name):
      guard let columns = SplitColumnVisibility(rawValue: name) else {
        let names = SplitColumnVisibility.allCases.map(\.rawValue).joined(separator: ", ")
        throw .failed("no columns named \(UntrustedText.quoted(name)); they are \(names)")
      }
      tabs.columnVisibility = columns
    case .open(let url):
      if case .rejected(_, let reason) = app.deepLinks.open(url) {
        throw .failed("deep link rejected: \(reason)")
      }
    case .login:
      guard !app.access.isLoggedIn else { throw .failed("already logged in") }
      app.access.logIn()
    case .logout:
      guard app.access.isLoggedIn else {
        // Signed out already: this is the sign-in screen's cancel, which drops what waits.
        guard app.access.pendingNavigation != nil else { throw .failed("not logged in") }
        app.access.discardPendingNavigation()
        return
      }
      app.access.logOut()
    case .state, .help, .routes, .quit:
      break
    }
  }

  /// What `action N` chooses from: the shown dialog's actions, or else the screen's.
  private enum Choices {
    case dialog([DialogAction])
    case screen([ScreenAction])

    var titles: [String] {
      switch self {
      case .dialog(let actions): actions.map(\.title)
      case .screen(let actions): actions.map(\.title)
      }
    }
  }

  private var choices: Choices {
    let visible = app.tabs.visibleNavigator
    if let actions = visible.alert?.actions ?? visible.confirmationDialog?.actions {
      return .dialog(actions)
    }
    return .screen(app.visibleScreen.actions)
  }

  /// The titles `action N` chooses from, in order.
  var actionTitles: [String] { choices.titles }

  private func performAction(_ number: Int, on visible: Navigator) throws(SessionError) {
    let choices = self.choices
    let count = choices.titles.count
    guard number <= count else { throw noAction(number, count: count) }
    switch choices {
    case .dialog(let actions):
      app.chooseDialogAction(id: actions[number - 1].id)
    case .screen(let actions):
      let navigation = actions[number - 1].navigation
      guard case .send(let intent) = navigation else {
        app.perform(navigation)
        return
      }
      if case .unhandled(_, let reason) = app.send(intent) {
        throw .failed("the action did nothing: \(reason)")
      }
    }
  }

  private func noAction(_ number: Int, count: Int) -> SessionError {
    .failed("no action \(number); this screen has \(count) action\(count == 1 ? "" : "s")")
  }

  private func report(_ line: String, command: SessionCommand) {
    let renderer = TextRenderer(app: app, layout: layout)
    switch format {
    case .json:
      let help = command == .help ? SessionCommand.summary : nil
      let routes = command == .routes ? RoutesTable(routes: app.deepLinks.router.routes).rows : nil
      console.write(
        JSONLine.encode(
          CommandOutput(
            command: UntrustedText.excerpt(line, limit: 1_024),
            state: StateDescription(app, layout: layout),
            error: nil, help: help, routes: routes)))
    case .text:
      switch command {
      case .help: console.write(SessionCommand.summary)
      case .state: console.write(renderer.state())
      case .routes: console.write(RoutesTable(routes: app.deepLinks.router.routes).lines)
      case .quit: break
      default: console.write(pendingEvents.map { "  event: \($0)" } + renderer.screen())
      }
    }
  }

  private func report(_ line: String, error: any Error) {
    console.writeError("error: \(error)")
    guard format == .json else { return }
    console.write(
      JSONLine.encode(
        CommandOutput(
          command: UntrustedText.excerpt(line, limit: 1_024),
          state: StateDescription(app, layout: layout),
          error: "\(error)", help: nil,
          routes: nil)))
  }
}

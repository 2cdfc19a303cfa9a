import AppComposition
import Foundation
import NavigationKit
import NavigationKitTesting
import NavigationStateStore

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

  /// The app's windows: the session drives one at a time (``current``), as a person uses one
  /// window at a time.
  let scenes: AppScenes
  /// Each open scene's running app, with its state file if it has one, in the order opened.
  var sceneSessions: [(id: SceneID, session: NavigationSession)]
  /// The index in ``sceneSessions`` of the scene commands go to.
  var current = 0
  /// The first scene's state file; every other scene's is beside it.
  var stateFile: String?
  /// Whether more than one scene was ever open: `state` and the JSON then show every scene.
  var showsScenes = false
  /// Each open scene's state as the JSON last showed it: a scene's state is shown again only
  /// when it changed, so a command's JSON grows with what it changed, not with the windows.
  var statesShown: [SceneID: StateDescription] = [:]
  let format: Format
  let console: Console
  /// How the tabs are shown: a tab bar, or a sidebar beside the selected section's stack.
  let layout: NavigationLayout
  private var pendingEvents: [(scene: SceneID, event: NavigationEvent)] = []
  /// Each scene's platform stand-in, once `transitions hold` made one: it follows every
  /// change in the steps a device's platform takes.
  var platforms: [SceneID: SimulatedTransitions] = [:]
  /// Whether a command's failure is the expected outcome, as in the demo's narrated rejection:
  /// it is then told on standard output as what happened, not as an `error:` line.
  var failureIsExpected = false

  /// A session of `session`'s app as its first scene, named `1`; `stateFile` is where that
  /// scene's state lives, for the files of the scenes opened later.
  init(
    session: NavigationSession, format: Format, console: Console, layout: NavigationLayout = .tabs,
    stateFile: String? = nil
  ) {
    let first = Self.firstScene
    scenes = AppScenes(adopting: session.app, as: first)
    sceneSessions = [(first, session)]
    self.stateFile = stateFile
    self.layout = layout
    self.format = format
    self.console = console
    scenes.observe { [weak self] scene, event in
      self?.pendingEvents.append((scene, event))
    }
  }

  /// The running scene commands go to.
  var session: NavigationSession { sceneSessions[current].session }

  /// The navigation of the scene commands go to.
  var app: AppNavigator { session.app }

  /// Runs commands from `nextLine` until `quit` or the end of input.
  ///
  /// A line longer than ``InputLines/maximumLength`` is refused with an error, and so is a last
  /// line the input cut off before its newline: neither is a command anyone finished typing.
  func run(reading nextLine: () -> InputLine?) {
    if format == .text {
      console.write("NavigationKit terminal session. Type 'help' for the commands.")
      console.write(TextRenderer(app: app, layout: layout).screen())
    }
    while true {
      console.prompt()
      switch nextLine() {
      case nil:
        return
      case .line(let line):
        guard execute(line) else { return }
      case .tooLong(let length):
        let limit = InputLines.maximumLength
        report(
          "(a line of \(length) bytes)",
          error: SessionError.failed(
            "line too long: \(length) bytes, the limit is \(limit); not run"))
      case .unterminated(let line):
        report(
          line,
          error: SessionError.failed(
            "the input ended inside a line, before its newline; not run: "
              + UntrustedText.quoted(line)))
        return
      }
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
      // Saved before it is shown: output that fails ends the App, and must not lose the state.
      // A folder lock another process holds is waited for once per command, not per window.
      StateFileStore.waitingOnceForHeldLocks {
        do {
          try apply(command)
          followPlatforms()
          saveScenes()
          report(trimmed, command: command)
        } catch {
          followPlatforms()
          saveScenes()
          report(trimmed, error: error)
        }
      }
      return command != .quit
    }
  }

  private func apply(_ command: SessionCommand) throws(SessionError) {
    let tabs = app.tabs
    let visible = tabs.visibleNavigator
    switch command {
    case .action(let number):
      try performAction(number)
    case .doubleTap(let number):
      // Both taps land on the button the screen showed before the first changed anything.
      // The second is expected to do nothing (its event says so), so that is no error.
      let choices = self.choices
      try performAction(number, of: choices)
      try performAction(number, of: choices, nothingDoneIsAnError: false)
    case .back:
      // What a back button does: close the dialog, else pop, else dismiss the sheet.
      let showsDialog = app.visibleDialogActions != nil
      if !showsDialog, !visible.path.isEmpty {
        app.perform(.pop)
      } else if showsDialog || tabs.selectedNavigator.presentation != nil {
        app.perform(.dismiss)
      } else {
        throw .failed("already at the root of the \(tabs.selectedTab) tab")
      }
    case .root:
      app.perform(.popToRoot)
    case .tab(let name):
      guard app.tap(TabID(name)) else {
        let names = tabs.tabs.map(\.id.rawValue).joined(separator: ", ")
        throw .failed("no tab named \(UntrustedText.quoted(name)); the tabs are \(names)")
      }
    case .hide(let name), .unhide(let name):
      let tab = TabID(name)
      guard tabs.navigator(for: tab) != nil else {
        let names = tabs.tabs.map(\.id.rawValue).joined(separator: ", ")
        throw .failed("no tab named \(UntrustedText.quoted(name)); the tabs are \(names)")
      }
      var customization = tabs.customization
      if case .hide = command {
        customization.hiddenTabs.insert(tab)
      } else {
        customization.hiddenTabs.remove(tab)
      }
      guard app.customizeTabs(customization) else {
        throw .failed(
          "the \(name) tab is already \(customization.hiddenTabs.contains(tab) ? "hidden" : "shown")"
        )
      }
    case .dismiss:
      guard app.visibleDialogActions != nil || tabs.selectedNavigator.presentation != nil else {
        throw .failed("nothing to dismiss")
      }
      app.perform(.dismiss)
    case .swipeDown:
      // What a swipe down on the sheet the user sees does: the app dismisses it, or refuses
      // and reports why (an event), as it does to SwiftUI.
      guard let presented = tabs.selectedNavigator.presentations.last else {
        throw .failed("nothing to swipe down: no sheet is shown")
      }
      guard presented.style == .sheet else {
        throw .failed("a full-screen cover cannot be swiped down; use dismiss or its own buttons")
      }
      app.dismissInteractively(presented)
    case .columns(let name):
      guard let columns = SplitColumnVisibility(rawValue: name) else {
        let names = SplitColumnVisibility.allCases.map(\.rawValue).joined(separator: ", ")
        throw .failed("no columns named \(UntrustedText.quoted(name)); they are \(names)")
      }
      tabs.columnVisibility = columns
    case .open(let url):
      if case .rejected(_, let reason) = app.open(.link(url)) {
        throw .failed("deep link rejected: \(reason)")
      }
    case .login:
      guard !app.isLoggedIn else { throw .failed("already logged in") }
      app.logIn()
    case .logout:
      guard app.isLoggedIn else {
        // Signed out already: this is the sign-in screen's cancel, which drops what waits for
        // login in every window, so no link another window took opens at the next login.
        let waited = sceneSessions.contains { $0.session.app.waitingForLogin != nil }
        app.cancelSignIn()
        guard waited else { throw .failed("not logged in") }
        return
      }
      logOutEveryScene()
    case .activity(let url):
      if case .rejected(_, let reason) = app.open(.webBrowsing(webpageURL: url)) {
        throw .failed("universal link rejected: \(reason)")
      }
    case .userActivity(let type, let userInfo):
      if case .rejected(_, let reason) = app.open(.activity(type: type, userInfo: userInfo)) {
        throw .failed("activity rejected: \(reason)")
      }
    case .notification(let category, let payload):
      if case .rejected(_, let reason) = app.open(
        .notification(category: category, payload: payload))
      {
        throw .failed("notification rejected: \(reason)")
      }
    case .widget(let url):
      if case .rejected(_, let reason) = app.open(.widget(url)) {
        throw .failed("widget link rejected: \(reason)")
      }
    case .shortcut(let name, let arguments):
      let entry: NavigationEntry
      do {
        entry = try AppShortcuts.entry(name, arguments: arguments)
      } catch {
        throw .failed("\(error)")
      }
      if case .rejected(_, let reason) = app.open(entry) {
        throw .failed("shortcut rejected: \(reason)")
      }
    case .scene(let command):
      try apply(command)
    case .transitions(let command):
      try apply(command)
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
    app.visibleDialogActions.map(Choices.dialog) ?? .screen(app.visibleScreen.actions)
  }

  /// The titles `action N` chooses from, in order.
  var actionTitles: [String] { choices.titles }

  private func performAction(
    _ number: Int, of shown: Choices? = nil, nothingDoneIsAnError: Bool = true
  ) throws(SessionError) {
    let choices = shown ?? self.choices
    let count = choices.titles.count
    guard number <= count else { throw noAction(number, count: count) }
    switch choices {
    case .dialog(let actions):
      app.chooseDialogAction(id: actions[number - 1].id)
    case .screen(let actions):
      let navigation = actions[number - 1].navigation
      let outcome = app.perform(navigation)
      if nothingDoneIsAnError, case .send = navigation, case .unchanged(let reason) = outcome {
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
      let routes = command == .routes ? RoutesTable(routes: app.routes).rows : nil
      console.write(
        JSONLine.encode(
          CommandOutput(
            command: UntrustedText.excerpt(line, limit: 1_024),
            state: StateDescription(app, layout: layout),
            error: nil, help: help, routes: routes, scene: sceneName,
            scenes: sceneDescriptions(all: command == .state), applying: appliedChange)))
    case .text:
      switch command {
      case .help: console.write(SessionCommand.summary)
      case .state:
        console.write((showsScenes ? scenesState() : renderer.state()) + transitionLines())
      case .routes: console.write(RoutesTable(routes: app.routes).lines)
      case .quit: break
      case .scene(.list): console.write(sceneList())
      default: console.write(pendingEvents.map(eventLine) + sceneLine() + renderer.screen())
      }
    }
  }

  private func report(_ line: String, error: any Error) {
    if failureIsExpected {
      console.write("  as expected: \(error)")
    } else {
      console.writeError("error: \(error)")
    }
    guard format == .json else { return }
    console.write(
      JSONLine.encode(
        CommandOutput(
          command: UntrustedText.excerpt(line, limit: 1_024),
          state: StateDescription(app, layout: layout),
          error: "\(error)", help: nil,
          routes: nil, scene: sceneName, scenes: sceneDescriptions(all: false),
          applying: appliedChange)))
  }
}

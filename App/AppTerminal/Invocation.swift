import AppComposition
import NavigationKit

/// What the command line asks the App to do.
enum Invocation: Equatable {
  case session(
    json: Bool, stateFile: String? = nil, loggedIn: Bool = false,
    layout: NavigationLayout = .tabs, scenes: Int = 1)
  case demo
  case open(
    urls: [String], json: Bool, loggedIn: Bool, stateFile: String? = nil,
    layout: NavigationLayout = .tabs)
  /// `App activity`, `App notification`, `App widget` or `App shortcut`: one entry other than
  /// a link.
  case entry(
    EntryRequest, json: Bool, loggedIn: Bool, stateFile: String? = nil,
    layout: NavigationLayout = .tabs)
  case routes(json: Bool)
  case map(format: MapOutput.Format)
  case invalidations
  case state(
    json: Bool, stateFile: String, loggedIn: Bool = false, layout: NavigationLayout = .tabs,
    scenes: Int = 1)
  case help

  static let usage = """
    usage: App [--json] [--logged-in] [--state-file PATH] [--layout tabs|split] [--scenes N]
               start a session reading commands from standard input
           App demo
               run a scripted tour of both features
           App open [--json] [--logged-in] [--state-file PATH] [--layout tabs|split] [--] URL...
               open deep links in order, then show the state
           App activity [--json] [--logged-in] [--state-file PATH] [--layout tabs|split] URL
               open a universal link handed over as a web-browsing activity, then show the state
           App activity [OPTIONS] TYPE [KEY=VALUE...]
               continue a Handoff activity, or a Spotlight result
               (com.apple.corespotlightitem kCSSearchableItemActivityIdentifier=product-P-1)
           App notification [OPTIONS] CATEGORY [KEY=VALUE...]
               tap a notification, such as order-shipped orderId=A-1, then show the state
           App widget [OPTIONS] URL
               open a widget's link, then show the state
           App shortcut [--json] [--logged-in] [--state-file PATH] [--layout tabs|split] open-order ID
               run the Open Order shortcut, as Siri or Shortcuts does, then show the state
           App routes [--json]
               list every deep-link route
           App map [--json | --mermaid]
               show every screen, the routes and intents that reach it, and the intents
               between modules
           App invalidations
               show what each navigation invalidates of what a SwiftUI root and its stacks
               read, as a Markdown table
           App state --state-file PATH [--json] [--logged-in] [--layout tabs|split] [--scenes N]
               show the navigation state stored in PATH
           App help
               show this help

    OPTIONS are [--json] [--logged-in] [--state-file PATH] [--layout tabs|split].
    --state-file PATH restores the navigation state from PATH at start and saves it there after
    every change. --logged-in logs in first, so screens that need login are restored and shown;
    without it they are dropped (and reported), as everything that needs login is while logged
    out.
    --layout split shows the tabs as an iPad does: a sidebar of sections beside the selected
    section's stack; tabs (the default) shows a tab bar.
    --scenes N opens N scenes (windows, as on an iPad), named 1 to N, each with its own
    navigation and the same login; with --state-file, scene 1's state is kept in PATH and each
    other scene's beside it (state.json keeps scene 2 in state.scene-2.json).

    session commands:
    """ + "\n" + SessionCommand.summary.map { "  " + $0 }.joined(separator: "\n")

  /// The most scenes there can be, open and closed together: `--scenes` opens at most this
  /// many, and `scene new` opens no more. More windows than an iPad shows of one app, and each
  /// keeps a state file.
  static let maximumScenes = 8

  /// Parses the arguments after the program name.
  static func parse(_ arguments: [String]) -> Result<Invocation, UsageError> {
    do throws(UsageError) {
      switch arguments.first {
      case "open":
        var options = Options(
          flags: ["--json", "--logged-in"], values: ["--state-file", "--layout"])
        let urls = try options.parse(arguments, from: 1, positionals: true)
        guard !urls.isEmpty else { throw UsageError("open needs at least one URL") }
        return .success(
          .open(
            urls: urls, json: options.has("--json"), loggedIn: options.has("--logged-in"),
            stateFile: options.value("--state-file"), layout: try options.layout()))
      case "activity", "shortcut", "notification", "widget":
        var options = Options(
          flags: ["--json", "--logged-in"], values: ["--state-file", "--layout"])
        let words = try options.parse(arguments, from: 1, positionals: true)
        let request: EntryRequest
        switch (arguments[0], words.count) {
        case ("activity", 1) where words[0].contains("://"): request = .activity(words[0])
        case ("activity", 1...):
          request = .userActivity(
            words[0], try payload(words, of: "activity needs a URL, or a TYPE"))
        case ("activity", _):
          throw UsageError("activity needs a URL, or a TYPE and KEY=VALUE words")
        case ("notification", 1...):
          request = .notification(words[0], try payload(words, of: "notification needs a CATEGORY"))
        case ("notification", _):
          throw UsageError("notification needs a CATEGORY, then KEY=VALUE words")
        case ("widget", 1): request = .widget(words[0])
        case ("widget", _): throw UsageError("widget needs exactly one URL")
        case (_, 1...): request = .shortcut(words[0], Array(words.dropFirst()))
        default: throw UsageError("shortcut needs a shortcut's name, such as open-order ID")
        }
        return .success(
          .entry(
            request, json: options.has("--json"), loggedIn: options.has("--logged-in"),
            stateFile: options.value("--state-file"), layout: try options.layout()))
      case "routes":
        var options = Options(flags: ["--json"], values: [])
        try options.parse(arguments, from: 1, positionals: false)
        return .success(.routes(json: options.has("--json")))
      case "map":
        var options = Options(flags: ["--json", "--mermaid"], values: [])
        try options.parse(arguments, from: 1, positionals: false)
        switch (options.has("--json"), options.has("--mermaid")) {
        case (true, true): throw UsageError("map: --json and --mermaid cannot be given together")
        case (true, false): return .success(.map(format: .json))
        case (false, true): return .success(.map(format: .mermaid))
        case (false, false): return .success(.map(format: .text))
        }
      case "state":
        var options = Options(
          flags: ["--json", "--logged-in"], values: ["--state-file", "--layout", "--scenes"])
        try options.parse(arguments, from: 1, positionals: false)
        guard let path = options.value("--state-file") else {
          throw UsageError("state needs --state-file PATH")
        }
        return .success(
          .state(
            json: options.has("--json"), stateFile: path, loggedIn: options.has("--logged-in"),
            layout: try options.layout(), scenes: try options.sceneCount()))
      case "demo" where arguments.count == 1:
        return .success(.demo)
      case "invalidations" where arguments.count == 1:
        return .success(.invalidations)
      case "help" where arguments.count == 1, "--help" where arguments.count == 1,
        "-h" where arguments.count == 1:
        return .success(.help)
      default:
        var options = Options(
          flags: ["--json", "--logged-in"], values: ["--state-file", "--layout", "--scenes"])
        try options.parse(arguments, from: 0, positionals: false)
        return .success(
          .session(
            json: options.has("--json"), stateFile: options.value("--state-file"),
            loggedIn: options.has("--logged-in"), layout: try options.layout(),
            scenes: try options.sceneCount()))
      }
    } catch {
      return .failure(error)
    }
  }
}

/// The options of one command: flags, and options that take a value, each given at most once.
private struct Options {
  let flags: Set<String>
  let values: Set<String>
  private var seen: [String: String] = [:]

  init(flags: Set<String>, values: Set<String>) {
    self.flags = flags
    self.values = values
  }

  func has(_ flag: String) -> Bool { seen[flag] != nil }
  func value(_ option: String) -> String? { seen[option] }

  /// The `--layout` given, `tabs` when none was.
  func layout() throws(UsageError) -> NavigationLayout {
    guard let name = seen["--layout"] else { return .tabs }
    guard let layout = NavigationLayout(rawValue: name) else {
      let names = NavigationLayout.allCases.map(\.rawValue).joined(separator: " or ")
      throw UsageError("--layout takes \(names), not \(UntrustedText.quoted(name))")
    }
    return layout
  }

  /// The `--scenes` given, 1 when none was: a number from 1 to ``Invocation/maximumScenes``.
  func sceneCount() throws(UsageError) -> Int {
    guard let text = seen["--scenes"] else { return 1 }
    // Plain decimal digits only: `Int` would also take `+2`.
    guard text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
      let count = Int(text), (1...Invocation.maximumScenes).contains(count)
    else {
      throw UsageError(
        "--scenes takes a number from 1 to \(Invocation.maximumScenes), not \(UntrustedText.quoted(text))"
      )
    }
    return count
  }

  /// Reads the options in `arguments` from `start` until the first positional argument (or
  /// `--`), and returns the positionals; errors name the command, `arguments[0]`.
  @discardableResult
  mutating func parse(
    _ arguments: [String], from start: Int, positionals allowed: Bool
  ) throws(UsageError) -> [String] {
    let command = start > 0 ? "\(arguments[0]): " : ""
    var remaining = arguments[start...]
    while let argument = remaining.first, argument.hasPrefix("-") {
      remaining = remaining.dropFirst()
      if argument == "--" { break }
      guard flags.contains(argument) || values.contains(argument) else {
        throw UsageError(
          allowed
            ? "\(command)unknown option \(UntrustedText.quoted(argument))" : unexpected(arguments))
      }
      guard seen[argument] == nil else { throw UsageError("\(command)\(argument) given twice") }
      if values.contains(argument) {
        guard let value = remaining.first, !value.isEmpty else {
          throw UsageError("\(command)\(argument) needs a value")
        }
        seen[argument] = value
        remaining = remaining.dropFirst()
      } else {
        seen[argument] = ""
      }
    }
    guard allowed || remaining.isEmpty else { throw UsageError(unexpected(arguments)) }
    return Array(remaining)
  }

  private func unexpected(_ arguments: [String]) -> String {
    "unexpected arguments: \(arguments.map { UntrustedText.label($0) }.joined(separator: " "))"
  }
}

/// An entry `App activity`, `App notification`, `App widget` or `App shortcut` opens.
enum EntryRequest: Equatable {
  /// A universal link handed over as a web-browsing activity.
  case activity(String)
  /// An activity's type and user info, as Handoff or a Spotlight result continues it.
  case userActivity(String, [String: String])
  /// A tapped notification's category and payload.
  case notification(String, [String: String])
  /// A widget's link.
  case widget(String)
  /// A shortcut's name and parameters.
  case shortcut(String, [String])
}

/// The `KEY=VALUE` words after the first of `words`, or a usage error naming the command.
private func payload(_ words: [String], of usage: String) throws(UsageError) -> [String: String] {
  switch SessionCommand.payload(words.dropFirst(), usage: "\(usage), then KEY=VALUE words") {
  case .success(let payload): return payload
  case .failure(let error): throw UsageError(error.description)
  }
}

/// Arguments the App does not understand.
struct UsageError: Error, Equatable, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}

import NavigationKit

/// One command typed into the terminal App's session.
///
/// The parsing lives here, beside the composition, rather than in the App executable, so that
/// the fuzzer (`Fuzz/`) and the tests can read command lines exactly as the App does.
///
/// ```swift
/// SessionCommand.parse("open myapp://orders/A-1")  // .success(.open("myapp://orders/A-1"))
/// ```
public enum SessionCommand: Equatable, Sendable {
  /// Do the Nth (1-based) action of the screen, or of the dialog shown.
  case action(Int)
  /// Tap the Nth action twice before the screen changes, as a quick double tap does.
  case doubleTap(Int)
  /// Close the dialog, pop one screen, or dismiss the sheet at its root.
  case back
  /// Pop to the root of the visible stack.
  case root
  /// Tap the tab of that name.
  case tab(String)
  /// Hide the tab of that name from the iOS 18 sidebar, as the sidebar's Edit does.
  case hide(String)
  /// List the tab of that name in the sidebar again.
  case unhide(String)
  /// Dismiss the innermost dialog, sheet or cover.
  case dismiss
  /// Swipe the innermost sheet down, as a user would: dismissed unless it is locked or
  /// disables the gesture.
  case swipeDown
  /// Show the split view's columns: automatic, all, doubleColumn or detailOnly.
  case columns(String)
  /// Open a deep link.
  case open(String)
  /// Open a universal link as the system hands it over: a web-browsing activity.
  case activity(String)
  /// Continue an activity of a type and user info, as Handoff or a Spotlight result does.
  case userActivity(type: String, userInfo: [String: String])
  /// Tap a notification of a category and payload.
  case notification(category: String, payload: [String: String])
  /// Open a widget's link.
  case widget(String)
  /// Run a shortcut, as Shortcuts or Siri runs the app's intent: its name and parameters.
  case shortcut(String, [String])
  /// Open, go to, close or list the App's scenes (windows).
  case scene(SceneCommand)
  /// Log in, opening the deep link waiting for login.
  case login
  /// Log out, dropping the deep link waiting for login.
  case logout
  /// List every deep-link route.
  case routes
  /// Show every tab's stack and what is presented.
  case state
  /// Drive the platform stand-in's transitions: hold their completions, end one step, end
  /// them all, or let a completion never come.
  case transitions(TransitionsCommand)
  /// List the commands.
  case help
  /// End the session.
  case quit

  /// The commands and what they do, for `help` and usage.
  public static let summary = [
    "action N   do the Nth action of the screen (or of the dialog shown)",
    "double-tap N  tap the Nth action twice before the screen changes, as a quick double tap",
    "back       close the dialog, pop one screen, or dismiss the sheet at its root",
    "root       pop to the root of the visible stack",
    "tab NAME   tap a tab: switch to it, or back to its root when it is selected",
    "hide NAME  hide a tab from the iPad sidebar, as its Edit does; kept across launches",
    "unhide N   list the hidden tab N in the sidebar again",
    "dismiss    dismiss the innermost dialog, sheet or cover",
    "swipe-down swipe the innermost sheet down: dismissed, unless its form is locked",
    "columns C  show the split view's columns C: automatic, all, doubleColumn or detailOnly",
    "open URL   open a deep link, such as myapp://orders/A-1",
    "activity URL  open a universal link handed over as a web-browsing activity",
    "activity TYPE [KEY=VALUE...]  continue a Handoff or Spotlight activity",
    "notification CATEGORY [KEY=VALUE...]  tap a notification, such as order-shipped orderId=A-1",
    "widget URL  open a widget's link",
    "shortcut open-order ID  run the Open Order shortcut, as Siri or Shortcuts does",
    "scene      list the scenes (windows); scene new opens one, scene N goes to one",
    "scene close N / scene discard N  close a scene keeping its state, or drop its state",
    "login      log in, opening the deep link waiting for login",
    "logout     log out, dropping the deep link waiting for login",
    "routes     list every deep-link route",
    "state      show every tab's stack and what is presented",
    "transitions hold  hold the platform's transitions: state shows a change still applied",
    "transitions next / finish / stall  end one step / end them all / never end this one",
    "help       list the commands",
    "quit       end the session",
  ]

  /// Parses a line; the error says what is wrong in words a person can act on.
  ///
  /// Words are separated by white space; the command's name is not case-sensitive.
  ///
  /// - Parameter line: One line typed by the user, without its line break.
  /// - Returns: The command, or why the line is not one.
  public static func parse(_ line: String) -> Result<SessionCommand, SessionError> {
    let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
    guard let name = words.first else { return .failure(.empty) }
    let arguments = Array(words.dropFirst())
    switch (name.lowercased(), arguments.count) {
    case ("action", 1), ("double-tap", 1):
      guard let number = Int(arguments[0]), number > 0 else {
        return .failure(
          .usage(
            "\(name.lowercased()) takes a positive number, not \(UntrustedText.quoted(arguments[0]))"
          ))
      }
      return .success(name.lowercased() == "action" ? .action(number) : .doubleTap(number))
    case ("action", _): return .failure(.usage("usage: action N"))
    case ("double-tap", _): return .failure(.usage("usage: double-tap N"))
    case ("tab", 1): return .success(.tab(arguments[0]))
    case ("tab", _): return .failure(.usage("usage: tab NAME"))
    case ("hide", 1): return .success(.hide(arguments[0]))
    case ("hide", _): return .failure(.usage("usage: hide NAME"))
    case ("unhide", 1): return .success(.unhide(arguments[0]))
    case ("unhide", _): return .failure(.usage("usage: unhide NAME"))
    case ("columns", 1): return .success(.columns(arguments[0]))
    case ("columns", _):
      return .failure(.usage("usage: columns automatic|all|doubleColumn|detailOnly"))
    case ("open", 1): return .success(.open(arguments[0]))
    case ("open", _): return .failure(.usage("usage: open URL"))
    case ("activity", 1) where arguments[0].contains("://"):
      return .success(.activity(arguments[0]))
    case ("activity", 1...):
      return payload(
        arguments.dropFirst(), usage: "usage: activity URL | activity TYPE [KEY=VALUE...]"
      )
      .map { .userActivity(type: arguments[0], userInfo: $0) }
    case ("activity", _):
      return .failure(.usage("usage: activity URL | activity TYPE [KEY=VALUE...]"))
    case ("notification", 1...):
      return payload(arguments.dropFirst(), usage: "usage: notification CATEGORY [KEY=VALUE...]")
        .map { .notification(category: arguments[0], payload: $0) }
    case ("notification", _): return .failure(.usage("usage: notification CATEGORY [KEY=VALUE...]"))
    case ("widget", 1): return .success(.widget(arguments[0]))
    case ("widget", _): return .failure(.usage("usage: widget URL"))
    case ("shortcut", 1...):
      return .success(.shortcut(arguments[0], Array(arguments.dropFirst())))
    case ("shortcut", _): return .failure(.usage("usage: shortcut open-order ORDER-ID"))
    case ("scene", _): return parseScene(arguments)
    case ("transitions", 1):
      guard let command = TransitionsCommand(rawValue: arguments[0].lowercased()) else {
        return .failure(.usage("usage: transitions hold|next|finish|stall"))
      }
      return .success(.transitions(command))
    case ("transitions", _): return .failure(.usage("usage: transitions hold|next|finish|stall"))
    case ("login", 0): return .success(.login)
    case ("logout", 0): return .success(.logout)
    case ("routes", 0): return .success(.routes)
    case ("back", 0): return .success(.back)
    case ("root", 0): return .success(.root)
    case ("dismiss", 0): return .success(.dismiss)
    case ("swipe-down", 0): return .success(.swipeDown)
    case ("state", 0): return .success(.state)
    case ("help", 0): return .success(.help)
    case ("quit", 0), ("exit", 0): return .success(.quit)
    case ("back", _), ("root", _), ("dismiss", _), ("state", _), ("help", _), ("quit", _),
      ("login", _), ("logout", _), ("routes", _), ("swipe-down", _):
      return .failure(.usage("\(name.lowercased()) takes no arguments"))
    default:
      return .failure(.unknownCommand(name))
    }
  }
}

extension SessionCommand {
  /// The payload of `KEY=VALUE` words, each key given once; the value is everything after the
  /// first `=`, and may be empty.
  static func payload(
    _ words: some Sequence<String>, usage: String
  ) -> Result<[String: String], SessionError> {
    var payload: [String: String] = [:]
    for word in words {
      guard let equals = word.firstIndex(of: "="), equals != word.startIndex else {
        return .failure(
          .usage("\(UntrustedText.quoted(word)) is not KEY=VALUE; \(usage)"))
      }
      let key = String(word[..<equals])
      guard payload[key] == nil else {
        return .failure(.usage("\(UntrustedText.quoted(key)) is given twice; \(usage)"))
      }
      payload[key] = String(word[word.index(after: equals)...])
    }
    return .success(payload)
  }

  /// `KEY=VALUE` words of a payload, sorted by key: what ``payload(_:usage:)`` reads back.
  public static func words(of payload: [String: String]) -> [String] {
    payload.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
  }

  /// `scene`, `scene new`, `scene N`, `scene close N`, `scene discard N`.
  fileprivate static func parseScene(_ arguments: [String]) -> Result<SessionCommand, SessionError>
  {
    switch (arguments.first?.lowercased(), arguments.count) {
    case (nil, _): .success(.scene(.list))
    case ("new", 1): .success(.scene(.new))
    case ("close", 2): .success(.scene(.close(arguments[1])))
    case ("discard", 2): .success(.scene(.discard(arguments[1])))
    case ("new", _), ("close", _), ("discard", _):
      .failure(.usage("usage: scene | scene new | scene N | scene close N | scene discard N"))
    case (_, 1): .success(.scene(.select(arguments[0])))
    default:
      .failure(.usage("usage: scene | scene new | scene N | scene close N | scene discard N"))
    }
  }
}

/// What `scene ...` does: the App's windows, as an iPad shows several of one app.
public enum SceneCommand: Equatable, Sendable {
  /// List the scenes, the one commands go to marked.
  case list
  /// Open a new scene, named by the next number, and go to it.
  case new
  /// Go to the scene of that name, bringing back a closed one as it was.
  case select(String)
  /// Close a scene, keeping its state, as the system does to a window it frees.
  case close(String)
  /// Close a scene for good, open or closed, dropping its state (and its state file), as
  /// closing a window does; a scene whose file stays stays as it was.
  case discard(String)
}

/// What `transitions ...` does to the platform stand-in, which applies each change of the
/// navigation in the steps a device's platform follows (dismiss, then present; select the tab,
/// then build its stack), each ended by the platform's completion signal.
public enum TransitionsCommand: String, Equatable, Sendable {
  /// Hold each step's completion: `state` shows the change still being applied.
  case hold
  /// End the step being applied, as the platform's completion signal does; the next starts.
  case next
  /// End every step, and end them at once again from now on.
  case finish
  /// Let the step's completion never come: at its deadline it is taken as done, reported.
  case stall
}

/// Why a command did nothing.
public enum SessionError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The line held no command.
  case empty
  /// The first word names no command.
  case unknownCommand(String)
  /// The command's arguments are wrong; the message shows the right usage.
  case usage(String)
  /// The command could not be carried out; the message says why.
  case failed(String)

  /// The message shown to the user; untrusted words are quoted and escaped.
  public var description: String {
    switch self {
    case .empty: "empty command"
    case .unknownCommand(let name):
      "unknown command \(UntrustedText.quoted(name)); type 'help' for the commands"
    case .usage(let message), .failed(let message): message
    }
  }
}

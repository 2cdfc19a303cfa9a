import NavigationKit

/// One command typed into a session.
enum SessionCommand: Equatable {
  case action(Int)
  case back
  case root
  case tab(String)
  case dismiss
  case columns(String)
  case open(String)
  case login
  case logout
  case routes
  case state
  case help
  case quit

  /// The commands and what they do, for `help` and usage.
  static let summary = [
    "action N   do the Nth action of the screen (or of the dialog shown)",
    "back       close the dialog, pop one screen, or dismiss the sheet at its root",
    "root       pop to the root of the visible stack",
    "tab NAME   tap a tab: switch to it, or back to its root when it is selected",
    "dismiss    dismiss the innermost dialog, sheet or cover",
    "columns C  show the split view's columns C: automatic, all, doubleColumn or detailOnly",
    "open URL   open a deep link, such as myapp://orders/A-1",
    "login      log in, opening the deep link waiting for login",
    "logout     log out, dropping the deep link waiting for login",
    "routes     list every deep-link route",
    "state      show every tab's stack and what is presented",
    "help       list the commands",
    "quit       end the session",
  ]

  /// Parses a line; the error says what is wrong in words a person can act on.
  static func parse(_ line: String) -> Result<SessionCommand, SessionError> {
    let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
    guard let name = words.first else { return .failure(.empty) }
    let arguments = Array(words.dropFirst())
    switch (name.lowercased(), arguments.count) {
    case ("action", 1):
      guard let number = Int(arguments[0]), number > 0 else {
        return .failure(
          .usage("action takes a positive number, not \(UntrustedText.quoted(arguments[0]))"))
      }
      return .success(.action(number))
    case ("action", _): return .failure(.usage("usage: action N"))
    case ("tab", 1): return .success(.tab(arguments[0]))
    case ("tab", _): return .failure(.usage("usage: tab NAME"))
    case ("columns", 1): return .success(.columns(arguments[0]))
    case ("columns", _):
      return .failure(.usage("usage: columns automatic|all|doubleColumn|detailOnly"))
    case ("open", 1): return .success(.open(arguments[0]))
    case ("open", _): return .failure(.usage("usage: open URL"))
    case ("login", 0): return .success(.login)
    case ("logout", 0): return .success(.logout)
    case ("routes", 0): return .success(.routes)
    case ("back", 0): return .success(.back)
    case ("root", 0): return .success(.root)
    case ("dismiss", 0): return .success(.dismiss)
    case ("state", 0): return .success(.state)
    case ("help", 0): return .success(.help)
    case ("quit", 0), ("exit", 0): return .success(.quit)
    case ("back", _), ("root", _), ("dismiss", _), ("state", _), ("help", _), ("quit", _),
      ("login", _), ("logout", _), ("routes", _):
      return .failure(.usage("\(name.lowercased()) takes no arguments"))
    default:
      return .failure(.unknownCommand(name))
    }
  }
}

/// Why a command did nothing.
enum SessionError: Error, Equatable, CustomStringConvertible {
  case empty
  case unknownCommand(String)
  case usage(String)
  case failed(String)

  var description: String {
    switch self {
    case .empty: "empty command"
    case .unknownCommand(let name):
      "unknown command \(UntrustedText.quoted(name)); type 'help' for the commands"
    case .usage(let message), .failed(let message): message
    }
  }
}

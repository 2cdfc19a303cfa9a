import AppTerminal

/// A command line, whatever its text, is a command or a refusal with a message; a command
/// written back as a line parses to itself, whatever the case of its name and the white space
/// around its words.
enum SessionCommandCheck {
  static func check(_ input: [UInt8]) throws(FuzzFailure) {
    let line = String(decoding: input, as: UTF8.self)
    let command: SessionCommand
    switch SessionCommand.parse(line) {
    case .failure(let error):
      guard error == .empty || !error.description.isEmpty else {
        throw FuzzFailure("\(line.debugDescription) was refused without a message")
      }
      return
    case .success(let parsed):
      command = parsed
    }
    let (name, arguments) = words(of: command)
    // A tab separates the words: a control character, it never joins the next word's first
    // scalar into one character, as a space followed by a combining mark would.
    let spellings = [
      ([name] + arguments).joined(separator: "\t"),
      " \t" + ([name.uppercased()] + arguments).joined(separator: "\t\t") + "\t",
    ]
    for written in spellings {
      let reparsed = SessionCommand.parse(written)
      guard reparsed == .success(command) else {
        throw FuzzFailure(
          "\(line.debugDescription) parsed as \(command), written back as "
            + "\(written.debugDescription), which parses as \(reparsed)")
      }
    }
  }

  /// The command's name and arguments, as a person would type them.
  static func words(of command: SessionCommand) -> (name: String, arguments: [String]) {
    switch command {
    case .action(let number): ("action", ["\(number)"])
    case .doubleTap(let number): ("double-tap", ["\(number)"])
    case .back: ("back", [])
    case .root: ("root", [])
    case .tab(let name): ("tab", [name])
    case .hide(let name): ("hide", [name])
    case .unhide(let name): ("unhide", [name])
    case .dismiss: ("dismiss", [])
    case .swipeDown: ("swipe-down", [])
    case .columns(let columns): ("columns", [columns])
    case .open(let url): ("open", [url])
    case .activity(let url): ("activity", [url])
    case .userActivity(let type, let userInfo):
      ("activity", [type] + SessionCommand.words(of: userInfo))
    case .notification(let category, let payload):
      ("notification", [category] + SessionCommand.words(of: payload))
    case .widget(let url): ("widget", [url])
    case .shortcut(let name, let arguments): ("shortcut", [name] + arguments)
    case .scene(.list): ("scene", [])
    case .scene(.new): ("scene", ["new"])
    case .scene(.select(let name)): ("scene", [name])
    case .scene(.close(let name)): ("scene", ["close", name])
    case .scene(.discard(let name)): ("scene", ["discard", name])
    case .login: ("login", [])
    case .logout: ("logout", [])
    case .routes: ("routes", [])
    case .state: ("state", [])
    case .transitions(let command): ("transitions", [command.rawValue])
    case .help: ("help", [])
    case .quit: ("quit", [])
    }
  }
}

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
    let (name, argument) = words(of: command)
    // A tab separates the words: a control character, it never joins the next word's first
    // scalar into one character, as a space followed by a combining mark would.
    let arguments = argument.map { [$0] } ?? []
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

  /// The command's name and argument, as a person would type them.
  static func words(of command: SessionCommand) -> (name: String, argument: String?) {
    switch command {
    case .action(let number): ("action", "\(number)")
    case .back: ("back", nil)
    case .root: ("root", nil)
    case .tab(let name): ("tab", name)
    case .dismiss: ("dismiss", nil)
    case .swipeDown: ("swipe-down", nil)
    case .columns(let columns): ("columns", columns)
    case .open(let url): ("open", url)
    case .login: ("login", nil)
    case .logout: ("logout", nil)
    case .routes: ("routes", nil)
    case .state: ("state", nil)
    case .help: ("help", nil)
    case .quit: ("quit", nil)
    }
  }
}

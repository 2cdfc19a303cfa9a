/// What the command line asks the App to do.
enum Invocation: Equatable {
  case session(json: Bool)
  case demo
  case help

  static let usage = """
    usage: App [--json]     start a session reading commands from standard input
           App demo         run a scripted tour of both features
           App help         show this help

    session commands:
    """ + "\n" + SessionCommand.summary.map { "  " + $0 }.joined(separator: "\n")

  /// Parses the arguments after the program name.
  static func parse(_ arguments: [String]) -> Result<Invocation, UsageError> {
    switch arguments {
    case []: .success(.session(json: false))
    case ["--json"]: .success(.session(json: true))
    case ["demo"]: .success(.demo)
    case ["help"], ["--help"], ["-h"]: .success(.help)
    default: .failure(UsageError(arguments: arguments))
    }
  }
}

/// Arguments the App does not understand.
struct UsageError: Error, Equatable, CustomStringConvertible {
  let arguments: [String]

  var description: String {
    "unexpected arguments: \(arguments.joined(separator: " "))"
  }
}

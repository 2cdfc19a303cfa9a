/// What the command line asks the App to do.
enum Invocation: Equatable {
  case session(json: Bool)
  case demo
  case open(urls: [String], json: Bool, loggedIn: Bool)
  case routes(json: Bool)
  case help

  static let usage = """
    usage: App [--json]                            start a session reading commands from standard input
           App demo                                run a scripted tour of both features
           App open [--json] [--logged-in] URL...  open deep links in order, then show the state
           App routes [--json]                     list every deep-link route
           App help                                show this help

    session commands:
    """ + "\n" + SessionCommand.summary.map { "  " + $0 }.joined(separator: "\n")

  /// Parses the arguments after the program name.
  static func parse(_ arguments: [String]) -> Result<Invocation, UsageError> {
    switch arguments.first {
    case "open": return parseOpen(arguments.dropFirst())
    case "routes" where arguments.count == 1: return .success(.routes(json: false))
    case "routes" where arguments == ["routes", "--json"]: return .success(.routes(json: true))
    default: break
    }
    switch arguments {
    case []: return .success(.session(json: false))
    case ["--json"]: return .success(.session(json: true))
    case ["demo"]: return .success(.demo)
    case ["help"], ["--help"], ["-h"]: return .success(.help)
    default:
      return .failure(UsageError("unexpected arguments: \(arguments.joined(separator: " "))"))
    }
  }

  /// `open` takes its options before the URLs; `--` ends the options.
  private static func parseOpen(_ arguments: ArraySlice<String>) -> Result<Invocation, UsageError> {
    var json = false
    var loggedIn = false
    var urls: [String] = []
    var readingOptions = true
    for argument in arguments {
      switch argument {
      case "--json" where readingOptions: json = true
      case "--logged-in" where readingOptions: loggedIn = true
      case "--" where readingOptions: readingOptions = false
      case _ where readingOptions && argument.hasPrefix("-"):
        return .failure(UsageError("open: unknown option '\(argument)'"))
      default:
        readingOptions = false
        urls.append(argument)
      }
    }
    guard !urls.isEmpty else { return .failure(UsageError("open needs at least one URL")) }
    return .success(.open(urls: urls, json: json, loggedIn: loggedIn))
  }
}

/// Arguments the App does not understand.
struct UsageError: Error, Equatable, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}

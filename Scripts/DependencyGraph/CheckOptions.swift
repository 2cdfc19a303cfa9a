/// The command line of ``CheckCommand``.
struct Options {
  enum Format: String {
    case text, json
  }

  var packagePath = "."
  var rules: String?
  var describeJSON: String?
  /// `--tuist-graph FILE`: the graph `tuist graph --format json` wrote, read instead of the
  /// package.
  var tuistGraph: String?
  var format = Format.text
  var graph: GraphRenderer.Format?
  var help = false
  /// `--init`: write starter rules instead of checking.
  var initialize = false

  static func parse(_ arguments: [String]) throws(UsageError) -> Options {
    var options = Options()
    var remaining = arguments[...]
    func value(for option: String) throws(UsageError) -> String {
      guard let value = remaining.popFirst(), !value.isEmpty else {
        throw UsageError("\(option) needs a value")
      }
      return value
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "--package-path": options.packagePath = try value(for: argument)
      case "--rules": options.rules = try value(for: argument)
      case "--describe-json": options.describeJSON = try value(for: argument)
      case "--tuist-graph": options.tuistGraph = try value(for: argument)
      case "--format":
        let name = try value(for: argument)
        guard let format = Format(rawValue: name) else {
          throw UsageError("--format is text or json, not '\(name)'")
        }
        options.format = format
      case "--graph":
        let name = try value(for: argument)
        guard let graph = GraphRenderer.Format(rawValue: name) else {
          throw UsageError("--graph is mermaid or dot, not '\(name)'")
        }
        options.graph = graph
      case "--init": options.initialize = true
      case "--help", "-h": options.help = true
      default: throw UsageError("unexpected argument '\(argument)'")
      }
    }
    if options.describeJSON != nil && options.tuistGraph != nil {
      throw UsageError("--describe-json and --tuist-graph each give the graph; pass one")
    }
    return options
  }
}

/// Arguments the command does not understand.
struct UsageError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}

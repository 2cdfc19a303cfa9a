import Foundation
import Testing

@testable import NavigationKitDependencyGraphCheck

/// The command's arguments: wrong ones exit 2 with the usage on the error stream.
@Suite struct CheckArgumentTests {
  static let wrongArguments: [(arguments: [String], error: String)] = [
    (["--bogus"], "error: unexpected argument '--bogus'"),
    (["extra"], "error: unexpected argument 'extra'"),
    (["--format", "yaml"], "error: --format is text or json, not 'yaml'"),
    (["--graph", "svg"], "error: --graph is mermaid or dot, not 'svg'"),
    (["--rules"], "error: --rules needs a value"),
    (["--package-path", ""], "error: --package-path needs a value"),
    (["--format"], "error: --format needs a value"),
    (["--describe-json"], "error: --describe-json needs a value"),
  ]

  @Test func wrongArgumentsExitTwoWithTheUsage() {
    for (arguments, error) in Self.wrongArguments {
      let run = CheckCommandRun(arguments)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.output == [], "\(arguments)")
      #expect(run.errors == [error, CheckCommand.usage], "\(arguments)")
    }
  }

  @Test(arguments: ["--help", "-h"])
  func helpPrintsTheUsageAndExitsZero(_ flag: String) {
    let run = CheckCommandRun([flag])
    #expect(run.status == 0)
    #expect(run.output == [CheckCommand.usage])
    #expect(run.errors == [])
  }

  @Test func usageNamesEveryOption() {
    for option in ["--package-path", "--rules", "--describe-json", "--format", "--graph"] {
      #expect(CheckCommand.usage.contains(option), "\(option)")
    }
    #expect(CheckCommand.usage.hasPrefix("usage: check-dependency-graph "))
  }

  @Test func optionsAreParsed() throws {
    let options = try Options.parse([
      "--package-path", "/p", "--rules", "r.json", "--describe-json", "d.json", "--format", "json",
      "--graph", "dot",
    ])
    #expect(options.packagePath == "/p")
    #expect(options.rules == "r.json")
    #expect(options.describeJSON == "d.json")
    #expect(options.format == .json)
    #expect(options.graph == .dot)
    #expect(options.help == false)
  }

  @Test func optionsDefault() throws {
    let options = try Options.parse([])
    #expect(options.packagePath == ".")
    #expect(options.rules == nil)
    #expect(options.describeJSON == nil)
    #expect(options.format == .text)
    #expect(options.graph == nil)
  }
}

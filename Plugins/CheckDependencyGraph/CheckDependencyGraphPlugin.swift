import Foundation
import PackagePlugin

/// `swift package check-dependency-graph [ARGUMENTS]`: runs NavigationKit's
/// navigationkit-check-dependency-graph on the package the command runs in, with the same
/// arguments and exit status as the tool (0 clean, 1 errors found, 2 bad rules, package or
/// arguments). Read-only; only `--init` writes (`dependency-rules.json`), which needs
/// `swift package --allow-writing-to-package-directory check-dependency-graph --init`.
/// `--tuist-graph graph.json` checks the Tuist project in the package's folder instead.
@main
struct CheckDependencyGraphPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "NavigationKitDependencyGraphCheck")
    // With --tuist-graph the graph is the Tuist project's, not this package's (a Tuist project
    // whose Package.swift only declares its dependencies).
    let tuist = arguments.contains { $0 == "--tuist-graph" }
    let description =
      tuist
      ? [] : ["--describe-json", try PackageDescriptionJSON(context.package).write(in: context)]
    exit(
      try ToolRun.run(
        tool.url, package: context.package.directoryURL, arguments: description + arguments,
        name: "check-dependency-graph"))
  }
}

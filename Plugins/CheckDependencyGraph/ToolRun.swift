import Foundation

/// Runs one of NavigationKit's tools on the package a command plugin runs in.
enum ToolRun {
  /// Runs `tool --package-path PACKAGE ARGUMENTS…` in the package's folder, so relative paths
  /// in the arguments are read from the package root, and returns its exit status. The tool
  /// writes to the plugin's own standard output and error.
  ///
  /// `--package-path` among the arguments is refused (exit 2): the plugin checks the package
  /// it runs in; `swift package --package-path DIR <verb>` runs it in another.
  static func run(_ tool: URL, package: URL, arguments: [String], name: String) throws -> Int32 {
    if arguments.contains(where: { $0 == "--package-path" || $0.hasPrefix("--package-path=") }) {
      FileHandle.standardError.write(
        Data(
          ("\(name): the plugin works on the package it runs in; to run it on another, use "
            + "`swift package --package-path DIR \(name)`\n").utf8))
      return 2
    }
    let process = Process()
    process.executableURL = tool
    process.arguments = ["--package-path", package.path] + arguments
    process.currentDirectoryURL = package
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }
}

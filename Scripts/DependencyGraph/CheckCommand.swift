import Foundation

/// The command `Scripts/check-dependency-graph` runs:
///
/// ```
/// check-dependency-graph [--package-path DIR] [--rules FILE]
///                        [--describe-json FILE | --tuist-graph FILE]
///                        [--format text|json] [--graph mermaid|dot] [--init]
/// ```
///
/// Exit status: 0 when no error was found (warnings do not fail), 1 on any error, 2 for a bad
/// rules file, a package that cannot be described, or wrong arguments.
public enum CheckCommand {
  /// Where the command writes.
  public struct Output: Sendable {
    /// Writes a line of results.
    public var write: @Sendable (String) -> Void
    /// Writes a line about a problem.
    public var writeError: @Sendable (String) -> Void

    /// Creates an output.
    public init(
      write: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void
    ) {
      self.write = write
      self.writeError = writeError
    }

    /// Standard output and standard error.
    public static var standard: Output {
      Output(
        write: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) },
        writeError: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
    }
  }

  static let usage = """
    usage: check-dependency-graph [--package-path DIR] [--rules FILE]
                                  [--describe-json FILE | --tuist-graph FILE]
                                  [--format text|json] [--graph mermaid|dot] [--init]
      --package-path DIR    the package to check (default: the current folder); with
                            --tuist-graph, the root of the Tuist or Xcode project
      --rules FILE          the rules file (default: DIR/dependency-rules.json)
      --describe-json FILE  the output of `swift package describe --type json`, instead of
                            running it
      --tuist-graph FILE    the output of `tuist graph --format json`: check the Tuist or
                            Xcode project's targets and their sources instead of a package
      --format json         findings as one JSON object instead of compiler-style lines
      --graph FORMAT        print the module graph as Mermaid or Graphviz DOT, and nothing else
      --init                write starter rules for the package (to --rules FILE, default
                            DIR/dependency-rules.json, which must not exist yet) and say what
                            they decided
    exit status: 0 clean (warnings allowed), 1 errors found, 2 bad rules, package or arguments
    """

  /// Runs the command and returns its exit status.
  public static func run(arguments: [String], output: Output) -> Int32 {
    let options: Options
    do {
      options = try Options.parse(arguments)
    } catch {
      output.writeError("error: \(error)")
      output.writeError(usage)
      return 2
    }
    if options.help {
      output.write(usage)
      return 0
    }
    let root = URL(fileURLWithPath: options.packagePath, isDirectory: true)
    let graph: PackageGraph
    if let tuistGraph = options.tuistGraph {
      do {
        let data = try Data(contentsOf: URL(fileURLWithPath: tuistGraph))
        graph = try PackageGraph(tuistGraphJSON: data, root: root)
      } catch let error as PackageGraphError {
        output.writeError("error: cannot read the Tuist graph \(tuistGraph): \(error)")
        return 2
      } catch {
        output.writeError(
          "error: cannot read the Tuist graph \(tuistGraph): \(error.localizedDescription)")
        return 2
      }
    } else {
      do {
        let data =
          try options.describeJSON.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
          ?? PackageDescriber.describe(root)
        graph = try PackageGraph(describeJSON: data)
      } catch {
        output.writeError("error: cannot read the package: \(error)")
        return 2
      }
    }
    if let format = options.graph {
      GraphRenderer(graph: graph).render(format).forEach(output.write)
      return 0
    }
    let rulesPath = options.rules ?? root.appendingPathComponent("dependency-rules.json").path
    if options.initialize {
      return initialize(graph: graph, root: root, rulesPath: rulesPath, output: output)
    }
    let rules: DependencyRules
    do {
      let data = try Data(contentsOf: URL(fileURLWithPath: rulesPath))
      rules = try DependencyRules(json: data, path: relative(rulesPath, to: root))
    } catch let error as RulesError {
      output.writeError("error: \(error)")
      return 2
    } catch {
      output.writeError(
        "error: cannot read the rules file \(rulesPath): \(error.localizedDescription)")
      return 2
    }
    let result = DependencyCheck(graph: graph, rules: rules, root: root).run()
    switch options.format {
    case .text:
      result.findings.map(\.description).forEach(output.write)
      output.write("check-dependency-graph: \(result.summary)")
    case .json:
      output.write(CheckReport(result).json)
    }
    return result.errors > 0 ? 1 : 0
  }

  /// `--init`: writes starter rules, then checks the package against them, so the summary says
  /// whether the graph follows them today.
  private static func initialize(
    graph: PackageGraph, root: URL, rulesPath: String, output: Output
  ) -> Int32 {
    let name = relative(rulesPath, to: root)
    guard !FileManager.default.fileExists(atPath: rulesPath) else {
      output.writeError(
        "error: \(name) exists already; --init writes rules only for a package that has none "
          + "(remove it to start over, or pass --rules with another path)")
      return 2
    }
    let starter = StarterRules(graph: graph, scans: SourceScanner(root: root).scan(graph.targets))
    let text = starter.json
    let rules: DependencyRules
    do {
      rules = try DependencyRules(json: Data(text.utf8), path: name)
    } catch {
      // The writer and the reader disagree: a bug here, never the package's fault.
      output.writeError("error: the starter rules do not read back: \(error)")
      return 2
    }
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: rulesPath), options: .withoutOverwriting)
    } catch {
      output.writeError(
        "error: cannot write \(rulesPath): \(error.localizedDescription) (through the package "
          + "plugin: swift package --allow-writing-to-package-directory check-dependency-graph "
          + "--init)")
      return 2
    }
    output.write("check-dependency-graph: wrote \(name) for \(graph.targets.count) targets:")
    starter.summary.forEach { output.write("  \($0)") }
    let result = DependencyCheck(graph: graph, rules: rules, root: root).run()
    output.write("check-dependency-graph: the check on these rules: \(result.summary)")
    if result.errors > 0 {
      result.findings.filter { $0.severity == .error }.map(\.description).forEach(output.write)
      output.write(
        "check-dependency-graph: the package breaks the starter rules where shown; fix it or edit "
          + "\(name)")
    }
    return 0
  }

  private static func relative(_ path: String, to root: URL) -> String {
    let base = root.standardizedFileURL.path + "/"
    let full = URL(fileURLWithPath: path).standardizedFileURL.path
    return full.hasPrefix(base) ? String(full.dropFirst(base.count)) : path
  }
}

import Foundation

/// The command `swift package --allow-writing-to-package-directory new-feature` runs (and
/// `Scripts/new-feature` for the sample app):
///
/// ```
/// navigationkit-new-feature [--package-path DIR] [--describe-json FILE] [--shape SHAPE] NAME
/// ```
///
/// It makes a feature target, its tests and its wiring where `feature-scaffold.json` says
/// (writing that file first, from what it finds, when the package has none), declares the
/// targets in `Package.swift`, and prints what it did. Exit status: 0 done; 1 the feature was
/// made but `swift format` could not format it; 2 a bad name or option, a feature that exists, a
/// package it cannot read or edit — and then nothing was changed.
enum NewFeatureCommand {
  /// Where the command writes.
  struct Output: Sendable {
    var write: @Sendable (String) -> Void
    var writeError: @Sendable (String) -> Void

    static var standard: Output {
      Output(
        write: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) },
        writeError: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
    }
  }

  static let usage = """
    usage: new-feature [--package-path DIR] [--describe-json FILE] [--shape SHAPE] NAME
      NAME                  UpperCamelCase ASCII letters and digits, such as Profile
      --shape SHAPE         list-detail (a list, each item's detail, an editor sheet; the
                            default) or single-screen (one screen and its editor sheet, which
                            needs login)
      --package-path DIR    the package to add the feature to (default: the current folder)
      --describe-json FILE  the output of `swift package describe --type json`, instead of
                            running it (read only when feature-scaffold.json is missing)
      --no-format           leave the new files unformatted (default: `swift format` them when
                            the package has a .swift-format)
    exit status: 0 done, 1 made but not formatted, 2 nothing changed (bad name, a feature that
    exists, a package that cannot be read or edited)
    """

  struct Options {
    var packagePath = "."
    var describeJSON: String?
    var shape = FeatureTemplate.shapes[0]
    var format = true
    var name: String?
    var help = false

    static func parse(_ arguments: [String]) throws(ScaffoldError) -> Options {
      var options = Options()
      var remaining = arguments[...]
      func value(for option: String) throws(ScaffoldError) -> String {
        guard let value = remaining.popFirst(), !value.isEmpty else {
          throw ScaffoldError("\(option) needs a value")
        }
        return value
      }
      while let argument = remaining.popFirst() {
        switch argument {
        case "--package-path": options.packagePath = try value(for: argument)
        case "--describe-json": options.describeJSON = try value(for: argument)
        case "--shape":
          let shape = try value(for: argument)
          guard FeatureTemplate.shapes.contains(shape) else {
            throw ScaffoldError(
              "no shape '\(shape)': use \(FeatureTemplate.shapes.joined(separator: " or "))")
          }
          options.shape = shape
        case "--no-format": options.format = false
        case "--help", "-h": options.help = true
        default:
          guard !argument.hasPrefix("-"), options.name == nil else {
            throw ScaffoldError("unexpected argument '\(argument)'")
          }
          options.name = argument
        }
      }
      return options
    }
  }

  /// Runs the command and returns its exit status.
  static func run(arguments: [String], output: Output) -> Int32 {
    do {
      let options = try Options.parse(arguments)
      if options.help {
        output.write(usage)
        return 0
      }
      guard let name = options.name else {
        throw ScaffoldError("name the feature, such as Profile")
      }
      let root = URL(fileURLWithPath: options.packagePath, isDirectory: true).standardizedFileURL
      let plan = try Scaffold.plan(
        name: try FeatureName(name), shape: options.shape, root: root,
        describeJSON: options.describeJSON)
      try plan.apply()
      plan.report.forEach(output.write)
      if options.format, let failure = plan.format() {
        output.writeError("new-feature: the feature is made, but \(failure)")
        return 1
      }
      return 0
    } catch {
      output.writeError("new-feature: \(error); nothing was changed")
      if arguments.isEmpty { output.writeError(usage) }
      return 2
    }
  }
}

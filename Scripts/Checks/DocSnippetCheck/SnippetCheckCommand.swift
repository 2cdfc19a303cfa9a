import Foundation
import Synchronization

/// The command `Scripts/check-doc-snippets` runs: reads every Swift block of the README and of
/// every DocC catalog, type-checks each block as a module of its own against the package's
/// modules, two at a time, and reports errors at the Markdown file and line.
///
/// Usage: `DocSnippetCheck --package-path ROOT --modules DIR [--import MODULE]… [--list]`
///
/// Exit status: 0 every snippet compiles, 1 a snippet does not compile or a Markdown file
/// cannot be read, 2 wrong arguments or the compiler cannot run.
enum SnippetCheckCommand {
  /// What the command was asked.
  struct Options: Hashable, Sendable {
    var packagePath = "."
    var modules: String?
    var imports: [String] = []
    var list = false
  }

  /// Runs the command.
  ///
  /// - Returns: The exit status.
  static func run(
    arguments: [String], output: (String) -> Void, errors: (String) -> Void
  ) -> Int32 {
    guard let options = parse(arguments) else {
      errors(
        "usage: DocSnippetCheck --package-path ROOT --modules DIR [--import MODULE]... [--list]")
      return 2
    }
    let root = URL(fileURLWithPath: options.packagePath)
    var failed = false
    var checked: [DocSnippet] = []
    var skipped = 0
    let documents = documents(in: root)
    for document in documents {
      do {
        let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
        for snippet in try DocSnippet.parse(text, file: document) {
          if let reason = snippet.partial {
            output("skipped \(snippet.location): partial \"\(reason)\"")
            skipped += 1
          } else {
            checked.append(snippet)
            if options.list { output("snippet \(snippet.location)") }
          }
        }
      } catch {
        errors("\(error)")
        failed = true
      }
    }
    guard let modules = options.modules, !options.list else { return failed ? 1 : 0 }
    let source = SnippetSource(imports: options.imports)
    let snippets = checked
    let results = Mutex([Result](repeating: .success, count: checked.count))
    DispatchQueue.concurrentPerform(iterations: checked.count) { index in
      let result = typecheck(
        source.source(for: snippets[index]), of: snippets[index], modules: modules, in: root)
      results.withLock { $0[index] = result }
    }
    for (snippet, result) in zip(checked, results.withLock { $0 }) {
      switch result {
      case .success: break
      case .failure(let diagnostics):
        errors(diagnostics + "\(snippet.location): error: this Swift block does not compile\n")
        failed = true
      case .cannotRun(let reason):
        errors("check-doc-snippets: \(reason)")
        return 2
      }
    }
    if failed { return 1 }
    output(
      "check-doc-snippets: \(checked.count) Swift blocks of \(documents.count) Markdown files "
        + "compile; \(skipped) partial blocks skipped")
    return 0
  }

  static func parse(_ arguments: [String]) -> Options? {
    var options = Options()
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--list": options.list = true
      case "--package-path", "--modules", "--import":
        guard let value = rest.popFirst() else { return nil }
        if argument == "--package-path" { options.packagePath = value }
        if argument == "--modules" { options.modules = value }
        if argument == "--import" { options.imports.append(value) }
      default: return nil
      }
    }
    return options.list || options.modules != nil ? options : nil
  }

  /// The Markdown files outside DocC catalogs whose blocks are checked, when they exist: the
  /// library's README, the sample app's and the contributors' guide.
  static let topLevelDocuments = ["README.md", "App/README.md", "CONTRIBUTING.md"]

  /// ``topLevelDocuments`` that exist and every Markdown file of every DocC catalog, relative
  /// to `root`: `README.md` first, then the others sorted.
  static func documents(in root: URL) -> [String] {
    var found: [String] = topLevelDocuments.filter {
      FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path)
    }
    let walker = FileManager.default.enumerator(
      at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
    while let url = walker?.nextObject() as? URL {
      let name = url.lastPathComponent
      if name.hasPrefix(".build") || name == "Benchmarks" || name == "Fuzz" {
        walker?.skipDescendants()
        continue
      }
      let relative = String(
        url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
      if name.hasSuffix(".md"),
        relative.split(separator: "/").contains(where: { $0.hasSuffix(".docc") })
      {
        found.append(relative)
      }
    }
    return found.sorted { $0 == "README.md" || ($1 != "README.md" && $0 < $1) }
  }

  /// What compiling one Markdown file's snippets gave.
  enum Result: Hashable, Sendable {
    case success
    case failure(String)
    case cannotRun(String)
  }

  /// Type-checks `source` as a module of its own against the modules in `modules`.
  static func typecheck(
    _ source: String, of snippet: DocSnippet, modules: String, in root: URL
  ) -> Result {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("doc-snippets-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let file = scratch.appendingPathComponent("Snippets.swift")
    let log = scratch.appendingPathComponent("log")
    do {
      try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
      try Data(source.utf8).write(to: file)
      try Data().write(to: log)
      let handle = try FileHandle(forWritingTo: log)
      defer { try? handle.close() }
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [
        "swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6",
        "-enable-upcoming-feature", "ExistentialAny", "-suppress-warnings",
        "-diagnostic-style=llvm", "-module-name", "DocSnippets", "-I", modules, file.path,
      ]
      process.currentDirectoryURL = root
      process.standardOutput = handle
      process.standardError = handle
      try process.run()
      process.waitUntilExit()
      let diagnostics = String(decoding: try Data(contentsOf: log), as: UTF8.self)
      return process.terminationStatus == 0 ? .success : .failure(diagnostics)
    } catch {
      return .cannotRun("cannot type-check \(snippet.location): \(error)")
    }
  }
}

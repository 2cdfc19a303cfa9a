import Foundation

/// `Scripts/check-availability`: fails when code an app builds uses a standard-library,
/// Foundation, Observation (or the package's own) API newer than the manifest's Apple
/// platforms, outside an `if #available` or `@available` that guarantees it.
///
/// Linux does not check Apple availability, but its toolchain's modules carry Apple's
/// `@available` attributes. The command compiles each target an app builds
/// (``PackagePlan/appFolders``) with the compiler's syntax dump, which names every declaration
/// and type each line uses, extracts the toolchain modules' symbol graphs, which give every
/// declaration's availability, and joins the two.
public enum AvailabilityCommand {
  /// The toolchain modules whose availability the check knows: those app code may import
  /// (directly or through Foundation) and the ones the standard library implicitly brings.
  public static let toolchainModules = [
    "Swift", "_Concurrency", "_StringProcessing", "Foundation", "FoundationEssentials",
    "FoundationInternationalization", "Observation", "Synchronization", "Dispatch",
    "RegexBuilder",
  ]

  /// Runs the check with command-line `arguments`, writing findings and a summary to
  /// `output` and problems to `errors`.
  ///
  /// - Returns: 0 when nothing is newer than the platforms, 1 with findings, 2 when the check
  ///   cannot run (bad arguments, a target that does not compile, a missing tool).
  public static func run(
    arguments: [String], output: (String) -> Void, errors: (String) -> Void
  ) -> Int32 {
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    var roots: [URL] = []
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--package-path":
        guard let path = remaining.popFirst() else {
          errors("check-availability: --package-path needs a folder")
          return 2
        }
        roots.append(URL(fileURLWithPath: path, relativeTo: current).standardizedFileURL)
      case "-h", "--help":
        output(usage)
        return 0
      default:
        errors("check-availability: unknown argument \(argument)\n\(usage)")
        return 2
      }
    }
    do {
      let (plans, findings, referenceCount) = try check(roots.isEmpty ? [current] : roots)
      findings.forEach { output($0.description) }
      let described = Set(plans.map(\.platforms)).map { platforms in
        platforms.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
          .joined(separator: ", ")
      }.sorted()
      let count = plans.reduce(0) { $0 + $1.targets.count }
      let targets = count == 1 ? "1 target" : "\(count) targets"
      output(
        "check-availability: \(targets), \(referenceCount) references "
          + "checked against \(described.joined(separator: "; ")): "
          + (findings.isEmpty
            ? "none newer than the platforms"
            : "\(findings.count) newer than the platforms"))
      return findings.isEmpty ? 0 : 1
    } catch {
      errors("check-availability: \(error)")
      return 2
    }
  }

  static let usage = """
    Usage: Scripts/check-availability [--package-path PATH]...
    Fails (exit 1) when a target under \(PackagePlan.appFolders.joined(separator: " or ")) uses \
    an API newer than its manifest's Apple platforms outside a matching if #available or \
    @available, each at file:line:column. Packages are checked in order, each seeing the \
    modules of those before it (a library, then an app that depends on it); folders and \
    paths are relative to the first. Exit 2 when the check cannot run.
    """

  /// Plans, compiles and checks the packages at `roots`, in order: each package's targets
  /// find the modules of the packages before it, and source paths are relative to the first.
  static func check(
    _ roots: [URL]
  ) throws -> (plans: [PackagePlan], findings: [AvailabilityFinding], references: Int) {
    guard let base = roots.first else { return ([], [], 0) }
    let plans = try roots.map { root in
      try PackagePlan(
        manifest: swiftPackage(["dump-package"], at: root),
        description: swiftPackage(["describe", "--type", "json"], at: root),
        prefix: prefix(of: root, in: base))
    }
    let (findings, references) = try check(
      plans, root: base, toolchainModules: toolchainModules)
    return (plans, findings, references)
  }

  /// `root`'s path relative to `base`, ending in `/`; empty for `base` itself, the absolute
  /// path for a folder outside it.
  static func prefix(of root: URL, in base: URL) -> String {
    let path = root.standardizedFileURL.path
    let basePath = base.standardizedFileURL.path
    if path == basePath { return "" }
    if path.hasPrefix(basePath + "/") { return String(path.dropFirst(basePath.count + 1)) + "/" }
    return path + "/"
  }

  /// Compiles every plan's targets, in order, and checks each plan's against its own
  /// platforms; the declarations of every package are known to the ones after it.
  static func check(
    _ plans: [PackagePlan], root: URL, toolchainModules: [String]
  ) throws -> (findings: [AvailabilityFinding], references: Int) {
    try check(
      plans.map { ($0.targets, $0.platforms) }, root: root, toolchainModules: toolchainModules)
  }

  /// Compiles each package's `targets` (in dependency order, sources relative to `root`), the
  /// packages in order, and checks each package's against its `platforms`, knowing the
  /// availability of `toolchainModules`.
  ///
  /// - Returns: The findings, and how many references were checked.
  static func check(
    _ packages: [(targets: [PackagePlan.Target], platforms: [ApplePlatform: PlatformVersion])],
    root: URL, toolchainModules: [String]
  ) throws -> (findings: [AvailabilityFinding], references: Int) {
    var findings: [AvailabilityFinding] = []
    var references = 0
    try withCompiledTargets(
      packages.enumerated().map { index, package in
        (package.targets, "checkavailability\(index)")
      }, root: root, toolchainModules: toolchainModules
    ) { dump, table, typeNames in
      for package in packages {
        let files = Set(package.targets.flatMap(\.sources))
        let own = dump.references.filter { files.contains($0.file) }
        let check = AvailabilityCheck(
          platforms: package.platforms, table: table, typeNames: typeNames)
        findings += check.findings(in: own) { file in
          (try? [UInt8](Data(contentsOf: root.appendingPathComponent(file)))) ?? []
        }
        references += own.count
      }
    }
    return (findings.sorted(), references)
  }

  /// Compiles each package's targets (in dependency order, sources relative to `root`, with
  /// the package's name), the packages in order into one folder of modules, and gives `body`
  /// their syntax dump, the availability table of their declarations and of
  /// `toolchainModules`, and the qualified names of the types the dump references.
  static func withCompiledTargets(
    _ packages: [(targets: [PackagePlan.Target], packageName: String)], root: URL,
    toolchainModules: [String],
    _ body: (SyntaxDump, AvailabilityTable, [String: [String]]) throws -> Void
  ) throws {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("check-availability-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }

    let toolchain = try Toolchain()
    var dump = SyntaxDump()
    for package in packages {
      for target in package.targets {
        try compile(
          target, packageName: package.packageName, toolchain: toolchain, root: root,
          scratch: scratch, into: &dump)
      }
    }
    var table = AvailabilityTable()
    try addSymbolGraphs(of: toolchainModules, toolchain: toolchain, to: &table, scratch: scratch)
    let ownUSRs = dump.declarations.map(\.usr).filter { $0.hasPrefix("s:") }
    let ownNames = try Demangler.demangle(ownUSRs.map { "$s" + $0.dropFirst(2) }, simplified: true)
    table.addDeclarations(
      dump.declarations,
      names: Dictionary(
        ownUSRs.compactMap { usr in ownNames["$s" + usr.dropFirst(2)].map { (usr, $0) } },
        uniquingKeysWith: { first, _ in first }))
    let mangledTypes = Set(
      dump.references.compactMap { reference -> String? in
        if case .mangledType(let mangled) = reference.target { mangled } else { nil }
      })
    let demangled = try Demangler.demangle(Array(mangledTypes) + table.typeManglings)
    table.resolveTypeNames(with: demangled)
    let typeNames = mangledTypes.reduce(into: [String: [String]]()) { names, mangled in
      names[mangled] = demangled[mangled].map(AvailabilityCheck.qualifiedNames(in:))
    }
    try body(dump, table, typeNames)
  }

  /// Emits `target`'s module for the targets after it and adds its syntax dump. Every target
  /// of one package has the same `packageName`, which `package` access needs.
  static func compile(
    _ target: PackagePlan.Target, packageName: String, toolchain: Toolchain, root: URL,
    scratch: URL, into dump: inout SyntaxDump
  ) throws {
    let modules = scratch.appendingPathComponent("modules").path
    let common =
      target.flags + [
        "-module-name", target.name, "-package-name", packageName, "-I", modules,
        "-DSWIFT_PACKAGE", "-DDEBUG",
      ] + (target.isExecutable ? [] : ["-parse-as-library"])
    if !target.isExecutable {
      try FileManager.default.createDirectory(
        atPath: modules, withIntermediateDirectories: true)
      try compiler(
        [
          "swiftc", "-emit-module", "-emit-module-path", "\(modules)/\(target.name).swiftmodule",
          "-experimental-skip-non-inlinable-function-bodies",
        ] + common + target.sources,
        target: target, root: root)
    }
    // The frontend writes one dump per primary file, apart from its diagnostics.
    let outputs = target.sources.indices.map {
      scratch.appendingPathComponent("\(target.name)-\($0).json")
    }
    try compiler(
      ["swiftc", "-frontend", "-dump-ast", "-dump-ast-format", "json"] + toolchain.frontendFlags
        + common
        + target.sources.flatMap { ["-primary-file", $0] } + outputs.flatMap { ["-o", $0.path] },
      target: target, root: root)
    for output in outputs { try dump.add(json: Data(contentsOf: output)) }
  }

  private static func compiler(
    _ arguments: [String], target: PackagePlan.Target, root: URL
  ) throws {
    let run = try ToolRun(arguments, in: root)
    guard run.status == 0 else {
      throw ToolRun.Failure(description: "\(target.name) does not compile:\n\(run.errorText)")
    }
  }

  /// Extracts `modules`' symbol graphs from the toolchain and adds them to `table`.
  static func addSymbolGraphs(
    of modules: [String], toolchain: Toolchain, to table: inout AvailabilityTable, scratch: URL
  ) throws {
    let graphs = scratch.appendingPathComponent("symbol-graphs")
    try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
    for module in modules {
      let run = try ToolRun([
        "swift-symbolgraph-extract", "-module-name", module, "-target", toolchain.triple,
        "-output-dir", graphs.path, "-minimum-access-level", "public", "-skip-inherited-docs",
      ])
      // A module this toolchain lacks cannot be imported, so there is nothing to check.
      if run.status != 0, run.errorText.contains("could not load module") { continue }
      guard run.status == 0 else {
        throw ToolRun.Failure(description: "cannot extract \(module)'s symbols: \(run.errorText)")
      }
    }
    try table.addSymbolGraphs(
      FileManager.default.contentsOfDirectory(atPath: graphs.path).sorted().map {
        try Data(contentsOf: graphs.appendingPathComponent($0))
      })
  }

  /// What the compiler's frontend needs that its driver would pass: the target, and where the
  /// macro plugins (`@Observable`) are.
  struct Toolchain {
    let triple: String
    let frontendFlags: [String]

    init() throws {
      let info = try ToolRun(["swiftc", "-print-target-info"])
      guard info.status == 0,
        let object = try JSONSerialization.jsonObject(with: info.output) as? [String: Any],
        let triple = (object["target"] as? [String: Any])?["triple"] as? String,
        let resources = (object["paths"] as? [String: Any])?["runtimeResourcePath"] as? String
      else {
        throw ToolRun.Failure(description: "`swiftc -print-target-info` failed: \(info.errorText)")
      }
      self.triple = triple
      var flags = ["-target", triple, "-plugin-path", resources + "/host/plugins"]
      let host = URL(fileURLWithPath: resources).appendingPathComponent("host")
      for server in ["libSwiftInProcPluginServer.so", "libSwiftInProcPluginServer.dylib"]
      where FileManager.default.fileExists(atPath: host.appendingPathComponent(server).path) {
        flags += ["-in-process-plugin-server-path", host.appendingPathComponent(server).path]
      }
      frontendFlags = flags
    }
  }

  private static func swiftPackage(_ arguments: [String], at root: URL) throws -> Data {
    let run = try ToolRun(["swift", "package", "--package-path", root.path] + arguments)
    guard run.status == 0 else {
      throw ToolRun.Failure(description: "`swift package \(arguments[0])` failed: \(run.errorText)")
    }
    return run.output
  }
}

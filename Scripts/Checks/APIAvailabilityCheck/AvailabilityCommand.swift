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
    var root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--package-path":
        guard let path = remaining.popFirst() else {
          errors("check-availability: --package-path needs a folder")
          return 2
        }
        root = URL(fileURLWithPath: path, relativeTo: root).standardizedFileURL
      case "-h", "--help":
        output(usage)
        return 0
      default:
        errors("check-availability: unknown argument \(argument)\n\(usage)")
        return 2
      }
    }
    do {
      let (plan, findings, referenceCount) = try check(root)
      findings.forEach { output($0.description) }
      let platforms = plan.platforms.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
      let targets = plan.targets.count == 1 ? "1 target" : "\(plan.targets.count) targets"
      output(
        "check-availability: \(targets), \(referenceCount) references "
          + "checked against \(platforms.joined(separator: ", ")): "
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
    Usage: Scripts/check-availability [--package-path PATH]
    Fails (exit 1) when a target under \(PackagePlan.appFolders.joined(separator: " or ")) uses \
    an API newer than the manifest's Apple platforms outside a matching if #available or \
    @available, each at file:line:column. Exit 2 when the check cannot run.
    """

  /// Plans, compiles and checks the package at `root`.
  static func check(
    _ root: URL
  ) throws -> (plan: PackagePlan, findings: [AvailabilityFinding], references: Int) {
    let plan = try PackagePlan(
      manifest: swiftPackage(["dump-package"], at: root),
      description: swiftPackage(["describe", "--type", "json"], at: root))
    let (findings, references) = try check(
      plan.targets, platforms: plan.platforms, root: root, toolchainModules: toolchainModules)
    return (plan, findings, references)
  }

  /// Compiles `targets` (in dependency order, sources relative to `root`) and checks them
  /// against `platforms`, knowing the availability of `toolchainModules`.
  ///
  /// - Returns: The findings, and how many references were checked.
  static func check(
    _ targets: [PackagePlan.Target], platforms: [ApplePlatform: PlatformVersion], root: URL,
    toolchainModules: [String]
  ) throws -> (findings: [AvailabilityFinding], references: Int) {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("check-availability-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }

    let toolchain = try Toolchain()
    var dump = SyntaxDump()
    for target in targets {
      try compile(target, toolchain: toolchain, root: root, scratch: scratch, into: &dump)
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
    let check = AvailabilityCheck(platforms: platforms, table: table, typeNames: typeNames)
    let findings = check.findings(in: dump.references) { file in
      (try? [UInt8](Data(contentsOf: root.appendingPathComponent(file)))) ?? []
    }
    return (findings, dump.references.count)
  }

  /// Emits `target`'s module for the targets after it and adds its syntax dump.
  static func compile(
    _ target: PackagePlan.Target, toolchain: Toolchain, root: URL, scratch: URL,
    into dump: inout SyntaxDump
  ) throws {
    let modules = scratch.appendingPathComponent("modules").path
    let common =
      target.flags + [
        "-module-name", target.name, "-package-name", "checkavailability", "-I", modules,
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

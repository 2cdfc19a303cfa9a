import Foundation
import Testing

@testable import APIAvailabilityCheck

/// The command on a package of its own: what it checks, what it prints and its exit status.
@Suite struct AvailabilityCommandTests {
  /// A package with one library under Modules/ and one tool under Scripts/, both using an
  /// iOS 18 API unguarded.
  private func plantedPackage(platforms: String) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("api-availability-package-\(UUID().uuidString)")
    let files = [
      "Package.swift": """
      // swift-tools-version: 6.1
      import PackageDescription

      let package = Package(
        name: "Planted",
        \(platforms)
        targets: [
          .target(name: "Lib", path: "Modules/Lib"),
          .executableTarget(name: "Tool", path: "Scripts/Tool"),
        ]
      )
      """,
      "Modules/Lib/Lib.swift": """
      public func decode(_ bytes: [UInt8]) -> String? {
        String(validating: bytes, as: UTF8.self)
      }
      """,
      "Scripts/Tool/main.swift": """
      print(String(validating: [65], as: UTF8.self) ?? "")
      """,
    ]
    for (path, text) in files {
      let file = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
    return root
  }

  private func run(_ arguments: [String]) -> (status: Int32, output: [String], errors: [String]) {
    var output: [String] = []
    var errors: [String] = []
    let status = AvailabilityCommand.run(
      arguments: arguments, output: { output.append($0) }, errors: { errors.append($0) })
    return (status, output, errors)
  }

  @Test func reportsAPlantedFaultInCodeAnAppBuildsAtItsLine() throws {
    let root = try plantedPackage(platforms: "platforms: [.iOS(.v17), .macOS(.v14)],")
    defer { try? FileManager.default.removeItem(at: root) }
    let result = run(["--package-path", root.path])
    #expect(result.status == 1, "\(result)")
    #expect(
      result.output.first?.hasPrefix(
        "Modules/Lib/Lib.swift:2:3: error: String.init(validating:as:) needs iOS 18 and macOS 15, "
          + "but the package supports iOS 17 and macOS 14") == true, "\(result.output)")
    // The tool under Scripts/ is not shipped to apps.
    #expect(!result.output.contains { $0.contains("Scripts/") }, "\(result.output)")
    #expect(
      result.output.last?.hasPrefix("check-availability: 1 target, ") == true
        && result.output.last?.hasSuffix(
          "checked against iOS 17, macOS 14: 1 newer than the platforms")
          == true,
      "\(result.output)")
  }

  @Test func cannotRunWithoutAnApplePlatform() throws {
    let root = try plantedPackage(platforms: "")
    defer { try? FileManager.default.removeItem(at: root) }
    let result = run(["--package-path", root.path])
    #expect(result.status == 2)
    #expect(result.errors.joined().contains("declares no Apple platform"), "\(result.errors)")
  }

  @Test func rejectsUnknownArguments() {
    let result = run(["--fast"])
    #expect(result.status == 2)
    #expect(result.errors.first?.hasPrefix("check-availability: unknown argument --fast") == true)
  }
}

import Foundation
import Testing

@testable import NavigationKitDependencyGraphCheck

/// Where findings about declarations point in `Package.swift`.
@Suite struct CheckManifestLocationTests {
  @Test func findingPointsAtTheQuoteOfTheTargetsName() throws {
    var fixture = CheckFixture.standard
    fixture.declare("App", ["Composition", "Core", "FeatureB"])
    fixture.write("import FeatureB\n", in: "App")
    let declared = try fixture.findings().filter { $0.path == "Package.swift" }
    #expect(declared.map(\.line) == [fixture.manifestLine(of: "App")])
    #expect(declared.map(\.column) == [29])
    #expect(
      declared.map(\.description) == [
        "Package.swift:11:29: error: App depends on FeatureB: executable may depend only on "
          + "composition, core [layers-executable]"
      ])
  }

  @Test func targetNeverNamedInThePackageManifestIsReportedOnLineOne() throws {
    var fixture = CheckFixture.standard
    fixture.declare("FeatureA", ["Core", "FeatureB"])
    fixture.write("import FeatureB\n", in: "FeatureA")
    fixture.manifest = "// swift-tools-version: 6.1\nimport PackageDescription\n"
    let declared = try fixture.findings().filter { $0.path == "Package.swift" }
    #expect(declared.map { "\($0.line):\($0.column) \($0.rule)" } == ["1:1 independent-features"])
  }

  /// A product named like the target is declared before the target, as in the real package.
  @Test func findingPointsAtTheTargetNotAProductOfTheSameName() throws {
    var fixture = CheckFixture.standard
    fixture.declare("Core", ["FeatureA"])
    fixture.write("import FeatureA\n", in: "Core")
    fixture.manifest = fixture.manifestText.replacingOccurrences(
      of: "  targets: [\n",
      with:
        "  products: [\n    .library(name: \"Core\", targets: [\"Core\"]),\n  ],\n  targets: [\n")
    let layers = try fixture.findings().filter {
      $0.path == "Package.swift" && $0.rule == "layers-core"
    }
    #expect(layers.count == 1)
    #expect(layers.map(\.line) == [fixture.manifestLine(of: "Core")])
  }

  /// FeatureA's line lists FeatureB as a dependency before FeatureB's own declaration.
  @Test func findingPointsAtTheTargetNotAnEarlierDependencyOnIt() throws {
    var fixture = CheckFixture.standard
    fixture.declare("FeatureA", ["Core", "FeatureB"])
    fixture.declare("FeatureB", ["Core", "FeatureA"])
    fixture.write("import Core\n", to: "FeatureB.swift", in: "FeatureB")
    let aboutB = try fixture.findings().filter { $0.message.hasPrefix("FeatureB ") }
    #expect(aboutB.count == 2)
    #expect(aboutB.map(\.line) == [9, 9])
  }

  /// Targets declared in a loop over `let features = ["FeatureA", "FeatureB"]`, as in the real
  /// package: the finding is on that line, at the quote of the name it is about.
  @Test func columnIsTheQuoteOfTheNameNotTheFirstQuoteOnTheLine() throws {
    var fixture = CheckFixture.standard
    fixture.declare("FeatureB", ["Core", "FeatureA"])
    fixture.write("import FeatureA\n", in: "FeatureB")
    fixture.manifest = """
      // swift-tools-version: 6.1
      import PackageDescription

      let features = ["FeatureA", "FeatureB"]

      """
    let declared = try fixture.findings().filter { $0.path == "Package.swift" }
    #expect(declared.map(\.line) == [4])
    #expect(declared.map(\.column) == [29])
  }

  /// A package named like its app target (`MyApp` of package `MyApp`): the finding is at the
  /// target's declaration, not at the package's `name:` above it.
  @Test func findingPointsAtTheTargetNotAPackageOfTheSameName() throws {
    var fixture = CheckFixture.standard
    fixture.declare("App", ["Composition", "Core", "FeatureB"])
    fixture.write("import FeatureB\n", in: "App")
    fixture.manifest = fixture.manifestText.replacingOccurrences(
      of: "name: \"Fixture\"", with: "name: \"App\"")
    let declared = try fixture.findings().filter { $0.path == "Package.swift" }
    #expect(declared.map(\.line) == [fixture.manifestLine(of: "App")])
    #expect(declared.map(\.line) != [5])
    #expect(declared.map(\.column) == [fixture.manifestColumn(of: "App")])
  }

  /// A declaration over several lines, after a product, a dependency on the target and a
  /// comment that all name it: the finding is at the declaration's own `name:`.
  @Test func findingPointsAtAMultiLineDeclarationPastEveryOtherMention() throws {
    var fixture = CheckFixture.standard
    fixture.declare("Core", ["FeatureA"])
    fixture.write("import FeatureA\n", in: "Core")
    fixture.manifest = """
      // swift-tools-version: 6.1
      import PackageDescription

      let package = Package(
        name: "Core",
        products: [.library(name: "Core", targets: ["Core"])],
        targets: [
          .target(name: "Composition", dependencies: [.target(name: "Core")]),
          // .target(name: "Core") was here
          .target(
            name: "Core",
            dependencies: ["FeatureA"]),
        ]
      )

      """
    let layers = try fixture.findings().filter {
      $0.path == "Package.swift" && $0.rule == "layers-core"
    }
    #expect(layers.map { "\($0.line):\($0.column)" } == ["11:13"])
  }

  /// A target declared with a name held in a constant is found where the constant is set,
  /// never at the package's name.
  @Test func targetNamedByAConstantIsFoundAtTheConstant() throws {
    var fixture = CheckFixture.standard
    fixture.declare("App", ["Composition", "Core", "FeatureB"])
    fixture.write("import FeatureB\n", in: "App")
    fixture.manifest = """
      // swift-tools-version: 6.1
      import PackageDescription

      let package = Package(name: "App", targets: [])
      let app = "App"
      package.targets.append(.executableTarget(name: app))

      """
    let declared = try fixture.findings().filter { $0.path == "Package.swift" }
    #expect(declared.map { "\($0.line):\($0.column)" } == ["5:11"])
  }
}

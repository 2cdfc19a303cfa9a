import Foundation
import Testing

@testable import NavigationKitDependencyGraphCheck

/// Modules from outside the package: each layer's toolchain, fenced modules, forbidden ones.
@Suite struct CheckToolchainTests {
  static let swiftUIFence =
    "Core imports SwiftUI: SwiftUI is imported only in files fenced whole by #if canImport(SwiftUI)"

  @Test func coreImportingCombineIsAnError() throws {
    var fixture = CheckFixture.standard
    fixture.write("import Foundation\nimport Combine\n", in: "Core")
    #expect(
      try fixture.findings() == [
        fixture.importFinding(
          "Core", line: 2, column: 8,
          "Core imports Combine: core may import only Foundation, Observation",
          rule: "toolchain-core")
      ])
  }

  @Test func coreMayImportItsToolchain() throws {
    var fixture = CheckFixture.standard
    fixture.write("import Foundation\npublic import Observation\n", in: "Core")
    #expect(try fixture.findings() == [])
  }

  @Test func unfencedSwiftUIInCoreIsAnError() throws {
    var fixture = CheckFixture.standard
    fixture.write("import SwiftUI\n\nstruct V {}\n", in: "Core")
    #expect(
      try fixture.findings() == [
        fixture.importFinding("Core", line: 1, column: 8, Self.swiftUIFence, rule: "fenced-core")
      ])
  }

  static let fencedWhole = [
    "#if canImport(SwiftUI)\nimport SwiftUI\n\nstruct V {}\n#endif\n",
    "// A view.\n\n#if canImport(SwiftUI)\n  import SwiftUI\n\n  struct V {}\n#endif  // canImport\n",
    "/* header */\n#if canImport( SwiftUI )\nimport SwiftUI\n#if os(iOS)\nstruct V {}\n#endif\n#endif\n",
    "#if canImport(SwiftUI)\nimport SwiftUI\n#endif",
  ]

  @Test(arguments: fencedWhole)
  func swiftUIInAFileFencedWholeIsAllowed(_ source: String) throws {
    var fixture = CheckFixture.standard
    fixture.write(source, in: "Core")
    #expect(try fixture.findings() == [])
  }

  static let notFencedWhole: [ImportFormCase] = [
    ImportFormCase("#if os(iOS)\nimport SwiftUI\n#endif\n", 2, 8),
    ImportFormCase("#if canImport(SwiftUI)\nimport SwiftUI\n#endif\n\nstruct V {}\n", 2, 8),
    ImportFormCase("import Foundation\n#if canImport(SwiftUI)\nimport SwiftUI\n#endif\n", 3, 8),
    ImportFormCase("#if canImport(SwiftUI)\nimport SwiftUI\n#else\nstruct V {}\n#endif\n", 2, 8),
    ImportFormCase(
      "#if canImport(SwiftUI)\nimport SwiftUI\n#elseif os(Linux)\nstruct V {}\n#endif\n", 2, 8),
    ImportFormCase("#if !canImport(SwiftUI)\n#else\nimport SwiftUI\n#endif\n", 3, 8),
    ImportFormCase("#if canImport(SwiftUI)\n#endif\nimport SwiftUI\n", 3, 8),
    ImportFormCase("#if canImport(SwiftUI) && os(iOS)\nimport SwiftUI\n#endif\n", 2, 8),
    ImportFormCase("#if canImport(UIKit)\nimport SwiftUI\n#endif\n", 2, 8),
  ]

  @Test(arguments: notFencedWhole)
  func swiftUINotFencedWholeByItsConditionIsAnError(_ form: ImportFormCase) throws {
    var fixture = CheckFixture.standard
    fixture.write(form.source, in: "Core")
    #expect(
      try fixture.findings() == [
        fixture.importFinding(
          "Core", line: form.line, column: form.column, Self.swiftUIFence, rule: "fenced-core")
      ])
  }

  /// The scanner reports conditions with white space removed; the rules may hold some.
  @Test func fenceConditionInTheRulesMayHoldWhiteSpace() throws {
    var fixture = CheckFixture.standard
    fixture.rules = fixture.rules.replacingOccurrences(
      of: "{\"SwiftUI\": \"canImport(SwiftUI)\"}", with: "{\"SwiftUI\": \"canImport( SwiftUI )\"}")
    fixture.write("#if canImport(SwiftUI)\nimport SwiftUI\n#endif\n", in: "Core")
    let findings = try fixture.findings()
    #expect(findings == [])
  }

  @Test func fencedRuleIsNamedAfterTheLayer() throws {
    var fixture = CheckFixture.standard
    fixture.write("import SwiftUI\n", in: "FeatureB")
    #expect(try fixture.findings().map(\.rule) == ["fenced-features"])
  }

  static let forbidden: [(target: String, source: String, line: Int, column: Int)] = [
    ("Core", "import UIKit\n", 1, 8),
    ("Core", "#if canImport(UIKit)\nimport UIKit\n#endif\n", 2, 8),
    ("FeatureA", "#if canImport(AppKit)\n@preconcurrency import AppKit\n#endif\n", 2, 24),
    ("App", "import AppKit\n", 1, 8),
    ("CoreTests", "#if canImport(UIKit)\nimport UIKit\n#endif\n", 2, 8),
    ("FeatureATests", "import struct UIKit.UIColor\n", 1, 15),
  ]

  @Test func forbiddenModulesAreErrorsEverywhere() throws {
    for (target, source, line, column) in Self.forbidden {
      var fixture = CheckFixture.standard
      fixture.write(source, in: target)
      let module = source.contains("UIKit") ? "UIKit" : "AppKit"
      #expect(
        try fixture.findings() == [
          fixture.importFinding(
            target, line: line, column: column,
            "\(target) imports \(module): \(module) is never imported", rule: "forbidden-modules")
        ])
    }
  }

  @Test func executableToolchainIsItsOwn() throws {
    var fixture = CheckFixture.standard
    fixture.write("#if canImport(Glibc)\nimport Glibc\n#else\nimport Darwin\n#endif\n", in: "App")
    fixture.write("import Observation\n", to: "Y.swift", in: "App")
    #expect(
      try fixture.findings() == [
        fixture.importFinding(
          "App", file: "Y.swift", line: 1, column: 8,
          "App imports Observation: executable may import only Darwin, Foundation, Glibc",
          rule: "toolchain-executable")
      ])
  }

  @Test func declaredProductMayBeImported() throws {
    var fixture = CheckFixture.standard
    fixture.update("App") { $0.productDependencies = ["ArgumentParser"] }
    fixture.write("import ArgumentParser\n", in: "App")
    fixture.write("import ArgumentParser\n", in: "Core")
    #expect(
      try fixture.findings() == [
        fixture.importFinding(
          "Core", line: 1, column: 8,
          "Core imports ArgumentParser: core may import only Foundation, Observation",
          rule: "toolchain-core")
      ])
  }

  @Test func testTargetToolchainAddsItsSubjects() throws {
    var fixture = CheckFixture.standard
    fixture.write(
      "import Foundation\nimport Observation\nimport Testing\nimport XCTest\nimport Combine\n",
      in: "FeatureATests")
    #expect(
      try fixture.findings() == [
        fixture.importFinding(
          "FeatureATests", line: 5, column: 8,
          "FeatureATests imports Combine: tests may import only Foundation, Observation, Testing, "
            + "XCTest",
          rule: "toolchain-tests")
      ])
  }

  @Test func testTargetMayImportItsSubjectsFencedModuleOnlyFenced() throws {
    var fixture = CheckFixture.standard
    fixture.write(
      "#if canImport(SwiftUI)\nimport SwiftUI\n#endif\n", to: "A.swift", in: "CoreTests")
    fixture.write("import SwiftUI\n", to: "B.swift", in: "CoreTests")
    #expect(
      try fixture.findings() == [
        fixture.importFinding(
          "CoreTests", file: "B.swift", line: 1, column: 8,
          "CoreTests imports SwiftUI: SwiftUI is imported only in files fenced whole by "
            + "#if canImport(SwiftUI)",
          rule: "fenced-tests")
      ])
  }
}

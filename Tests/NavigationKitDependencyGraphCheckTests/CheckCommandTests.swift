import Foundation
import Testing

@testable import NavigationKitDependencyGraphCheck

/// The command end to end: arguments, exit status, and what it writes where.
@Suite struct CheckCommandTests {
  static let forbiddenFeatureImport =
    "Sources/FeatureA/X.swift:1:8: error: FeatureA imports FeatureB: features must not depend on "
    + "each other [independent-features]"

  @Test func cleanPackageExitsZeroWithTheSummary() throws {
    let run = try CheckFixture.standard.runCommand()
    #expect(run.status == 0)
    #expect(run.errors == [])
    #expect(
      run.output == [
        "check-dependency-graph: 10 targets, 10 files, 22 imports: no errors, no warnings"
      ])
  }

  @Test func errorsExitOneAfterPrintingEachFinding() throws {
    var fixture = CheckFixture.standard
    fixture.write("import FeatureB\n", in: "FeatureA")
    let run = try fixture.runCommand()
    #expect(run.status == 1)
    #expect(run.errors == [])
    #expect(
      run.output == [
        Self.forbiddenFeatureImport,
        "check-dependency-graph: 10 targets, 11 files, 23 imports: 1 error, no warnings",
      ])
  }

  @Test func warningsAloneExitZero() throws {
    var fixture = CheckFixture.standard
    fixture.write("import Foundation\n", to: "FeatureB.swift", in: "FeatureB")
    let run = try fixture.runCommand()
    #expect(run.status == 0)
    #expect(
      run.output == [
        "Package.swift:9:19: warning: FeatureB declares a dependency on Core but never imports it "
          + "[unused-dependency]",
        "check-dependency-graph: 10 targets, 10 files, 22 imports: no errors, 1 warning",
      ])
  }

  @Test func jsonFormatPrintsOneObject() throws {
    var fixture = CheckFixture.standard
    fixture.write("import FeatureB\n", in: "FeatureA")
    let run = try fixture.runCommand(["--format", "json"])
    #expect(run.status == 1)
    #expect(
      run.output == [
        #"{"findings":[{"column":8,"line":1,"message":"FeatureA imports FeatureB: features must "#
          + #"not depend on each other","path":"Sources/FeatureA/X.swift","#
          + #""rule":"independent-features","severity":"error"}],"summary":{"errors":1,"files":11,"#
          + #""imports":23,"targets":10,"warnings":0}}"#
      ])
    let object = try JSONSerialization.jsonObject(with: Data((run.output.first ?? "").utf8))
    let report = try #require(object as? [String: Any])
    #expect(Set(report.keys) == ["findings", "summary"])
  }

  @Test func jsonFormatOfACleanPackage() throws {
    let run = try CheckFixture.standard.runCommand(["--format", "json"])
    #expect(run.status == 0)
    #expect(
      run.output == [
        #"{"findings":[],"summary":{"errors":0,"files":10,"imports":22,"targets":10,"warnings":0}}"#
      ])
  }

  @Test func rulesPathIsNamedRelativeToThePackage() throws {
    var fixture = CheckFixture.standard
    fixture.rulesPath = "config/rules.json"
    fixture.rules = fixture.rules.replacingOccurrences(of: #"["App"]"#, with: #"["App", "Ap"]"#)
    let run = try fixture.runCommand { root in
      ["--rules", root.appendingPathComponent("config/rules.json").path]
    }
    #expect(run.status == 1)
    #expect(
      run.output.first
        == "config/rules.json:28:1: error: pattern 'Ap' of layer 'executable' matches no target; "
        + "a typo would disable the rule [unmatched-pattern]")
  }

  @Test func badRulesFileExitsTwo() throws {
    var fixture = CheckFixture.standard
    fixture.rules = fixture.rules.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 2")
    let run = try fixture.runCommand()
    #expect(run.status == 2)
    #expect(run.output == [])
    #expect(
      run.errors == [
        "error: invalid rules file dependency-rules.json: version: only version 1 is understood"
      ])
  }

  @Test func unknownRulesKeyExitsTwo() throws {
    var fixture = CheckFixture.standard
    fixture.rules = fixture.rules.replacingOccurrences(of: "mayDependOn", with: "mayDependsOn")
    let run = try fixture.runCommand()
    #expect(run.status == 2)
    #expect(run.errors.first?.contains("layers[0]: unknown key 'mayDependsOn'") == true)
  }

  @Test func missingRulesFileExitsTwo() throws {
    let run = try CheckFixture.standard.runCommand(["--rules", "/nonexistent/rules.json"])
    #expect(run.status == 2)
    #expect(run.output == [])
    #expect(run.errors.count == 1)
    #expect(
      run.errors.first?.hasPrefix("error: cannot read the rules file /nonexistent/rules.json: ")
        == true)
  }

  @Test func describeJSONThatIsNoDescriptionExitsTwo() throws {
    let run = try CheckFixture.standard.withPackage { root in
      let file = root.appendingPathComponent("other.json")
      try Data(#"{"name": "Fixture", "products": []}"#.utf8).write(to: file)
      return CheckCommandRun(["--package-path", root.path, "--describe-json", file.path])
    }
    #expect(run.status == 2)
    #expect(run.output == [])
    #expect(
      run.errors == [
        "error: cannot read the package: not the output of `swift package describe --type json`"
      ])
  }

  @Test func missingDescribeJSONExitsTwo() {
    let run = CheckCommandRun(["--describe-json", "/nonexistent/describe.json"])
    #expect(run.status == 2)
    #expect(run.errors.count == 1)
    #expect(run.errors.first?.hasPrefix("error: cannot read the package: ") == true)
  }
}

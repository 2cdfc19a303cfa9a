import Foundation
import Testing

@testable import NavigationKit

@Suite struct SnapshotVersionTests {
  static let tabs = [StoredJSON.tab("shelf", path: [StoredJSON.box("1")])]

  @Test func theCurrentVersionIsOne() {
    #expect(NavigationSnapshot.currentVersion == 1)
  }

  @Test(arguments: [2, 3, 1_000, Int.max])
  func aNewerVersionRestoresNothing(version: Int) throws {
    let data = StoredJSON.document(tabs: Self.tabs, version: "\(version)")

    let (snapshot, issues) = try makeCoder().decode(data)

    #expect(snapshot == nil)
    #expect(issues == [.newerVersion(version, supported: 1)])
    #expect(issues.allSatisfy { $0.restoredNothing })
  }

  @Test(arguments: [0, -1, -42, Int.min])
  func aVersionBelowOneIsNotASnapshot(version: Int) throws {
    let data = StoredJSON.document(tabs: Self.tabs, version: "\(version)")

    let (snapshot, issues) = try makeCoder().decode(data)

    #expect(snapshot == nil)
    #expect(issues == [.notASnapshot(reason: "version \(version)")])
  }

  @Test(arguments: ["1.5", "-0.5", #""1""#, "[1]", #"{"major":1}"#, "false"])
  func aVersionThatIsNotAnIntegerIsNotASnapshot(version: String) throws {
    let data = StoredJSON.document(tabs: Self.tabs, version: version)

    let (snapshot, issues) = try makeCoder().decode(data)

    #expect(snapshot == nil)
    #expect(issues == [.notASnapshot(reason: "no version number")])
  }

  @Test func versionOneRestores() throws {
    let (snapshot, issues) = try makeCoder().decode(StoredJSON.document(tabs: Self.tabs))

    #expect(snapshot?.tabs == [.init(id: "shelf", path: [Shelf.box("1")])])
    #expect(issues == [])
  }

  @Test func issueDescriptionsSayNothingWasRestored() {
    #expect(
      RestorationIssue.newerVersion(2, supported: 1).description
        == "snapshot version 2 is newer than the supported 1; nothing was restored")
    #expect(
      RestorationIssue.notASnapshot(reason: "not JSON").description
        == "not a navigation snapshot (not JSON); nothing was restored")
  }
}

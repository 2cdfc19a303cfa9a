import AppComposition
import FeatureOrders
import Foundation
import NavigationKit
import NavigationStateStore
import Testing

@MainActor
@Suite(.needsValidComposition) struct AppSessionTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("AppSessionTests-\(UUID().uuidString)")

  init() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  @Test func aSessionRestoresWhatTheLastOneSaved() throws {
    let file = folder.appendingPathComponent("navigation.json")
    let first = NavigationSession(app: try AppComposition.makeNavigator(), stateFile: file)
    #expect(try first.restoration?.get().outcome == .firstLaunch)
    #expect(first.open(try #require(URL(string: "myapp://orders/A-1"))).name == "navigated")
    try first.save()

    let second = NavigationSession(app: try AppComposition.makeNavigator(), stateFile: file)
    #expect(try second.restoration?.get().outcome == .restored)
    #expect(
      second.app.tabs.navigator(for: "orders")?.path == [
        OrdersDestination.detail(orderId: "A-1").erased
      ])
  }

  @Test func anUnusableStateFileIsReportedAndTheAppStillStarts() throws {
    let session = NavigationSession(app: try AppComposition.makeNavigator(), stateFile: folder)
    guard case .failure(.isADirectory) = session.restoration else {
      Issue.record("expected isADirectory, got \(String(describing: session.restoration))")
      return
    }
    #expect(session.open(try #require(URL(string: "myapp://catalog"))).name == "navigated")
  }

  @Test func aFileThatCouldNotBeUsedAtLaunchIsNeverWrittenLater() throws {
    let missing = folder.appendingPathComponent("later")
    let file = missing.appendingPathComponent("navigation.json")
    let session = NavigationSession(app: try AppComposition.makeNavigator(), stateFile: file)
    guard case .failure(let refusal) = session.restoration else {
      Issue.record("a missing folder is refused at launch")
      return
    }
    try FileManager.default.createDirectory(at: missing, withIntermediateDirectories: false)
    session.open(try #require(URL(string: "myapp://orders/A-1")))

    #expect(throws: refusal) { try session.save() }
    #expect(!FileManager.default.fileExists(atPath: file.path))
    session.saveInBackground()
    #expect(session.saveFailure == refusal)
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  @Test func withoutAStateFileNothingIsKept() throws {
    let session = NavigationSession(app: try AppComposition.makeNavigator(), stateFile: nil)
    #expect(session.restoration == nil)
    #expect(session.persistence == nil)
    try session.save()
  }
}

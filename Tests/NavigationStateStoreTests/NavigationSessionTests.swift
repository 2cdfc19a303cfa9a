import Foundation
import NavigationKit
import NavigationStateStore
import Testing

/// What an app's launch, foreground changes and links do through its one session.
@MainActor
@Suite struct NavigationSessionTests {
  let folder: TemporaryFolder
  let file: URL

  init() throws {
    folder = try TemporaryFolder()
    file = folder.url.appending(path: "navigation.json")
  }

  @Test func aSessionRestoresWhatTheLastOneSaved() throws {
    let first = NavigationSession(app: try makeCodableApp(), stateFile: file)
    #expect(try first.restoration?.get().outcome == .firstLaunch)
    first.app.tabs.navigator(for: "shelf")?.push(ShelfDestination.box(id: "B-1"))
    first.app.select("crate")
    try first.save()

    let second = NavigationSession(app: try makeCodableApp(), stateFile: file)
    #expect(try second.restoration?.get().outcome == .restored)
    #expect(second.app.tabs.navigator(for: "shelf")?.path == [Shelf.box("B-1")])
    #expect(second.app.tabs.selectedTab == "crate")
  }

  @Test func anUnusableStateFileIsReportedAndTheAppStillStarts() throws {
    let session = NavigationSession(app: try makeCodableApp(), stateFile: folder.url)
    guard case .failure(.isADirectory) = session.restoration else {
      Issue.record("expected isADirectory, got \(String(describing: session.restoration))")
      return
    }
    session.app.tabs.navigator(for: "shelf")?.push(ShelfDestination.home)
    #expect(session.app.tabs.navigator(for: "shelf")?.path == [Shelf.home])
  }

  @Test func aFileThatCouldNotBeUsedAtLaunchIsNeverWrittenLater() throws {
    let missing = folder.url.appending(path: "later")
    let file = missing.appending(path: "navigation.json")
    let session = NavigationSession(app: try makeCodableApp(), stateFile: file)
    guard case .failure(let refusal) = session.restoration else {
      Issue.record("a missing folder is refused at launch")
      return
    }
    try FileManager.default.createDirectory(at: missing, withIntermediateDirectories: false)
    session.app.tabs.navigator(for: "shelf")?.push(ShelfDestination.box(id: "B-2"))

    #expect(throws: refusal) { try session.save() }
    session.saveInBackground()
    #expect(session.saveFailure == refusal)
    #expect(!FileManager.default.fileExists(atPath: file.path(percentEncoded: false)))
  }

  @Test func savingInTheBackgroundClearsAnEarlierFailure() throws {
    let session = NavigationSession(app: try makeCodableApp(), stateFile: file)
    session.app.tabs.navigator(for: "shelf")?.push(ShelfDestination.box(id: "B-3"))
    session.saveInBackground()
    #expect(session.saveFailure == nil)
    #expect(try folder.names() == ["navigation.json"])
  }

  @Test func withoutAStateFileNothingIsKept() throws {
    let session = NavigationSession(app: try makeCodableApp(), stateFile: nil)
    #expect(session.restoration == nil)
    #expect(session.persistence == nil)
    session.app.tabs.navigator(for: "shelf")?.push(ShelfDestination.home)
    #expect(try session.save().isEmpty)
    #expect(try folder.names().isEmpty)
  }

  @Test func linksAndEntriesGoThroughTheFrontDoor() throws {
    let session = NavigationSession(app: try makeCodableApp(), stateFile: nil)
    let link = session.open(try #require(URL(string: "ftp://example.com/shelf")))
    guard case .rejected(_, .schemeNotAllowed) = link else {
      Issue.record("expected a scheme the router does not allow to be rejected, got \(link)")
      return
    }
    let entry = session.open(.webBrowsing(webpageURL: nil))
    #expect(entry.name == "rejected")
    #expect(session.app.tabs.navigator(for: "shelf")?.path == [])
  }
}

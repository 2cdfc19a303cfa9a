import AppComposition
import NavigationKit
import Testing

@testable import AppTerminal

/// Each front-door operation invalidates only the reads it must: SwiftUI re-evaluates the views
/// that read what changed, so a push on one tab must not touch another tab's stack, selecting a
/// tab only the selection, a presentation only that navigator's presentation.
@MainActor
@Suite(.needsValidComposition) struct InvalidationTests {
  static let first = AppShape.tabs[0]
  static let second = AppShape.tabs[1]

  static let expected: [String: [String]] = [
    "push": ["\(first).path"],
    "pop": ["\(first).path"],
    "pop to root": ["\(first).path"],
    "present a sheet": ["\(first).presentation"],
    "dismiss it": ["\(first).presentation"],
    "select a tab": ["selection"],
    "tap the selected tab again": ["\(first).path"],
    "open a link into another tab": ["\(second).path", "selection"],
    "log out with a gated screen shown": ["\(first).path"],
  ]

  @Test func everyOperationInvalidatesOnlyWhatItChanges() throws {
    let measured = try InvalidationTable.measure()
    #expect(measured.map(\.operation) == InvalidationTable.rows.map(\.operation))
    for (operation, invalidated) in measured {
      #expect(invalidated == Self.expected[operation], "\(operation)")
    }
  }

  @Test func theProbeSeesEveryReadItTracks() throws {
    let app = try AppComposition.makeNavigator(isLoggedIn: true)
    let probe = InvalidationProbe(app: app)
    #expect(probe.invalidations {} == [])
    let everything = probe.invalidations {
      _ = app.select(app.tabs.tabs[1].id)
      app.perform(.push(app.tabs.tabs[0].root))
      app.perform(.present(app.tabs.tabs[0].root, style: .sheet))
    }
    #expect(everything == ["\(Self.second).path", "\(Self.second).presentation", "selection"])
  }

  @Test func theAppPrintsTheTable() throws {
    let run = SessionHarness(["invalidations"])
    #expect(run.status == 0)
    #expect(run.output.first == "| operation | invalidated |")
    #expect(run.output.count == InvalidationTable.rows.count + 2)
  }
}

import NavigationKit
import NavigationKitTesting
import Testing

/// A module whose list offers a way to a module nobody installed.
enum DoorDestination: NavigationDestination, Codable {
  case hall
  static let moduleName = "doors"
  var access: AccessPolicy { .open }
}

struct DoorScreen: ScreenModel {
  var title: String { "Hall" }
  var lines: [String] { [] }
  var actions: [ScreenAction] {
    [
      ScreenAction("Notes", .push(NoteDestination.list)),
      ScreenAction("Nowhere", .push(ElsewhereDestination.place)),
    ]
  }
}

struct DoorResolver: DestinationResolver {
  func resolve(_ destination: DoorDestination) -> any ScreenModel { DoorScreen() }
}

@MainActor
@Suite struct CompositionCheckTests {
  func makeApp() throws -> AppNavigator {
    try AppNavigator(
      features: [
        NotesFeature.module(intents: NotesIntents(share: .push { _ in DoorDestination.hall })),
        FeatureModule(resolver: DoorResolver()),
      ],
      tabs: [
        NavigationTab("notes", root: NoteDestination.list),
        NavigationTab("doors", root: DoorDestination.hall),
      ])
  }

  @Test func theWalkReachesEveryScreenBreadthFirst() throws {
    let reachable = CompositionCheck.reachableDestinations(in: try makeApp())
    #expect(
      reachable.map(\.description) == [
        "notes.list", "doors.hall", #"notes.note(id: "n1")"#, "notes.drawing(scale: 1.0)",
        "elsewhere.place",
      ])
    #expect(CompositionCheck.reachableDestinations(in: try makeApp(), depth: 0).count == 2)
  }

  @Test func aScreenThatLeadsNowhereIsReported() throws {
    let issues = CompositionCheck.issues(of: try makeApp())
    #expect(issues.count == 2, "\(issues)")
    #expect(
      issues.first
        == .unresolved(
          ElsewhereDestination.place.erased,
          reason: "no resolver is registered for module 'elsewhere' (needed by elsewhere.place)"))
    if case .notRestored(let destination, _) = issues.last {
      #expect(destination == ElsewhereDestination.place.erased)
    } else {
      Issue.record("the stray destination cannot be restored either: \(issues)")
    }
  }
}

import AppComposition
import Foundation
import NavigationKit
import NavigationKitTesting
import Testing

@testable import AppTerminal

/// `App map`: checked against the app's own composition without naming its features, and
/// printed exactly for a two-module app made here.
@MainActor
@Suite(.needsValidComposition) struct MapCommandTests {
  // MARK: - The app's composition

  @Test func everyRouteIsOnceUnderTheScreenItShows() throws {
    let app = try AppComposition.makeNavigator()
    let map = NavigationMap(app)

    #expect(MapOutput(map: map).routes.count == app.routes.count)
    for route in app.routes {
      let placed = map.screens.filter { $0.routes.contains(route) }
      #expect(placed.count == 1, "\(route.pattern) is placed \(placed.count) times")
      guard let screen = placed.first, let shown = route.destinations.last else { continue }
      #expect(screen.module == route.module)
      #expect(shown == screen.id || shown.hasPrefix(screen.id + "("), "\(shown) under \(screen.id)")
    }
  }

  @Test func everyIntentTheCompositionRoutesIsAnEdge() throws {
    let app = try AppComposition.makeNavigator()
    let map = NavigationMap(app)

    let routed = AppComposition.features.map { $0.module() }.flatMap { module in
      module.intents.map { "\(module.name) \($0.intent) \($0.targetModule)" }
    }
    #expect(routed.isEmpty == false)
    #expect(
      map.intents.map { "\($0.sender) \($0.name) \($0.provider)" }.sorted() == routed.sorted())
    let screens = Set(map.screens.map(\.id))
    for intent in map.intents {
      #expect(
        intent.screens.allSatisfy { screens.contains($0) && $0.hasPrefix(intent.provider + ".") })
      for screen in intent.screens {
        #expect(map.screens.contains { $0.id == screen }, "\(intent.name) opens \(screen)")
      }
    }
  }

  @Test func everyTabRootAndEveryReachableScreenIsOnTheMap() throws {
    let app = try AppComposition.makeNavigator()
    let map = NavigationMap(app)

    for tab in app.tabs.tabs {
      let root = try #require(map.screens.first { tab.root.description.hasPrefix($0.id) })
      #expect(root.tabs == [tab.id])
      #expect(map.tabs[root.module] == tab.id)
    }
    for destination in CompositionCheck.reachableDestinations(in: app, depth: 6) {
      #expect(map.modules.contains(destination.moduleName))
      #expect(
        map.screens.contains {
          guard $0.module == destination.moduleName else { return false }
          let rest = destination.description.dropFirst($0.id.count)
          return destination.description.hasPrefix($0.id) && (rest.isEmpty || rest.first == "(")
        }, "\(destination) is not on the map")
    }
  }

  @Test func theJSONIsSortedAndReadsBackAsItself() throws {
    let run = SessionHarness(["map", "--json"])
    #expect(run.status == 0)
    let json = run.output.joined(separator: "\n")

    let document = try JSONDecoder().decode(MapOutput.Document.self, from: Data(json.utf8))
    #expect(document == MapOutput(map: NavigationMap(try AppComposition.makeNavigator())).document)
    #expect(document.modules.map(\.name) == document.modules.map(\.name).sorted())
    #expect(SessionHarness(["map", "--json"]).output == run.output)
  }

  @Test func theMermaidHasANodePerScreenAndRouteAndAnEdgePerIntent() throws {
    let map = NavigationMap(try AppComposition.makeNavigator())
    let lines = SessionHarness(["map", "--mermaid"]).output

    #expect(lines.first == "flowchart LR")
    for screen in map.screens {
      #expect(lines.contains { $0.contains("[\"\(screen.id)") }, "no node for \(screen.id)")
    }
    #expect(lines.filter { $0.hasPrefix("  r") }.count == MapOutput(map: map).routes.count)
    for intent in map.intents {
      #expect(lines.contains { $0.contains("-.->|\"\(intent.name)\"|") })
    }
  }

  @Test func mermaidLabelsEscapeWhatWouldEndOrMarkThem() {
    #expect(MapOutput.label(#"a "b" #1 <i>"#) == #""a #quot;b#quot; #35;1 #lt;i#gt;""#)
    #expect(MapOutput.label("two\nlines") == #""two lines""#)
  }

  @Test(arguments: [["map", "--json", "--mermaid"], ["map", "--xml"], ["map", "x"]])
  func wrongMapArgumentsAreUsageErrors(arguments: [String]) {
    let run = SessionHarness(arguments)
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
  }

  // MARK: - A two-module app, printed exactly

  @Test func theTextListsEachScreenWithWhatReachesIt() {
    let run = SessionHarness(["map"], makeApp: NotesApp.make)

    #expect(
      run.output == [
        "Navigation map: 2 modules, 3 screens, 2 routes, 1 intent",
        "",
        "Module notes (tab notes)",
        "  notes.home",
        "    tab root of notes",
        "    route notes (push)",
        "  notes.note (login required)",
        "    route notes/{id} (push, login required)",
        "    from notes.home",
        "",
        "Module tags (tab tags)",
        "  tags.list",
        "    tab root of tags",
        "    intent AppTerminalTests.ShowTags from notes (selectOwningTab)",
        "",
        "Intents",
        "  AppTerminalTests.ShowTags: notes → tags.list (selectOwningTab), sent from notes.home",
      ])
  }

  @Test func theMermaidDrawsModulesScreensRoutesAndIntents() {
    let run = SessionHarness(["map", "--mermaid"], makeApp: NotesApp.make)

    #expect(
      run.output == [
        "flowchart LR",
        #"  subgraph m0["notes · tab notes"]"#,
        #"    s0["notes.home"]"#,
        #"    s1["notes.note (login)"]"#,
        "  end",
        #"  subgraph m1["tags · tab tags"]"#,
        #"    s2["tags.list"]"#,
        "  end",
        #"  r0(["notes"]) --> s0"#,
        #"  r1(["notes/{id}"]) -->|"login"| s1"#,
        "  s0 --> s1",
        #"  m0 -.->|"AppTerminalTests.ShowTags"| s2"#,
      ])
  }
}

// MARK: - The two-module app

/// Notes asks for the tags through an intent.
struct ShowTags: NavigationIntent {}

private struct NotesIntents: IntentCatalog {
  var showTags = IntentRoute<ShowTags>.unrouted
}

private enum NotesDestination: NavigationDestination, Codable {
  case home
  case note(id: String)

  static let moduleName = "notes"
  var access: AccessPolicy {
    if case .note = self { .loginRequired } else { .open }
  }
}

private enum TagsDestination: NavigationDestination, Codable {
  case list

  static let moduleName = "tags"
  var access: AccessPolicy { .open }
}

private struct MapScreen: ScreenModel {
  let actions: [ScreenAction]
  var title: String { "" }
  var lines: [String] { [] }
}

private struct NotesResolver: DestinationResolver {
  let intents: NotesIntents

  func resolve(_ destination: NotesDestination) -> any ScreenModel {
    switch destination {
    case .home:
      MapScreen(actions: [
        ScreenAction("Note", .push(NotesDestination.note(id: "n1"))),
        ScreenAction("Tags", intents.showTags(ShowTags())),
      ])
    case .note: MapScreen(actions: [])
    }
  }
}

private struct TagsResolver: DestinationResolver {
  func resolve(_ destination: TagsDestination) -> any ScreenModel { MapScreen(actions: []) }
}

/// Notes (a home and a note that needs login, each with a link) and tags, each on its tab.
@MainActor
private enum NotesApp {
  static func make() throws(CompositionError) -> AppNavigator {
    var intents = NotesIntents()
    intents.showTags = .selectOwningTab { _ in TagsDestination.list }
    let routes: [DeepLinkRoute<NotesDestination>] = [
      DeepLinkRoute("notes", showing: .home),
      DeepLinkRoute("notes/{id}") {
        [.note(id: $0["id"])]
      } parameters: { _ in
        nil
      },
    ]
    return try AppNavigator(
      features: [
        FeatureModule(
          resolver: NotesResolver(intents: intents), deepLinkRoutes: routes, intents: intents),
        FeatureModule(resolver: TagsResolver()),
      ],
      tabs: [
        NavigationTab("notes", root: NotesDestination.home),
        NavigationTab("tags", root: TagsDestination.list),
      ])
  }
}

import NavigationKit
import NavigationKitTesting

/// A small feature to test the test support with: notes, one of which asks another module for
/// something.
enum NoteDestination: NavigationDestination, Codable {
  case list
  case note(id: String)
  case drawing(scale: Double)

  static let moduleName = "notes"
  var access: AccessPolicy { .open }

  static let routes: [DeepLinkRoute<NoteDestination>] = [
    DeepLinkRoute("notes", showing: .list),
    DeepLinkRoute("notes/{id}") {
      [.note(id: $0["id"])]
    } parameters: {
      guard case .note(let id) = $0 else { return nil }
      return ["id": id]
    },
  ]
}

struct ShareNote: NavigationIntent {
  let id: String
}

struct NotesIntents: IntentCatalog {
  var share = IntentRoute<ShareNote>.unrouted
}

struct NoteScreen: ScreenModel {
  let destination: NoteDestination
  let intents: NotesIntents

  var title: String { "\(destination)" }
  var lines: [String] { [] }
  var actions: [ScreenAction] {
    switch destination {
    case .list:
      [
        ScreenAction("Open note 1", .push(NoteDestination.note(id: "n1"))),
        ScreenAction("Draw", .present(NoteDestination.drawing(scale: 1).erased, style: .sheet)),
      ]
    case .note(let id):
      [
        ScreenAction("Share", intents.share(ShareNote(id: id))),
        ScreenAction(
          "Delete",
          .showConfirmationDialog(
            DialogState(
              title: "Delete?", actions: [DialogAction(title: "Delete"), .cancel()]))),
      ]
    case .drawing:
      [ScreenAction("Close", .dismiss)]
    }
  }
}

struct NotesResolver: DestinationResolver {
  let intents: NotesIntents

  func resolve(_ destination: NoteDestination) -> any ScreenModel {
    NoteScreen(destination: destination, intents: intents)
  }
}

enum NotesFeature {
  @MainActor
  static func module(intents: NotesIntents = NotesIntents()) -> FeatureModule {
    FeatureModule(
      resolver: NotesResolver(intents: intents), deepLinkRoutes: NoteDestination.routes,
      intents: intents)
  }
}

import NavigationKit

/// The screens of a fake module "desk": a home, notes, and a form that can lock navigation.
enum DeskDestination: NavigationDestination, Codable {
  case home
  case note(id: String)
  case form(id: String)
  case vault(id: String)

  static let moduleName = "desk"
  /// A vault needs login, and its id is an identifier.
  var access: AccessPolicy {
    if case .vault(let id) = self { .loginRequired(.identifier("id", id)) } else { .open }
  }
}

/// Whether the desk's forms have unsaved input: what their lock depends on.
@MainActor
final class DeskDraft {
  var hasInput = true
}

/// A desk form: it locks navigation while its draft has input.
struct DeskFormScreen: NavigationLockingScreen {
  let id: String
  let draft: DeskDraft

  var title: String { "Form \(id)" }
  var lines: [String] { [] }
  var actions: [ScreenAction] { [ScreenAction("Discard", .dismiss)] }
  var navigationLock: NavigationLock? {
    draft.hasInput ? NavigationLock(reason: "form \(id) has unsaved input") : nil
  }
}

/// Resolves the desk's destinations; forms share one draft.
struct DeskResolver: DestinationResolver {
  let draft: DeskDraft

  func resolve(_ destination: DeskDestination) -> any ScreenModel {
    switch destination {
    case .home: TextScreen(text: "Desk")
    case .note(let id): TextScreen(text: "Note \(id)")
    case .vault(let id): TextScreen(text: "Vault \(id)")
    case .form(let id): DeskFormScreen(id: id, draft: draft)
    }
  }
}

/// An app of the desk (with links `desk/note/{id}`, the login-gated `desk/vault/{id}` and
/// `desk/form/{id}`, which presents a form) and shelf, each on its tab.
@MainActor
struct DeskApp {
  let app: AppNavigator
  let draft = DeskDraft()
  let recorder: EventRecorder

  init(isLoggedIn: Bool = true) throws {
    app = try AppNavigator(
      features: Self.features(draft: draft), tabs: Self.tabs,
      deepLinkPolicy: TestDeepLinkRoutes.policy, isLoggedIn: isLoggedIn)
    recorder = EventRecorder(app.events)
  }

  /// The desk's links: `desk`, `desk/note/{id}`, the login-gated `desk/vault/{id}`, and
  /// `desk/form/{id}`, which presents a form.
  static let routes: [DeepLinkRoute<DeskDestination>] = [
    DeepLinkRoute("desk", showing: .home),
    DeepLinkRoute("desk/note/{id}") {
      [.note(id: $0["id"])]
    } parameters: {
      guard case .note(let id) = $0 else { return nil }
      return ["id": id]
    },
    DeepLinkRoute("desk/vault/{id}") {
      [.vault(id: $0["id"])]
    } parameters: {
      guard case .vault(let id) = $0 else { return nil }
      return ["id": id]
    },
    DeepLinkRoute("desk/form/{id}", presentation: .present(.fullScreenCover)) {
      [.form(id: $0["id"])]
    } parameters: {
      guard case .form(let id) = $0 else { return nil }
      return ["id": id]
    },
  ]

  /// The notifications and activities the desk opens: a shared note's notification, a vault's
  /// (which needs login), a note continued by Handoff, and notes found in Spotlight.
  static let entryRoutes: [EntryRoute<DeskDestination>] = [
    .notification(category: "note-shared") { $0["noteId"].map { .note(id: $0) } },
    .notification(category: "vault-opened") { $0["vaultId"].map { .vault(id: $0) } },
    .activity(type: "com.example.desk.note") { $0["id"].map { .note(id: $0) } },
    .searchableItem(identifierPrefix: "note-") { .note(id: $0) },
  ]

  /// The desk tab, then the shelf tab.
  static let tabs = [
    NavigationTab("desk", root: DeskDestination.home),
    NavigationTab("shelf", root: ShelfDestination.home),
  ]

  /// The desk (its forms sharing `draft`) and the shelf.
  static func features(draft: DeskDraft) -> [FeatureModule] {
    [
      FeatureModule(
        resolver: DeskResolver(draft: draft), deepLinkRoutes: routes, entryRoutes: entryRoutes),
      .text(ShelfResolver()),
    ]
  }

  /// The desk tab's navigator.
  var desk: Navigator { app.tabs.navigators[0] }
  /// The shelf tab's navigator.
  var shelf: Navigator { app.tabs.navigators[1] }

  /// Presents form `id` over the desk tab, as a full-screen cover.
  func presentForm(_ id: String = "F") {
    desk.present(DeskDestination.form(id: id), as: .fullScreenCover)
  }
}

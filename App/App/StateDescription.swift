import AppComposition
import NavigationKit

/// The navigation state as the App's JSON shows it: each destination as its `module.value`,
/// with the deep link waiting for login and whether the user is logged in.
struct StateDescription: Encodable, Equatable {
  let selectedTab: String
  let tabs: [String: [String]]
  let sheet: PresentationDescription?
  let fullScreenCover: PresentationDescription?
  let alert: DialogDescription?
  let confirmationDialog: DialogDescription?
  let pendingDeepLink: String?
  let loggedIn: Bool

  @MainActor
  init(_ app: AppComposition) {
    let tabs = app.tabs
    let selected = tabs.selectedNavigator
    let visible = tabs.visibleNavigator
    selectedTab = tabs.selectedTab.rawValue
    self.tabs = Dictionary(
      uniqueKeysWithValues: zip(tabs.tabs, tabs.navigators).map { tab, navigator in
        (tab.id.rawValue, navigator.path.map(\.description))
      })
    sheet = selected.sheet.map(PresentationDescription.init)
    fullScreenCover = selected.fullScreenCover.map(PresentationDescription.init)
    alert = visible.alert.map { DialogDescription($0.title, $0.message, $0.actions) }
    confirmationDialog = visible.confirmationDialog.map {
      DialogDescription($0.title, $0.message, $0.actions)
    }
    pendingDeepLink = app.deepLinks.pendingLink?.url
    loggedIn = app.deepLinks.isLoggedIn
  }

  private enum CodingKeys: String, CodingKey {
    case selectedTab, tabs, sheet, fullScreenCover, alert, confirmationDialog, pendingDeepLink
    case loggedIn
  }

  // Written by hand so that absent presentations and dialogs appear as `null`, not missing.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(selectedTab, forKey: .selectedTab)
    try container.encode(tabs, forKey: .tabs)
    try container.encode(sheet, forKey: .sheet)
    try container.encode(fullScreenCover, forKey: .fullScreenCover)
    try container.encode(alert, forKey: .alert)
    try container.encode(confirmationDialog, forKey: .confirmationDialog)
    try container.encode(pendingDeepLink, forKey: .pendingDeepLink)
    try container.encode(loggedIn, forKey: .loggedIn)
  }
}

/// A presented stack: its root, its path, and what it presents in turn.
final class PresentationDescription: Encodable, Equatable {
  let root: String
  let path: [String]
  let sheet: PresentationDescription?
  let fullScreenCover: PresentationDescription?

  @MainActor
  init(_ presentation: Presentation) {
    let navigator = presentation.navigator
    root = presentation.destination.description
    path = navigator.path.map(\.description)
    sheet = navigator.sheet.map(PresentationDescription.init)
    fullScreenCover = navigator.fullScreenCover.map(PresentationDescription.init)
  }

  private enum CodingKeys: String, CodingKey {
    case root, path, sheet, fullScreenCover
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(root, forKey: .root)
    try container.encode(path, forKey: .path)
    try container.encode(sheet, forKey: .sheet)
    try container.encode(fullScreenCover, forKey: .fullScreenCover)
  }

  static func == (lhs: PresentationDescription, rhs: PresentationDescription) -> Bool {
    lhs.root == rhs.root && lhs.path == rhs.path && lhs.sheet == rhs.sheet
      && lhs.fullScreenCover == rhs.fullScreenCover
  }
}

/// An alert or confirmation dialog.
struct DialogDescription: Encodable, Equatable {
  struct Action: Encodable, Equatable {
    let id: String
    let title: String
    let role: String?
  }

  let title: String
  let message: String?
  let actions: [Action]

  init(_ title: String, _ message: String?, _ actions: [DialogAction]) {
    self.title = title
    self.message = message
    self.actions = actions.map { Action(id: $0.id, title: $0.title, role: $0.role?.rawValue) }
  }
}

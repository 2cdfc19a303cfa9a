import NavigationKit

/// The navigation state as the App's JSON shows it: each destination as its `module.value`,
/// with the deep link waiting for login and whether the user is logged in.
struct StateDescription: Encodable, Equatable {
  let selectedTab: String
  let tabs: [String: [String]]
  let tabBar: [TabDescription]
  @NullWhenAbsent var sheet: PresentationDescription?
  @NullWhenAbsent var fullScreenCover: PresentationDescription?
  @NullWhenAbsent var alert: DialogDescription?
  @NullWhenAbsent var confirmationDialog: DialogDescription?
  @NullWhenAbsent var pendingDeepLink: String?
  let waitingRequests: [String]
  let loggedIn: Bool

  @MainActor
  init(_ app: AppNavigator) {
    let tabs = app.tabs
    let selected = tabs.selectedNavigator
    let visible = tabs.visibleNavigator
    selectedTab = tabs.selectedTab.rawValue
    self.tabs = Dictionary(
      uniqueKeysWithValues: zip(tabs.tabs, tabs.navigators).map { tab, navigator in
        (tab.id.rawValue, navigator.path.map(\.description))
      })
    tabBar = tabs.tabs.map { tab in
      TabDescription(
        id: tab.id.rawValue, title: tab.title, icon: tab.icon, badge: app.badge(for: tab.id))
    }
    sheet = selected.sheet.map(PresentationDescription.init)
    fullScreenCover = selected.fullScreenCover.map(PresentationDescription.init)
    alert = visible.alert.map { DialogDescription($0.title, $0.message, $0.actions) }
    confirmationDialog = visible.confirmationDialog.map {
      DialogDescription($0.title, $0.message, $0.actions)
    }
    pendingDeepLink = app.deepLinks.pendingLink?.url
    waitingRequests = app.waitingRequests
    loggedIn = app.deepLinks.isLoggedIn
  }
}

/// One tab as a tab bar shows it.
struct TabDescription: Encodable, Equatable {
  let id: String
  let title: String
  @NullWhenAbsent var icon: String?
  @NullWhenAbsent var badge: String?
}

/// A presented stack: its root, its path, and what it presents in turn.
final class PresentationDescription: Encodable, Equatable {
  let root: String
  let path: [String]
  @NullWhenAbsent var sheet: PresentationDescription?
  @NullWhenAbsent var fullScreenCover: PresentationDescription?

  @MainActor
  init(_ presentation: Presentation) {
    let navigator = presentation.navigator
    root = presentation.destination.description
    path = navigator.path.map(\.description)
    sheet = navigator.sheet.map(PresentationDescription.init)
    fullScreenCover = navigator.fullScreenCover.map(PresentationDescription.init)
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

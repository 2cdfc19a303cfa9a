import NavigationKit

/// The navigation state as the App's JSON shows it: each destination as its `module.value`,
/// the selected tab's presentations outermost first, what waits for login (a deep link's URL
/// also as `pendingDeepLink`), the lock a presented form holds and what waits for it (a deep
/// link's URL also as `lockedDeepLink`), and whether the user is logged in.
struct StateDescription: Encodable, Equatable {
  let layout: String
  let selectedTab: String
  let tabs: [String: [String]]
  let tabBar: [TabDescription]
  @NullWhenAbsent var sheet: PresentationDescription?
  @NullWhenAbsent var fullScreenCover: PresentationDescription?
  let presentations: [PresentationDescription]
  @NullWhenAbsent var alert: DialogDescription?
  @NullWhenAbsent var confirmationDialog: DialogDescription?
  @NullWhenAbsent var pendingDeepLink: String?
  @NullWhenAbsent var waitingForLogin: String?
  @NullWhenAbsent var navigationLock: String?
  @NullWhenAbsent var lockedDeepLink: String?
  @NullWhenAbsent var waitingForUnlock: String?
  let waitingRequests: [String]
  let loggedIn: Bool
  /// The split view, in the split layout only.
  @NullWhenAbsent var split: SplitDescription?

  @MainActor
  init(_ app: AppNavigator, layout: NavigationLayout = .tabs) {
    let tabs = app.tabs
    self.layout = layout.rawValue
    split = layout == .split ? SplitDescription(tabs) : nil
    let selected = tabs.selectedNavigator
    let visible = tabs.visibleNavigator
    selectedTab = tabs.selectedTab.rawValue
    self.tabs = Dictionary(
      uniqueKeysWithValues: zip(tabs.tabs, tabs.navigators).map { tab, navigator in
        (tab.id.rawValue, navigator.path.map(\.description))
      })
    tabBar = tabs.tabs.map { tab in
      TabDescription(
        id: tab.id.rawValue, title: tab.title, icon: tab.icon, badge: app.badge(for: tab.id),
        section: tab.section, role: tab.role?.rawValue,
        hidden: tabs.customization.isHidden(tab.id))
    }
    sheet = selected.presentation.flatMap { $0.style == .sheet ? $0 : nil }
      .map(PresentationDescription.init)
    fullScreenCover = selected.presentation.flatMap { $0.style == .fullScreenCover ? $0 : nil }
      .map(PresentationDescription.init)
    presentations = selected.presentations.map(PresentationDescription.init)
    alert = visible.alert.map { DialogDescription($0.title, $0.message, $0.actions) }
    confirmationDialog = visible.confirmationDialog.map {
      DialogDescription($0.title, $0.message, $0.actions)
    }
    pendingDeepLink = app.waitingForLogin?.deepLink?.url
    waitingForLogin = app.waitingForLogin?.target.description
    navigationLock = app.navigationLock?.description
    lockedDeepLink = app.waitingForUnlock?.deepLink?.url
    waitingForUnlock = app.waitingForUnlock?.target.description
    waitingRequests = app.waitingRequests
    loggedIn = app.isLoggedIn
  }
}

/// One tab as a tab bar shows it, with its iOS 18 sidebar section and role, and whether the
/// user hid it from the sidebar.
struct TabDescription: Encodable, Equatable {
  let id: String
  let title: String
  @NullWhenAbsent var icon: String?
  @NullWhenAbsent var badge: String?
  @NullWhenAbsent var section: String?
  @NullWhenAbsent var role: String?
  let hidden: Bool
}

/// A presented stack: its style, its root and its path. What it presents in turn is the next
/// entry of ``StateDescription/presentations``: a flat list, so no state nests the JSON deeper
/// than this.
struct PresentationDescription: Encodable, Equatable {
  let style: String
  let root: String
  let path: [String]

  @MainActor
  init(_ presentation: PresentedStack) {
    style = presentation.style.rawValue
    root = presentation.destination.description
    path = presentation.navigator.path.map(\.description)
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

/// A split view: the sidebar's sections, the selected one, the columns shown, and the detail
/// column's stack (root first).
struct SplitDescription: Encodable, Equatable {
  let sidebar: [String]
  let selectedSection: String
  let columnVisibility: String
  let detail: [String]

  @MainActor
  init(_ tabs: TabNavigator) {
    sidebar = tabs.tabs.map(\.id.rawValue)
    selectedSection = tabs.selectedTab.rawValue
    columnVisibility = tabs.columnVisibility.rawValue
    let detail = tabs.selectedNavigator
    self.detail = ([detail.root] + detail.path).map(\.description)
  }
}

import NavigationKit

/// The navigation state as the App's JSON shows it: each destination as its `module.value`,
/// the selected tab's presentations outermost first, what waits for login (a deep link's URL
/// also as `pendingDeepLink`), the lock a presented form holds and what waits for it (a deep
/// link's URL also as `lockedDeepLink`), and whether the user is logged in. `transitions`
/// gives, for each tab, the transition each entry of its path came in with (`null` for the
/// platform's), and each presentation its options, its transition and whether a swipe down
/// would dismiss it.
struct StateDescription: Encodable, Equatable {
  let layout: String
  let selectedTab: String
  let tabs: [String: [String]]
  let transitions: [String: [TransitionDescription?]]
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
    transitions = Dictionary(
      uniqueKeysWithValues: zip(tabs.tabs, tabs.navigators).map { tab, navigator in
        (tab.id.rawValue, TransitionDescription.path(of: navigator))
      })
    tabBar = tabs.tabs.map { tab in
      TabDescription(
        id: tab.id.rawValue, title: tab.title, icon: tab.icon, badge: app.badge(for: tab.id),
        section: tab.section, role: tab.role?.rawValue,
        hidden: tabs.customization.hiddenTabs.contains(tab.id))
    }
    let describe = { (presented: PresentedStack) in PresentationDescription(presented, app: app) }
    sheet = selected.presentation.flatMap { $0.style == .sheet ? $0 : nil }.map(describe)
    fullScreenCover = selected.presentation.flatMap { $0.style == .fullScreenCover ? $0 : nil }
      .map(describe)
    presentations = selected.presentations.map(describe)
    alert = visible.alert.map { DialogDescription($0.title, $0.message, $0.actions) }
    confirmationDialog = visible.confirmationDialog.map {
      DialogDescription($0.title, $0.message, $0.actions)
    }
    pendingDeepLink = app.waitingForLogin?.deepLink?.url
    waitingForLogin = app.waitingForLogin?.description
    navigationLock = app.navigationLock?.description
    lockedDeepLink = app.waitingForUnlock?.deepLink?.url
    waitingForUnlock = app.waitingForUnlock?.description
    waitingRequests = app.waitingRequests.map(\.description)
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

/// A presented stack: its style, its root and its path, the transition each came in with, its
/// options, and why a swipe down would not dismiss it (`null` when it would). What it
/// presents in turn is the next entry of ``StateDescription/presentations``: a flat list, so no
/// state nests the JSON deeper than this.
struct PresentationDescription: Encodable, Equatable {
  let style: String
  let root: String
  let path: [String]
  @NullWhenAbsent var transition: TransitionDescription?
  let pathTransitions: [TransitionDescription?]
  let options: OptionsDescription
  @NullWhenAbsent var swipeRefusal: String?

  @MainActor
  init(_ presentation: PresentedStack, app: AppNavigator) {
    style = presentation.style.rawValue
    root = presentation.navigator.root.description
    path = presentation.navigator.path.map(\.description)
    transition = TransitionDescription(presentation.transition)
    pathTransitions = TransitionDescription.path(of: presentation.navigator)
    options = OptionsDescription(presentation.options)
    swipeRefusal = app.interactiveDismissalRefusal(of: presentation)
  }
}

/// A presentation's options, each named: `detents` (`medium`, `large`, `fraction 0.5`,
/// `height 300.0`; empty for the platform's), `sizing` and `interactiveDismissal`.
struct OptionsDescription: Encodable, Equatable {
  let detents: [String]
  let sizing: String
  let interactiveDismissal: String

  init(_ options: PresentationOptions) {
    detents = options.detents.map(\.description)
    sizing = options.sizing.rawValue
    interactiveDismissal = options.interactiveDismissDisabled ? "disabled" : "allowed"
  }
}

/// A transition other than the platform's: `{"style": "zoom", "sourceID": …}`.
struct TransitionDescription: Encodable, Equatable {
  let style: String
  /// The id as a state file or a link may have set it, escaped as destinations are.
  let sourceID: String

  /// The description of `transition`, or `nil` for ``ScreenTransition/automatic``.
  init?(_ transition: ScreenTransition) {
    guard case .zoom(let sourceID) = transition else { return nil }
    style = "zoom"
    self.sourceID = UntrustedText.escapingControls(sourceID.rawValue)
  }

  /// The transition of each entry of `navigator`'s path, `nil` for the platform's.
  @MainActor
  static func path(of navigator: Navigator) -> [TransitionDescription?] {
    navigator.path.indices.map { TransitionDescription(navigator.transition(at: $0)) }
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

/// A split view: the sidebar's sections (the tabs the user did not hide), the selected one,
/// the columns shown, and the detail column's stack (root first).
struct SplitDescription: Encodable, Equatable {
  let sidebar: [String]
  let selectedSection: String
  let columnVisibility: String
  let detail: [String]

  @MainActor
  init(_ tabs: TabNavigator) {
    sidebar = tabs.sidebarTabs.map(\.id.rawValue)
    selectedSection = tabs.selectedTab.rawValue
    columnVisibility = tabs.columnVisibility.rawValue
    let detail = tabs.selectedNavigator
    self.detail = ([detail.root] + detail.path).map(\.description)
  }
}

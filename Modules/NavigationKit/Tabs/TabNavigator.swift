public import Observation

/// The tabs of an app: which is selected, one ``Navigator`` per tab, and which tab owns which
/// module.
///
/// It is state, read by views and tests; it changes through the app's front door
/// (``AppNavigator/select(_:)``, ``AppNavigator/tap(_:)``, links, restoration).
///
/// ```swift
/// let app = try AppComposition.makeNavigator()
/// app.tabs.selectedTab                             // "orders"
/// app.tabs.navigator(for: "catalog")?.path         // the Catalog tab's stack
/// app.tabs.visibleNavigator.current                // what the user sees
/// ```
///
/// A split view shows the same tabs as its sidebar's sections; it keeps ``columnVisibility``.
@Observable
@MainActor
public final class TabNavigator {
  /// The tabs, in tab-bar order.
  public let tabs: [NavigationTab]
  /// The navigator of each tab, in the order of ``tabs``.
  public let navigators: [Navigator]
  /// The tabs grouped as an iOS 18 sidebar lists them, in tab-bar order.
  package let sections: [NavigationTabSection]
  /// The tabs the user hid from the sidebar; changed through ``AppNavigator/customizeTabs(_:)``.
  public private(set) var customization = TabCustomization()
  /// The tabs a split view's sidebar lists, in tab-bar order: every tab but the ones the user
  /// hid (``customization``). A hidden tab still exists: a link into its module selects it,
  /// and the sidebar then marks no section while the detail column shows its stack.
  public var sidebarTabs: [NavigationTab] {
    tabs.filter { !customization.hiddenTabs.contains($0.id) }
  }
  /// Which columns a split view of these tabs shows; a tab bar ignores it.
  public var columnVisibility: SplitColumnVisibility = .automatic

  private var selectedIndex: Int

  /// Creates tabs ``problems(in:)`` found nothing wrong with, as each scene of an app does.
  init(validTabs tabs: [NavigationTab], events: NavigationEventBus, gate: AccessGate) {
    self.tabs = tabs
    self.selectedIndex = 0
    self.sections = NavigationTabSection.sections(of: tabs)
    self.navigators = tabs.map {
      Navigator(root: $0.root, scope: NavigationScope(tab: $0.id), events: events, gate: gate)
    }
  }

  /// Every reason `tabs` cannot make a tab navigator, in tab order; empty when they can.
  package static func problems(in tabs: [NavigationTab]) -> [CompositionError] {
    guard !tabs.isEmpty else { return [.noTabs] }
    var problems: [CompositionError] = []
    if tabs.count > NavigationSnapshot.maximumTabCount {
      problems.append(.tooManyTabs(count: tabs.count, limit: NavigationSnapshot.maximumTabCount))
    }
    var names: Set<TabID> = []
    var modules: Set<String> = []
    for tab in tabs {
      if !names.insert(tab.id).inserted { problems.append(.duplicateTab(tab.id)) }
      modules.formUnion(tab.modules)
    }
    for module in modules.sorted() {
      let owners = tabs.filter { $0.modules.contains(module) }.map(\.id)
      if owners.count > 1 { problems.append(.moduleOwnedTwice(module: module, tabs: owners)) }
    }
    var sectionsSeen: Set<String> = []
    for section in NavigationTabSection.sections(of: tabs) {
      guard let title = section.title, !sectionsSeen.insert(title).inserted else { continue }
      let members = tabs.filter { $0.section == title }
      if members.count != section.tabs.count {
        problems.append(.sectionSplit(section: title, tabs: members.map(\.id)))
      }
    }
    let searchTabs = tabs.filter { $0.role == .search }.map(\.id)
    if searchTabs.count > 1 { problems.append(.searchTabRepeated(searchTabs)) }
    return problems
  }

  /// The selected tab's name.
  public var selectedTab: TabID { tabs[selectedIndex].id }

  /// The selected tab's navigator.
  public var selectedNavigator: Navigator { navigators[selectedIndex] }

  /// The navigator whose top screen the user sees: the selected tab's innermost presentation.
  public var visibleNavigator: Navigator { selectedNavigator.topmost }

  /// The navigator of a tab, or `nil` when no tab has that name.
  public func navigator(for tab: TabID) -> Navigator? {
    tabs.firstIndex { $0.id == tab }.map { navigators[$0] }
  }

  /// The tab that owns `module`, or `nil` when no tab does.
  package func tab(owning module: String) -> NavigationTab? {
    tabs.first { $0.modules.contains(module) }
  }

  // MARK: - Local operations, for the front door

  /// Selects `tab`, reporting the switch; `false` when no tab has that name.
  @discardableResult
  func select(_ tab: TabID) -> Bool {
    guard let index = tabs.firstIndex(where: { $0.id == tab }) else { return false }
    guard index != selectedIndex else { return true }
    let previous = selectedTab
    selectedIndex = index
    selectedNavigator.events.send(.tabSelected(from: previous, to: tab))
    return true
  }

  /// Dismisses everything presented on any tab, selects the tab that owns `module` and
  /// replaces its path by `path` (without a leading copy of its root), with `presented` over
  /// it; `false`, changing nothing, when no tab owns `module`. The access check is the caller's.
  func show(
    _ path: [AnyDestination],
    presenting presented: (destination: AnyDestination, style: PresentationStyle)? = nil,
    options: PresentationOptions = .automatic,
    inTabOwning module: String
  ) -> Bool {
    guard let tab = tab(owning: module), let navigator = navigator(for: tab.id) else {
      return false
    }
    for navigator in navigators { navigator.dismissAll() }
    select(tab.id)
    navigator.setStack(path.first == tab.root ? Array(path.dropFirst()) : path)
    if let presented {
      navigator.setPresentation(presented.destination, as: presented.style, options: options)
    }
    return true
  }

  /// The navigator that presents `navigator`, or `nil` for a tab's own or one no tab shows.
  func presenter(of navigator: Navigator) -> Navigator? {
    navigators.lazy.compactMap { $0.stacks.first { $0.presentation?.navigator === navigator } }
      .first
  }

  /// The tab whose navigator is `navigator` or presents it, at any depth.
  func tab(showing navigator: Navigator) -> TabID? {
    zip(tabs, navigators).first { $0.1.stacks.contains { $0 === navigator } }?.0.id
  }

  /// Replaces the user's arrangement of the tabs, keeping only tabs that exist, and reports
  /// it; `false` when nothing changed.
  @discardableResult
  func customize(_ customization: TabCustomization) -> Bool {
    let known = Set(tabs.map(\.id))
    let kept = TabCustomization(hiddenTabs: customization.hiddenTabs.intersection(known))
    guard kept != self.customization else { return false }
    self.customization = kept
    selectedNavigator.events.send(.tabsCustomized(kept))
    return true
  }

  /// Takes every destination that needs login off every tab, with everything above it.
  func removeGatedDestinations() {
    for navigator in navigators { navigator.removeGatedDestinations() }
  }

  // MARK: - Restoration

  /// The state worth keeping across launches, without alerts and dialogs. Default columns and
  /// customization are left out, so an app that never shows a split view writes the same file.
  var snapshot: NavigationSnapshot {
    NavigationSnapshot(
      selectedTab: selectedTab,
      tabs: zip(tabs, navigators).map { tab, navigator in
        var state = NavigationSnapshot.Tab(
          id: tab.id, path: navigator.path,
          presentations: navigator.presentations.map { presentation in
            var state = NavigationSnapshot.Presentation(
              style: presentation.style, root: presentation.destination,
              path: presentation.navigator.path, options: presentation.options,
              transition: presentation.transition)
            state.pathTransitions = presentation.navigator.pathTransitions
            return state
          })
        state.pathTransitions = navigator.pathTransitions
        return state
      },
      columnVisibility: columnVisibility == .automatic ? nil : columnVisibility,
      tabCustomization: customization == TabCustomization() ? nil : customization)
  }

  /// Puts every tab in the state `snapshot` describes, then the selection, and returns what
  /// could not be restored; what `gate` refuses now is dropped with everything above it.
  func restore(_ snapshot: NavigationSnapshot, gate: AccessGate) -> [RestorationIssue] {
    var issues: [RestorationIssue] = []
    var seen: Set<TabID> = []
    for tab in snapshot.tabs {
      if navigator(for: tab.id) == nil {
        issues.append(.unknownTab(tab.id.rawValue))
      } else if !seen.insert(tab.id).inserted {
        issues.append(.duplicateTab(tab.id.rawValue))
      }
    }
    for (tab, navigator) in zip(tabs, navigators) {
      navigator.dismissAll()
      let stored = snapshot.tabs.first { $0.id == tab.id } ?? NavigationSnapshot.Tab(id: tab.id)
      let (state, refused) = stored.admitted(by: gate)
      issues += refused
      navigator.setStack(state.path, transitions: state.pathTransitions)
      var presenter = navigator
      for presentation in state.presentations {
        presenter.setPresentation(
          presentation.root, as: presentation.style, options: presentation.options,
          transition: presentation.transition)
        guard let presented = presenter.presentation?.navigator else { break }
        presented.setStack(presentation.path, transitions: presentation.pathTransitions)
        presenter = presented
      }
    }
    columnVisibility = snapshot.columnVisibility ?? .automatic
    let hidden = snapshot.tabCustomization?.hiddenTabs ?? []
    for tab in hidden.sorted(byKey: \.rawValue) where navigator(for: tab) == nil {
      issues.append(.unknownHiddenTab(tab.rawValue))
    }
    customization = TabCustomization(hiddenTabs: hidden.filter { navigator(for: $0) != nil })
    if !select(snapshot.selectedTab) {
      issues.append(.unknownSelectedTab(snapshot.selectedTab.rawValue))
      select(tabs[0].id)
    }
    return issues
  }
}

public import Observation

/// The tab container: the tabs, the selected one, and one ``Navigator`` per tab.
///
/// It also knows which tab owns which module, and shows where sent intents lead
/// (``send(_:)``). Every navigator of every tab reports to the one ``events`` bus, along with
/// tab switches and intent outcomes.
///
/// ```swift
/// let tabs = try TabNavigator(tabs: [
///   NavigationTab("orders", root: OrdersDestination.list),
///   NavigationTab("catalog", root: CatalogDestination.grid(categoryId: nil)),
/// ])
/// tabs.navigator(for: "orders")?.push(OrdersDestination.detail(orderId: "A-1"))
/// try tabs.select("catalog")
/// ```
@Observable
@MainActor
public final class TabNavigator {
  /// The tabs, in tab-bar order.
  public let tabs: [NavigationTab]
  /// The navigator of each tab, in the order of ``tabs``.
  public let navigators: [Navigator]
  /// Where every change of every tab is reported.
  @ObservationIgnored public let events: NavigationEventBus
  /// The login state and the access check every tab's navigators share.
  @ObservationIgnored public let access: AccessGate
  /// Which columns a split view of these tabs shows (``NavigationLayout/split``); saved and
  /// restored with them, ignored by a tab bar.
  public var columnVisibility: SplitColumnVisibility = .automatic

  private var selectedIndex: Int

  /// Creates the tab container, each tab at its root.
  ///
  /// - Parameters:
  ///   - tabs: The tabs, in tab-bar order; names and owned modules must be unique.
  ///   - selectedTab: The tab selected first; defaults to the first tab.
  ///   - events: The bus every change is reported to.
  ///   - access: The gate every destination passes; logged out by default.
  /// - Throws: ``TabConfigurationError`` when the tabs are empty, repeat a name or a module,
  ///   or `selectedTab` is not among them.
  package init(
    tabs: [NavigationTab],
    selectedTab: TabID? = nil,
    events: NavigationEventBus = NavigationEventBus(),
    access: AccessGate = AccessGate()
  ) throws(TabConfigurationError) {
    try Self.validate(tabs)
    let selectedIndex: Int
    if let selectedTab {
      guard let index = tabs.firstIndex(where: { $0.id == selectedTab }) else {
        throw .unknownTab(selectedTab)
      }
      selectedIndex = index
    } else {
      selectedIndex = 0
    }
    self.tabs = tabs
    self.selectedIndex = selectedIndex
    self.events = events
    self.access = access
    self.navigators = tabs.map {
      Navigator(root: $0.root, scope: $0.id.rawValue, events: events, access: access)
    }
    access.events = events
    access.removeGatedDestinations = { [weak self] in self?.removeGatedDestinations() }
  }

  private static func validate(_ tabs: [NavigationTab]) throws(TabConfigurationError) {
    guard !tabs.isEmpty else { throw .noTabs }
    var names: Set<TabID> = []
    var owners: [String: TabID] = [:]
    for tab in tabs {
      guard names.insert(tab.id).inserted else { throw .duplicateTab(tab.id) }
      for module in tab.modules.sorted() {
        if let owner = owners[module] {
          throw .moduleOwnedTwice(module: module, tabs: [owner, tab.id])
        }
        owners[module] = tab.id
      }
    }
  }

  /// The selected tab's name. Setting a name that is not a tab changes nothing, so a
  /// `TabView(selection:)` binding can never select a missing tab.
  public var selectedTab: TabID {
    get { tabs[selectedIndex].id }
    set { tapIfPresent(newValue, reselecting: false) }
  }

  /// The selected tab's navigator.
  public var selectedNavigator: Navigator { navigators[selectedIndex] }

  /// The navigator whose top screen the user sees: the innermost presentation of the
  /// selected tab, or the tab's own navigator.
  public var visibleNavigator: Navigator { selectedNavigator.topmost }

  /// What the user's tap on a tab does: selects another tab without changing anything else,
  /// or — on the tab already selected — takes it back to its root, dismissing everything it
  /// presents, as every iOS app does.
  ///
  /// Going back to the root is reported as a ``NavigationEvent/tabReselected(_:)`` event after
  /// the dismissals and pops it makes.
  ///
  /// - Parameter tab: The name of the tab tapped.
  /// - Throws: ``TabConfigurationError/unknownTab(_:)`` when no tab has that name.
  public func tap(_ tab: TabID) throws(TabConfigurationError) {
    guard let index = index(of: tab) else { throw .unknownTab(tab) }
    tap(at: index)
  }

  /// A tap on `tab` as ``tap(_:)`` does it (or a plain ``select(_:)`` when `reselecting` is
  /// false), where a name that is not a tab changes nothing: what a `TabView` binding sets,
  /// which only ever offers the tabs it shows.
  ///
  /// - Parameters:
  ///   - tab: The name of the tab tapped.
  ///   - reselecting: Whether tapping the selected tab takes it back to its root.
  /// - Returns: Whether a tab has that name.
  @discardableResult
  public func tapIfPresent(_ tab: TabID, reselecting: Bool = true) -> Bool {
    guard let index = index(of: tab) else { return false }
    if reselecting {
      tap(at: index)
    } else {
      select(at: index)
    }
    return true
  }

  /// Selects a tab; selecting the selected tab changes nothing (a user's tap on it is
  /// ``tap(_:)``).
  ///
  /// - Parameter tab: The name of the tab to select.
  /// - Throws: ``TabConfigurationError/unknownTab(_:)`` when no tab has that name.
  public func select(_ tab: TabID) throws(TabConfigurationError) {
    guard let index = index(of: tab) else { throw .unknownTab(tab) }
    select(at: index)
  }

  /// Selects `tab` when a tab has that name, where the caller has already made sure of it or
  /// a missing name must change nothing; returns whether one has.
  @discardableResult
  func selectIfPresent(_ tab: TabID) -> Bool {
    guard let index = index(of: tab) else { return false }
    select(at: index)
    return true
  }

  private func index(of tab: TabID) -> Int? {
    tabs.firstIndex { $0.id == tab }
  }

  private func tap(at index: Int) {
    guard index == selectedIndex else {
      select(at: index)
      return
    }
    let navigator = selectedNavigator
    events.performAsOneChange {
      navigator.dismissAll()
      navigator.popToRoot()
      events.send(.tabReselected(tabs[index].id))
    }
  }

  private func select(at index: Int) {
    guard index != selectedIndex else { return }
    let previous = selectedTab
    selectedIndex = index
    events.send(.tabSelected(from: previous, to: tabs[index].id))
  }

  /// The navigator of a tab, or `nil` when no tab has that name.
  public func navigator(for tab: TabID) -> Navigator? {
    tabs.firstIndex { $0.id == tab }.map { navigators[$0] }
  }

  /// The tab that owns `module`, or `nil` when no tab does.
  public func tab(owning module: String) -> NavigationTab? {
    tabs.first { $0.modules.contains(module) }
  }
}

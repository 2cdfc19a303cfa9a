extension TabNavigator {
  /// The sections a sidebar lists: the tabs, in tab-bar order.
  public var sections: [NavigationTab] { tabs }

  /// The sidebar's selection: the selected tab, as a `List(selection:)` binding wants it.
  ///
  /// Setting `nil` (a collapsed split view going back to its sidebar) or a name that is not a
  /// tab changes nothing, so the selection always names a tab.
  public var sidebarSelection: TabID? {
    get { selectedTab }
    set {
      if let newValue {
        selectIfPresent(newValue)
      }
    }
  }

  /// The detail column's stack: the selected section's navigator.
  public var detailNavigator: Navigator { selectedNavigator }

  /// Shows the sidebar beside the detail column, as when the user opens it.
  public func showSidebar() {
    columnVisibility = .all
  }

  /// Hides the sidebar, leaving the detail column only.
  public func hideSidebar() {
    columnVisibility = .detailOnly
  }
}

/// Tabs listed together: under one title in an iOS 18 sidebar, one after another in a tab bar.
///
/// `TabNavigator.sections` groups an app's tabs by `NavigationTab.section`, keeping tab
/// order; the tabs listed on their own between sections form sections without a title.
///
/// ```swift
/// for section in app.tabs.sections {
///   section.title   // "Shop", or nil for tabs of their own
///   section.tabs    // the tabs, in tab-bar order
/// }
/// ```
package struct NavigationTabSection: Hashable, Sendable, Identifiable {
  /// The section's title, or `nil` for tabs listed on their own.
  package let title: String?
  /// The section's tabs, in tab-bar order.
  package let tabs: [NavigationTab]

  /// The section's title, or the name of its first tab for tabs listed on their own.
  package var id: String { title ?? tabs.first.map { "tab:\($0.id)" } ?? "" }

  /// Groups `tabs` into sections: each run of tabs with the same section title is one.
  static func sections(of tabs: [NavigationTab]) -> [NavigationTabSection] {
    var sections: [NavigationTabSection] = []
    var run: [NavigationTab] = []
    for tab in tabs {
      if let last = run.last, last.section != tab.section {
        sections.append(NavigationTabSection(title: last.section, tabs: run))
        run = []
      }
      run.append(tab)
    }
    if let last = run.last {
      sections.append(NavigationTabSection(title: last.section, tabs: run))
    }
    return sections
  }
}

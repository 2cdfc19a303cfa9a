/// Tabs listed together: under one title in an iOS 18 sidebar, one after another in a tab bar.
/// The tabs listed on their own between sections form sections without a title.
package struct NavigationTabSection: Hashable, Sendable, Identifiable {
  /// The section's title, or `nil` for tabs listed on their own.
  package let title: String?
  /// The section's tabs, in tab-bar order.
  package private(set) var tabs: [NavigationTab]

  /// The section's title, or the name of its first tab for tabs listed on their own.
  package var id: String { title ?? tabs.first.map { "tab:\($0.id)" } ?? "" }

  /// Groups `tabs` into sections: each run of tabs with the same section title is one.
  static func sections(of tabs: [NavigationTab]) -> [NavigationTabSection] {
    var sections: [NavigationTabSection] = []
    for tab in tabs {
      if let last = sections.indices.last, sections[last].title == tab.section {
        sections[last].tabs.append(tab)
      } else {
        sections.append(NavigationTabSection(title: tab.section, tabs: [tab]))
      }
    }
    return sections
  }
}

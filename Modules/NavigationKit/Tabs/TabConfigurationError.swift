/// Why a set of tabs cannot make a ``TabNavigator``.
public enum TabConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No tabs were given.
  case noTabs
  /// Two tabs have the same name.
  case duplicateTab(TabID)
  /// Two tabs claim the same module.
  case moduleOwnedTwice(module: String, tabs: [TabID])
  /// The tab to select first is not one of the tabs.
  case unknownTab(TabID)
  /// A sidebar section's tabs are not next to each other: another tab comes between them.
  case sectionSplit(section: String, tabs: [TabID])
  /// More tabs than a saved snapshot stores (`limit`, 64).
  case tooManyTabs(count: Int, limit: Int)
  /// More than one tab plays the search role.
  case searchTabRepeated([TabID])

  /// A sentence saying what is wrong and what to do about it.
  public var description: String {
    switch self {
    case .noTabs: "a tab navigator needs at least one tab: give the app one feature with a tab"
    case .duplicateTab(let tab): "two tabs are named '\(tab)': give each tab a name of its own"
    case .moduleOwnedTwice(let module, let tabs):
      "module '\(module)' is owned by more than one tab: "
        + "\(tabs.map(\.rawValue).joined(separator: ", ")); start each tab at a destination "
        + "of its own module, and list a module in one tab's `owning:` only"
    case .unknownTab(let tab): "no tab is named '\(tab)'"
    case .sectionSplit(let section, let tabs):
      "the tabs of section '\(section)' are not next to each other: "
        + "\(tabs.map(\.rawValue).joined(separator: ", ")); list a section's tabs one after another"
    case .tooManyTabs(let count, let limit):
      "\(count) tabs are more than the \(limit) a saved state keeps: give the app fewer tabs"
    case .searchTabRepeated(let tabs):
      "more than one tab has the search role: \(tabs.map(\.rawValue).joined(separator: ", ")); "
        + "give `role: .search` to one tab only"
    }
  }
}

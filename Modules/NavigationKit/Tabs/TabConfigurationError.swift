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

  /// A sentence saying what is wrong.
  public var description: String {
    switch self {
    case .noTabs:
      "a tab navigator needs at least one tab"
    case .duplicateTab(let tab):
      "two tabs are named '\(tab)'"
    case .moduleOwnedTwice(let module, let tabs):
      "module '\(module)' is owned by more than one tab: \(tabs.map(\.rawValue).joined(separator: ", "))"
    case .unknownTab(let tab):
      "no tab is named '\(tab)'"
    }
  }
}

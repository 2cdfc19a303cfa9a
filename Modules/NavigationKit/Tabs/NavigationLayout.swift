/// How one composition's tabs are shown: as a tab bar, or as a sidebar of sections beside the
/// selected section's stack.
///
/// Both layouts show the same ``TabNavigator``, so the layout can change at any time (an iPad
/// going from compact to regular width) without losing anything.
public enum NavigationLayout: String, Hashable, Sendable, CaseIterable {
  /// A tab bar, one stack per tab: an iPhone's layout.
  case tabs
  /// A sidebar listing the tabs as sections, and the selected section's stack as the detail
  /// column: an iPad's or a Mac's layout.
  case split
}

/// Which columns of a sidebar-and-detail layout are shown, as SwiftUI's
/// `NavigationSplitViewVisibility` names them.
/// Saved and restored with the tabs (a ``NavigationSnapshot``'s `"columnVisibility"`).
public enum SplitColumnVisibility: String, Hashable, Sendable, CaseIterable {
  /// The platform decides, by the space available.
  case automatic
  /// The sidebar and the detail column.
  case all
  /// The sidebar and the detail column, as a two-column layout shows them.
  case doubleColumn
  /// Only the detail column: the sidebar is hidden.
  case detailOnly
}

/// How the user arranged an app's tabs: the tabs they hid from an iOS 18 sidebar.
///
/// It is state like the stacks: saved and restored with them (``NavigationSnapshot``), changed
/// through the app's front door (``AppNavigator/customizeTabs(_:)``), and read by the SwiftUI
/// root, which binds it to SwiftUI's `TabViewCustomization`. A hidden tab still exists: a link
/// or an intent into its module selects it as before.
///
/// ```swift
/// var customization = app.tabs.customization
/// customization.hide("catalog")
/// app.customizeTabs(customization)
/// ```
public struct TabCustomization: Hashable, Sendable {
  /// The tabs hidden from the sidebar.
  public private(set) var hiddenTabs: Set<TabID>

  /// Creates a customization hiding `hiddenTabs`; the default hides none.
  public init(hiddenTabs: Set<TabID> = []) {
    self.hiddenTabs = hiddenTabs
  }

  /// Whether `tab` is hidden from the sidebar.
  public func isHidden(_ tab: TabID) -> Bool {
    hiddenTabs.contains(tab)
  }

  /// Hides `tab` from the sidebar.
  public mutating func hide(_ tab: TabID) {
    hiddenTabs.insert(tab)
  }

  /// Lists `tab` in the sidebar again.
  public mutating func unhide(_ tab: TabID) {
    hiddenTabs.remove(tab)
  }
}

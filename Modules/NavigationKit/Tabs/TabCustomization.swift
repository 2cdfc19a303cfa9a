/// How the user arranged an app's tabs: the tabs they hid from an iOS 18 sidebar.
///
/// Saved and restored with the stacks, changed through ``AppNavigator/customizeTabs(_:)``, and
/// bound to SwiftUI's `TabViewCustomization`. A link or an intent into a hidden tab's module
/// selects it as before.
///
/// ```swift
/// var customization = app.tabs.customization
/// customization.hiddenTabs.insert("catalog")
/// app.customizeTabs(customization)
/// ```
public struct TabCustomization: Hashable, Sendable {
  /// The tabs hidden from the sidebar: insert a tab to hide it, remove it to list it again.
  public var hiddenTabs: Set<TabID>

  /// Creates a customization hiding `hiddenTabs`; the default hides none.
  public init(hiddenTabs: Set<TabID> = []) {
    self.hiddenTabs = hiddenTabs
  }
}

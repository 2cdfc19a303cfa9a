/// How the user arranged an app's tabs: the tabs they hid from an iOS 18 sidebar.
///
/// It is state like the stacks: saved and restored with them (``NavigationSnapshot``), changed
/// through the app's front door (``AppNavigator/customizeTabs(_:)``), and read by the SwiftUI
/// root, which binds it to SwiftUI's `TabViewCustomization`. A hidden tab still exists: a link
/// or an intent into its module selects it as before.
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

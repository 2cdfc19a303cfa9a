/// One tab of a ``TabNavigator``: its name, title, root screen and the modules it owns.
///
/// A tab owns the module of its root and any other modules it lists. Owning a module means
/// links and intents that show that module's destinations "in their own tab" select this tab.
///
/// On iOS 18 a tab can be listed under a sidebar ``section`` and play the search ``role``; a
/// tab bar shows every tab in order either way:
///
/// ```swift
/// NavigationTab("catalog", title: "Catalog", section: "Shop", root: CatalogDestination.grid(categoryId: nil))
/// ```
public struct NavigationTab: Hashable, Sendable, Identifiable {
  /// What a tab is for, besides showing its screens.
  public enum Role: String, Hashable, Sendable {
    /// The app's search tab: iOS 18 shows it apart, as a search field on iPad's sidebar and
    /// the search button of a tab bar.
    case search
  }

  /// The tab's name.
  public let id: TabID
  /// The title a tab bar shows.
  public let title: String
  /// The destination at the bottom of the tab's stack.
  public let root: AnyDestination
  /// The modules this tab owns, always including the root's module.
  public let modules: Set<String>
  /// The name of the tab bar's icon, such as the SF Symbol `shippingbox`, if it has one.
  public let icon: String?
  /// The title of the sidebar section the tab is listed under, or `nil` for a tab listed on
  /// its own; tabs of one section must be next to each other.
  public let section: String?
  /// What the tab is for, such as ``Role/search``, or `nil` for an ordinary tab.
  public let role: Role?

  /// Creates a tab whose title defaults to its name, owning its root's module and `modules`.
  public init(
    _ id: TabID,
    title: String? = nil,
    icon: String? = nil,
    section: String? = nil,
    role: Role? = nil,
    root: some NavigationDestination,
    owning modules: Set<String> = []
  ) {
    self.id = id
    self.title = title ?? id.rawValue
    self.icon = icon
    self.section = section
    self.role = role
    self.root = AnyDestination(root)
    self.modules = modules.union([self.root.moduleName])
  }
}

/// One tab of a ``TabNavigator``: its name, title, root screen and the modules it owns.
///
/// A tab owns the module of its root and any other modules it lists. Owning a module means
/// links and intents that show that module's destinations "in their own tab" select this tab.
public struct NavigationTab: Hashable, Sendable, Identifiable {
  /// The tab's name.
  public let id: TabID
  /// The title a tab bar shows.
  public let title: String
  /// The destination at the bottom of the tab's stack.
  public let root: AnyDestination
  /// The modules this tab owns, always including the root's module.
  package let modules: Set<String>
  /// The name of the tab bar's icon, such as the SF Symbol `shippingbox`, if it has one.
  public let icon: String?

  /// Creates a tab.
  ///
  /// - Parameters:
  ///   - id: The tab's name.
  ///   - title: The title a tab bar shows; defaults to the name.
  ///   - icon: The name of the tab bar's icon, such as an SF Symbol's.
  ///   - root: The destination at the bottom of the tab's stack.
  ///   - modules: Further modules the tab owns besides its root's module.
  public init(
    _ id: TabID,
    title: String? = nil,
    icon: String? = nil,
    root: some NavigationDestination,
    owning modules: Set<String> = []
  ) {
    self.id = id
    self.title = title ?? id.rawValue
    self.icon = icon
    self.root = AnyDestination(root)
    self.modules = modules.union([self.root.moduleName])
  }
}

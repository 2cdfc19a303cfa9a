import Feature__Name__
public import NavigationKit

/// __Name__ as the composition root installs it: its tab, and its module with every intent it
/// sends routed. The only file that imports both __Name__ and the features it asks things of.
///
/// Install it where the app builds its `AppNavigator`: `__Name__Wiring.module()` among the
/// features, `__Name__Wiring.tab` among the tabs.
nonisolated public enum __Name__Wiring {
  /// The feature's tab: it owns the feature's module.
  public static let tab = NavigationTab(
    "__module__", title: "__Name__", icon: "square", root: __Name__Destination.home)

  /// The feature's module, its intents routed. ``ShowHome`` shows the feature's own root until
  /// the app routes it to its home screen's module.
  @MainActor
  public static func module() -> FeatureModule {
    var intents = __Name__Intents()
    intents.showHome = .selectOwningTab { _ in __Name__Destination.home }
    return __Name__Feature.module(intents: intents)
  }
}

import Feature__Name__
import NavigationKit

nonisolated extension FeatureWiring {
  /// __Name__: its tab, and where the intents it sends lead. ``ShowHome`` selects the tab of
  /// the app's home screen.
  public static let __name__ = FeatureWiring(
    tab: NavigationTab(
      "__module__", title: "__Name__", icon: "square", root: __Name__Destination.home)
  ) {
    var intents = __Name__Intents()
    intents.showHome = IntentRoute(always: AppComposition.home, as: .selectOwningTab)
    return __Name__Feature.module(intents: intents)
  }
}

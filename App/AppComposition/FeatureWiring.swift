public import NavigationKit

/// One feature as the composition root installs it: its tab, and its module with every intent
/// it sends routed to the module that provides it.
///
/// Each feature's wiring lives in its own file under `Features/` — the only place that may
/// import both a feature and the features it asks things of — and is listed once in
/// ``AppComposition/features``.
nonisolated public struct FeatureWiring: Sendable {
  /// The feature's tab.
  public let tab: NavigationTab
  /// Builds the feature's module, its intents routed.
  public let module: @MainActor @Sendable () -> FeatureModule

  /// Wires a feature.
  ///
  /// - Parameters:
  ///   - tab: The feature's tab; it owns the feature's module.
  ///   - module: Builds the feature's module, its intents routed.
  public init(tab: NavigationTab, module: @escaping @MainActor @Sendable () -> FeatureModule) {
    self.tab = tab
    self.module = module
  }
}

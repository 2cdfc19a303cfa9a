public import NavigationKit

/// The Catalog feature, bundled for the composition root to install in one line.
public enum CatalogFeature {
  /// The feature's module: its resolver, its deep-link routes, the Spotlight items it opens
  /// and the intents it sends.
  ///
  /// - Parameters:
  ///   - repository: Where products come from; the sample catalog by default.
  ///   - intents: Where each intent Catalog sends leads, decided by the composition root.
  /// - Returns: The module to install.
  @MainActor
  public static func module(
    repository: some CatalogRepository = SampleCatalogRepository(),
    intents: CatalogIntents
  ) -> FeatureModule {
    FeatureModule(
      resolver: CatalogResolver(factory: .live(repository: repository, intents: intents)),
      deepLinkRoutes: CatalogDestination.deepLinkRoutes,
      entryRoutes: CatalogDestination.entryRoutes,
      intents: intents)
  }
}

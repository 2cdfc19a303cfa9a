public import NavigationKit

/// The Catalog feature, bundled for the composition root to install in one line.
public enum CatalogFeature {
  /// The intents Catalog sends to other modules.
  public static let sentIntents: [any NavigationIntent.Type] = [ShowOrderHistory.self]

  /// The feature's module: its resolver, its deep-link routes and the intents it sends.
  ///
  /// - Parameter repository: Where products come from; the sample catalog by default.
  /// - Returns: The module to install with ``NavigationComposition/install(_:)``.
  @MainActor
  public static func module(
    repository: some CatalogRepository = SampleCatalogRepository()
  ) -> FeatureModule<any ScreenModel> {
    FeatureModule(
      resolver: CatalogResolver(factory: .live(repository: repository)),
      deepLinkRoutes: CatalogDestination.deepLinkRoutes,
      sends: sentIntents)
  }
}

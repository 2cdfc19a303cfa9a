public import NavigationKit

/// The Orders feature, bundled for the composition root to install in one line.
public enum OrdersFeature {
  /// The intents Orders sends to other modules.
  public static let sentIntents: [any NavigationIntent.Type] = [ShowProduct.self]

  /// The feature's module: its resolver, its deep-link routes and the intents it sends.
  ///
  /// - Parameter repository: Where orders come from; the sample orders by default.
  /// - Returns: The module to install with ``NavigationComposition/install(_:)``.
  @MainActor
  public static func module(
    repository: some OrdersRepository = SampleOrdersRepository()
  ) -> FeatureModule<any ScreenModel> {
    FeatureModule(
      resolver: OrdersResolver(factory: .live(repository: repository)),
      deepLinkRoutes: OrdersDestination.deepLinkRoutes,
      sends: sentIntents)
  }
}

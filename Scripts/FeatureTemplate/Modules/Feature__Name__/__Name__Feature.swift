public import NavigationKit

/// The __Name__ feature, bundled for the composition root to install in one line.
public enum __Name__Feature {
  /// The feature's module: its resolver, its deep-link routes and the intents it sends.
  ///
  /// - Parameters:
  ///   - repository: Where items come from; the sample items by default.
  ///   - intents: Where each intent __Name__ sends leads, decided by the composition root.
  /// - Returns: The module to install.
  @MainActor
  public static func module(
    repository: some __Name__Repository = Sample__Name__Repository(),
    intents: __Name__Intents
  ) -> FeatureModule {
    FeatureModule(
      resolver: __Name__Resolver(factory: .live(repository: repository, intents: intents)),
      deepLinkRoutes: __Name__Destination.deepLinkRoutes,
      intents: intents)
  }
}

public import NavigationKit

/// The Orders feature, bundled for the composition root to install in one line.
public enum OrdersFeature {
  /// The feature's module: its resolver, its deep-link routes, the notifications and
  /// activities it opens and the intents it sends; its tab's badge counts the orders still
  /// processing.
  ///
  /// - Parameters:
  ///   - repository: Where orders come from; the sample orders by default.
  ///   - intents: Where each intent Orders sends leads, decided by the composition root.
  /// - Returns: The module to install.
  @MainActor
  public static func module(
    repository: some OrdersRepository = SampleOrdersRepository(),
    intents: OrdersIntents
  ) -> FeatureModule {
    FeatureModule(
      resolver: OrdersResolver(factory: .live(repository: repository, intents: intents)),
      deepLinkRoutes: OrdersDestination.deepLinkRoutes,
      entryRoutes: OrdersDestination.entryRoutes,
      intents: intents
    )
    .badge {
      let processing = repository.allOrders().filter { $0.status == .processing }.count
      return processing > 0 ? "\(processing)" : nil
    }
  }
}

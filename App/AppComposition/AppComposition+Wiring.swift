public import FeatureCatalog
public import FeatureOrders
public import NavigationKit

extension AppComposition {
  /// Every feature of the app, one line each.
  ///
  /// - Parameters:
  ///   - orders: Where the Orders feature reads orders.
  ///   - catalog: Where the Catalog feature reads products.
  /// - Returns: The modules to install.
  public static func features(
    orders: some OrdersRepository = SampleOrdersRepository(),
    catalog: some CatalogRepository = SampleCatalogRepository()
  ) -> [FeatureModule<any ScreenModel>] {
    [
      OrdersFeature.module(repository: orders),
      CatalogFeature.module(repository: catalog),
    ]
  }

  /// One tab per feature: Orders first, then Catalog.
  public static let tabs = [
    NavigationTab("orders", title: "Orders", root: OrdersDestination.list),
    NavigationTab("catalog", title: "Catalog", root: CatalogDestination.grid(categoryId: nil)),
  ]

  /// The app's deep links: the `myapp` scheme, and universal links to `myapp.example.com`.
  public static let deepLinkPolicy = DeepLinkPolicy(
    scheme: "myapp", universalLinkHosts: ["myapp.example.com"])

  /// Maps each intent a feature sends to a destination of the module that owns it.
  ///
  /// - Orders' ``ShowProduct`` pushes the catalog's product on the stack the user is on, so
  ///   "back" returns to the order.
  /// - Catalog's ``ShowOrderHistory`` switches to the Orders tab, showing the list.
  ///
  /// - Parameter intents: The router to register the handlers with.
  /// - Throws: ``CompositionError`` when an intent is mapped twice.
  public static func mapIntents(_ intents: IntentRouter) throws(CompositionError) {
    try intents.register(ShowProduct.self, as: .push) {
      CatalogDestination.productDetail(productId: $0.productId)
    }
    try intents.register(ShowOrderHistory.self, as: .selectOwningTab) { _ in
      OrdersDestination.list
    }
  }
}

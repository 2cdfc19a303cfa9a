#if canImport(SwiftUI)
  public import FeatureCatalog
  public import FeatureOrders
  public import NavigationKit
  public import SwiftUI

  extension AppComposition {
    /// Every feature's views, one line each.
    @MainActor
    public static func viewFeatures(
      orders: some OrdersRepository = SampleOrdersRepository(),
      catalog: some CatalogRepository = SampleCatalogRepository()
    ) -> [FeatureModule<AnyView>] {
      [
        OrdersFeature.viewModule(repository: orders),
        CatalogFeature.viewModule(repository: catalog),
      ]
    }

    /// The views of the app's own features, built once: SwiftUI creates root views often.
    @MainActor
    public static let defaultViews = views()

    /// A registry of the views of `features`; a module installed twice keeps its first views.
    @MainActor
    public static func views(
      of features: [FeatureModule<AnyView>] = viewFeatures()
    ) -> DestinationResolverRegistry<AnyView> {
      let composition = NavigationComposition<AnyView> { unresolved in
        AnyView(Text(unresolved.description))
      }
      for feature in features {
        try? composition.install(feature)
      }
      return composition.resolvers
    }
  }
#endif

#if canImport(SwiftUI)
  public import NavigationKit
  public import SwiftUI

  /// The SwiftUI views of the Catalog screens: each screen model shown by
  /// ``NavigationKit/ScreenModelView``, its buttons navigating through the environment.
  public struct CatalogViewResolver: DestinationResolver {
    /// Builds the screen models the views show.
    public let screens: CatalogResolver

    /// Creates the resolver.
    ///
    /// - Parameter factory: Builds the screens; the sample catalog by default.
    public init(factory: CatalogScreenFactory = .live(repository: SampleCatalogRepository())) {
      self.screens = CatalogResolver(factory: factory)
    }

    /// The view of a destination.
    public func resolve(_ destination: CatalogDestination) -> AnyView {
      AnyView(ScreenModelView(screens.resolve(destination)))
    }
  }

  extension CatalogFeature {
    /// The feature's module for SwiftUI: its views, its deep-link routes and its intents.
    ///
    /// - Parameter repository: Where products come from; the sample catalog by default.
    /// - Returns: The module to install in a `NavigationComposition<AnyView>`.
    @MainActor
    public static func viewModule(
      repository: some CatalogRepository = SampleCatalogRepository()
    ) -> FeatureModule<AnyView> {
      FeatureModule(
        resolver: CatalogViewResolver(factory: .live(repository: repository)),
        deepLinkRoutes: CatalogDestination.deepLinkRoutes,
        sends: sentIntents)
    }
  }
#endif

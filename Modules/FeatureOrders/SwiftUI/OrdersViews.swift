#if canImport(SwiftUI)
  public import NavigationKit
  public import SwiftUI

  /// The SwiftUI views of the Orders screens: each screen model shown by
  /// ``NavigationKit/ScreenModelView``, its buttons navigating through the environment.
  public struct OrdersViewResolver: DestinationResolver {
    /// Builds the screen models the views show.
    public let screens: OrdersResolver

    /// Creates the resolver.
    ///
    /// - Parameter factory: Builds the screens; the sample orders by default.
    public init(factory: OrdersScreenFactory = .live(repository: SampleOrdersRepository())) {
      self.screens = OrdersResolver(factory: factory)
    }

    /// The view of a destination.
    public func resolve(_ destination: OrdersDestination) -> AnyView {
      AnyView(ScreenModelView(screens.resolve(destination)))
    }
  }

  extension OrdersFeature {
    /// The feature's module for SwiftUI: its views, its deep-link routes and its intents.
    ///
    /// - Parameter repository: Where orders come from; the sample orders by default.
    /// - Returns: The module to install in a `NavigationComposition<AnyView>`.
    @MainActor
    public static func viewModule(
      repository: some OrdersRepository = SampleOrdersRepository()
    ) -> FeatureModule<AnyView> {
      FeatureModule(
        resolver: OrdersViewResolver(factory: .live(repository: repository)),
        deepLinkRoutes: OrdersDestination.deepLinkRoutes,
        sends: sentIntents)
    }
  }
#endif

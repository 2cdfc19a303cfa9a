public import NavigationKit

/// Resolves every ``OrdersDestination`` to its screen model, through an injected factory.
public struct OrdersResolver: DestinationResolver {
  /// Builds the screens.
  public let factory: OrdersScreenFactory

  /// Creates the resolver.
  ///
  /// - Parameter factory: Builds the screens.
  public init(factory: OrdersScreenFactory) {
    self.factory = factory
  }

  /// The screen model of a destination.
  public func resolve(_ destination: OrdersDestination) -> any ScreenModel {
    switch destination {
    case .list: factory.makeList()
    case .detail(let orderId): factory.makeDetail(orderId)
    case .tracking(let orderId): factory.makeTracking(orderId)
    }
  }
}

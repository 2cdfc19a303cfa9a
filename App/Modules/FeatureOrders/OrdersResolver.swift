import NavigationKit

/// Resolves every ``OrdersDestination`` to its screen model, through an injected factory.
struct OrdersResolver: DestinationResolver {
  /// Builds the screens.
  let factory: OrdersScreenFactory

  /// Creates the resolver.
  ///
  /// - Parameter factory: Builds the screens.
  init(factory: OrdersScreenFactory) {
    self.factory = factory
  }

  /// The screen model of a destination.
  func resolve(_ destination: OrdersDestination) -> any ScreenModel {
    switch destination {
    case .list: factory.makeList()
    case .detail(let orderId): factory.makeDetail(orderId)
    case .tracking(let orderId): factory.makeTracking(orderId)
    case .reportProblem(let orderId): factory.makeProblemReport(orderId)
    }
  }
}

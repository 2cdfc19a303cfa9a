import NavigationKit

/// Builds the Orders screens; injected into ``OrdersResolver`` so tests and previews can
/// replace any screen without touching the resolver.
// `nonisolated`: its closures are `@Sendable`, so it is built outside any actor, also in an app
// whose code is main-actor isolated by default (Scripts/check-default-isolation).
nonisolated struct OrdersScreenFactory: Sendable {
  /// Builds the list of orders.
  var makeList: @Sendable () -> any ScreenModel
  /// Builds the screen of one order, given its id.
  var makeDetail: @Sendable (_ orderId: String) -> any ScreenModel
  /// Builds the tracking screen of one order, given its id.
  var makeTracking: @Sendable (_ orderId: String) -> any ScreenModel
  /// Builds the problem report form of one order, given its id.
  var makeProblemReport: @Sendable (_ orderId: String) -> any ScreenModel

  /// Creates a factory from one closure per screen.
  init(
    makeList: @escaping @Sendable () -> any ScreenModel,
    makeDetail: @escaping @Sendable (_ orderId: String) -> any ScreenModel,
    makeTracking: @escaping @Sendable (_ orderId: String) -> any ScreenModel,
    makeProblemReport: @escaping @Sendable (_ orderId: String) -> any ScreenModel
  ) {
    self.makeList = makeList
    self.makeDetail = makeDetail
    self.makeTracking = makeTracking
    self.makeProblemReport = makeProblemReport
  }

  /// The screens built from a repository. An invalid or unknown id shows
  /// ``OrderNotFoundScreen``; an invalid id never reaches the repository.
  ///
  /// - Parameters:
  ///   - repository: Where orders come from.
  ///   - intents: What the screens send to other modules.
  /// - Returns: The factory.
  static func live(
    repository: some OrdersRepository, intents: OrdersIntents
  ) -> OrdersScreenFactory {
    @Sendable func order(_ id: String) -> Order? {
      ResourceIdentifier.isValid(id) ? repository.order(id: id) : nil
    }
    return OrdersScreenFactory(
      makeList: { OrdersListScreen(orders: repository.allOrders()) },
      makeDetail: { id in
        guard let order = order(id) else { return OrderNotFoundScreen(orderId: id) }
        return OrderDetailScreen(order: order, intents: intents, repository: repository)
      },
      makeTracking: { id in
        guard let order = order(id) else { return OrderNotFoundScreen(orderId: id) }
        return OrderTrackingScreen(order: order)
      },
      makeProblemReport: { id in
        guard let order = order(id) else { return OrderNotFoundScreen(orderId: id) }
        return ProblemReportScreen(order: order, repository: repository)
      })
  }
}

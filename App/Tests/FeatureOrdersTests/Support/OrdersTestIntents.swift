import NavigationKit
import NavigationKitTesting

@testable import FeatureOrders

extension OrdersScreenFactory {
  /// A factory whose every screen is a `StubScreen` naming its closure and argument.
  static let stub = OrdersScreenFactory(
    makeList: { StubScreen("list") },
    makeDetail: { StubScreen("detail", argument: $0) },
    makeTracking: { StubScreen("tracking", argument: $0) },
    makeProblemReport: { StubScreen("problemReport", argument: $0) })
}

import NavigationKit

@testable import FeatureOrders

/// A screen that says which factory closure built it, and with which argument.
struct StubScreen: ScreenModel, Hashable {
  let screen: String
  let argument: String?

  var title: String { screen }
  var lines: [String] { argument.map { [$0] } ?? [] }
  var actions: [ScreenAction] { [] }
}

extension OrdersScreenFactory {
  /// A factory whose every screen is a ``StubScreen`` naming its closure and argument.
  static let stub = OrdersScreenFactory(
    makeList: { StubScreen(screen: "list", argument: nil) },
    makeDetail: { StubScreen(screen: "detail", argument: $0) },
    makeTracking: { StubScreen(screen: "tracking", argument: $0) })
}

/// The screen shown for a destination no resolver takes.
struct UnresolvedScreen: ScreenModel {
  let diagnosis: UnresolvedDestination

  var title: String { "Unresolved" }
  var lines: [String] { [diagnosis.description] }
  var actions: [ScreenAction] { [] }
}

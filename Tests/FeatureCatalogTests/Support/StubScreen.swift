import NavigationKit

@testable import FeatureCatalog

/// A screen that says which factory closure built it, and with which argument.
struct StubScreen: ScreenModel, Hashable {
  let screen: String
  let argument: String?

  var title: String { screen }
  var lines: [String] { argument.map { [$0] } ?? [] }
  var actions: [ScreenAction] { [] }
}

extension CatalogScreenFactory {
  /// A factory whose every screen is a ``StubScreen`` naming its closure and argument.
  static let stub = CatalogScreenFactory(
    makeGrid: { StubScreen(screen: "grid", argument: $0) },
    makeProductDetail: { StubScreen(screen: "productDetail", argument: $0) },
    makeSearch: { StubScreen(screen: "search", argument: $0) })
}

/// The screen shown for a destination no resolver takes.
struct UnresolvedScreen: ScreenModel {
  let diagnosis: UnresolvedDestination

  var title: String { "Unresolved" }
  var lines: [String] { [diagnosis.description] }
  var actions: [ScreenAction] { [] }
}

import NavigationKit
import NavigationKitTesting

@testable import FeatureCatalog

extension CatalogScreenFactory {
  /// A factory whose every screen is a `StubScreen` naming its closure and argument.
  static let stub = CatalogScreenFactory(
    makeGrid: { StubScreen("grid", argument: $0) },
    makeProductDetail: { StubScreen("productDetail", argument: $0) },
    makeSearch: { StubScreen("search", argument: $0) },
    makePicker: { StubScreen("picker", argument: $0) })
}

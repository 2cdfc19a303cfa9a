import NavigationKit

/// Resolves every ``CatalogDestination`` to its screen model, through an injected factory.
struct CatalogResolver: DestinationResolver {
  /// Builds the screens.
  let factory: CatalogScreenFactory

  /// Creates the resolver.
  ///
  /// - Parameter factory: Builds the screens.
  init(factory: CatalogScreenFactory) {
    self.factory = factory
  }

  /// The screen model of a destination.
  func resolve(_ destination: CatalogDestination) -> any ScreenModel {
    switch destination {
    case .grid(let categoryId): factory.makeGrid(categoryId)
    case .productDetail(let productId): factory.makeProductDetail(productId)
    case .search(let query): factory.makeSearch(query)
    case .productPicker(let categoryId): factory.makePicker(categoryId)
    }
  }
}

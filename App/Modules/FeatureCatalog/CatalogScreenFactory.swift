import NavigationKit

/// Builds the Catalog screens; injected into ``CatalogResolver`` so tests and previews can
/// replace any screen without touching the resolver.
// `nonisolated`: its closures are `@Sendable`, so it is built outside any actor, also in an app
// whose code is main-actor isolated by default (Scripts/check-default-isolation).
nonisolated struct CatalogScreenFactory: Sendable {
  /// Builds the grid of a category, or the list of categories for `nil`.
  var makeGrid: @Sendable (_ categoryId: String?) -> any ScreenModel
  /// Builds the screen of one product, given its id.
  var makeProductDetail: @Sendable (_ productId: String) -> any ScreenModel
  /// Builds the search screen for a query, or the prompt for `nil`.
  var makeSearch: @Sendable (_ query: String?) -> any ScreenModel
  /// Builds the product picker of a category, or of every category for `nil`.
  var makePicker: @Sendable (_ categoryId: String?) -> any ScreenModel

  /// Creates a factory from one closure per screen.
  init(
    makeGrid: @escaping @Sendable (_ categoryId: String?) -> any ScreenModel,
    makeProductDetail: @escaping @Sendable (_ productId: String) -> any ScreenModel,
    makeSearch: @escaping @Sendable (_ query: String?) -> any ScreenModel,
    makePicker: @escaping @Sendable (_ categoryId: String?) -> any ScreenModel
  ) {
    self.makeGrid = makeGrid
    self.makeProductDetail = makeProductDetail
    self.makeSearch = makeSearch
    self.makePicker = makePicker
  }

  /// The screens built from a repository. An invalid or unknown id shows
  /// ``CatalogItemNotFoundScreen``; an invalid id never reaches the repository. A blank query
  /// is no query: it shows the suggestions.
  ///
  /// - Parameters:
  ///   - repository: Where products and categories come from.
  ///   - intents: What the screens send to other modules.
  /// - Returns: The factory.
  static func live(
    repository: some CatalogRepository, intents: CatalogIntents
  ) -> CatalogScreenFactory {
    CatalogScreenFactory(
      makeGrid: { categoryId in
        guard let categoryId else { return CategoriesScreen(categories: repository.categories()) }
        guard ResourceIdentifier.isValid(categoryId),
          let category = repository.category(id: categoryId)
        else { return CatalogItemNotFoundScreen(.category, id: categoryId) }
        return ProductGridScreen(
          category: category, products: repository.products(inCategory: categoryId))
      },
      makeProductDetail: { productId in
        guard ResourceIdentifier.isValid(productId),
          let product = repository.product(id: productId)
        else { return CatalogItemNotFoundScreen(.product, id: productId) }
        return ProductDetailScreen(
          product: product, category: repository.category(id: product.categoryId),
          intents: intents)
      },
      makeSearch: { query in
        let query = query.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
        return SearchScreen(query: query, results: query.map(repository.products(matching:)) ?? [])
      },
      makePicker: { categoryId in
        guard let categoryId else {
          return ProductPickerScreen(category: nil, categories: repository.categories())
        }
        guard ResourceIdentifier.isValid(categoryId),
          let category = repository.category(id: categoryId)
        else { return CatalogItemNotFoundScreen(.category, id: categoryId) }
        return ProductPickerScreen(
          category: category, products: repository.products(inCategory: categoryId))
      })
  }
}

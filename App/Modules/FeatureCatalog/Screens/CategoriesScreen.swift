import NavigationKit

/// Every category, and a way into search.
struct CategoriesScreen: ScreenModel {
  /// The categories shown.
  let categories: [ProductCategory]

  /// Creates the screen.
  init(categories: [ProductCategory]) {
    self.categories = categories
  }

  /// `Catalog`.
  var title: String { "Catalog" }

  /// One line per category.
  var lines: [String] {
    categories.map(\.name)
  }

  /// Browse each category; search in a sheet.
  var actions: [ScreenAction] {
    categories.map {
      ScreenAction("Browse \($0.name)", .push(CatalogDestination.grid(categoryId: $0.id)))
    } + [
      ScreenAction(
        "Search the catalog",
        .present(CatalogDestination.search(query: nil).erased, style: .sheet))
    ]
  }
}

public import NavigationKit

/// Every category, and a way into search.
public struct CategoriesScreen: ScreenModel {
  /// The categories shown.
  public let categories: [ProductCategory]

  /// Creates the screen.
  public init(categories: [ProductCategory]) {
    self.categories = categories
  }

  /// `Catalog`.
  public var title: String { "Catalog" }

  /// One line per category.
  public var lines: [String] {
    categories.map(\.name)
  }

  /// Browse each category; search in a sheet.
  public var actions: [ScreenAction] {
    categories.map {
      ScreenAction("Browse \($0.name)", .push(CatalogDestination.grid(categoryId: $0.id)))
    } + [
      ScreenAction(
        "Search the catalog",
        .present(CatalogDestination.search(query: nil).erased, style: .sheet))
    ]
  }
}

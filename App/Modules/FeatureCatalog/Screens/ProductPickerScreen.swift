import NavigationKit

/// The product picker another module asks for: browse the categories, then choose a product,
/// which answers the request with a ``ProductChoice``.
struct ProductPickerScreen: ScreenModel {
  /// The category shown, or `nil` for every category.
  let category: ProductCategory?
  /// The categories to browse, without a category.
  let categories: [ProductCategory]
  /// The products to choose from, in a category.
  let products: [Product]

  /// Creates the screen.
  init(category: ProductCategory?, categories: [ProductCategory] = [], products: [Product] = []) {
    self.category = category
    self.categories = categories
    self.products = products
  }

  /// `Choose a product`, or the category's name.
  var title: String { category?.name ?? "Choose a product" }

  /// The categories, or the products with their prices.
  var lines: [String] {
    guard category != nil else { return categories.map(\.name) }
    guard !products.isEmpty else { return ["Nothing to choose here yet."] }
    return products.map { "\($0.id) \($0.name) · \($0.formattedPrice)" }
  }

  /// Browse each category, or choose each product; cancel always.
  var actions: [ScreenAction] {
    let choices =
      category == nil
      ? categories.map {
        ScreenAction(
          "Browse \($0.name)", .push(CatalogDestination.productPicker(categoryId: $0.id)))
      }
      : products.map {
        ScreenAction(
          "Choose \($0.name)", .answer(ProductChoice(productId: $0.id, name: $0.name)))
      }
    return choices + [ScreenAction("Cancel", .dismiss)]
  }
}

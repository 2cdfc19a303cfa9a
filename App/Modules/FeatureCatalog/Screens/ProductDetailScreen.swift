import NavigationKit

/// One product.
///
/// Its "See your orders" button sends ``ShowOrderHistory``: Catalog never imports Orders.
struct ProductDetailScreen: ScreenModel {
  /// The product shown.
  let product: Product
  /// Its category, when it is known.
  let category: ProductCategory?
  /// What the screen sends to other modules.
  let intents: CatalogIntents

  /// Creates the screen.
  init(product: Product, category: ProductCategory?, intents: CatalogIntents) {
    self.product = product
    self.category = category
    self.intents = intents
  }

  /// The product's name.
  var title: String { product.name }

  /// Price, summary and category.
  var lines: [String] {
    [product.formattedPrice, product.summary, "Category: \(category?.name ?? product.categoryId)"]
  }

  /// More of its category, similar products, and the customer's orders.
  var actions: [ScreenAction] {
    [
      ScreenAction(
        "More in \(category?.name ?? product.categoryId)",
        .push(CatalogDestination.grid(categoryId: product.categoryId))),
      ScreenAction("See your orders", intents.showOrderHistory(ShowOrderHistory())),
    ]
  }
}

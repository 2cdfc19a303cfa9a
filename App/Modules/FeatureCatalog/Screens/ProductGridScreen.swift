import NavigationKit

/// The products of one category.
struct ProductGridScreen: ScreenModel {
  /// The category shown.
  let category: ProductCategory
  /// Its products.
  let products: [Product]

  /// Creates the screen.
  init(category: ProductCategory, products: [Product]) {
    self.category = category
    self.products = products
  }

  /// The category's name.
  var title: String { category.name }

  /// One line per product: id, name and price.
  var lines: [String] {
    guard !products.isEmpty else { return ["No products in \(category.name) yet."] }
    return products.map { "\($0.id) \($0.name) · \($0.formattedPrice)" }
  }

  /// Open each product, zooming out of its cell (on iOS 18; the cell is marked with the
  /// product's destination).
  var actions: [ScreenAction] {
    products.map {
      let product = CatalogDestination.productDetail(productId: $0.id)
      return ScreenAction("Open \($0.name)", .push(product, transition: .zoom(from: product)))
    }
  }
}

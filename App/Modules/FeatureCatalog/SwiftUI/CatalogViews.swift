#if canImport(SwiftUI)
  import NavigationKit
  import NavigationKitSwiftUI
  import SwiftUI

  /// A product's own view, instead of the default list of lines and actions: the one
  /// destination of Catalog whose view is overridden.
  extension ProductDetailScreen: CustomViewScreen {
    /// The product: its name, price and summary, then its actions.
    var view: some View {
      ProductDetailView(screen: self)
    }
  }

  /// A category's own view: one cell per product, each marked as the source its product's screen
  /// zooms out of.
  extension ProductGridScreen: CustomViewScreen {
    /// The category's products, each a cell that opens it.
    var view: some View {
      ProductGridView(screen: self)
    }
  }

  /// Shows a category's products as cells; opening one zooms its screen out of the cell.
  struct ProductGridView: View {
    let screen: ProductGridScreen
    @Environment(\.navigationHandler) private var navigate

    var body: some View {
      List {
        ForEach(screen.products) { product in
          let destination = CatalogDestination.productDetail(productId: product.id)
          Button("\(product.name) · \(product.formattedPrice)") {
            navigate(.push(destination, transition: .zoom(from: destination)))
          }
          .navigationTransitionSource(for: destination)
        }
      }
      .navigationTitle(screen.category.name)
    }
  }

  /// Shows a product, its price first, with buttons that navigate through the environment.
  struct ProductDetailView: View {
    let screen: ProductDetailScreen
    @Environment(\.navigationHandler) private var navigate

    var body: some View {
      List {
        Section {
          Text(screen.product.formattedPrice)
          Text(screen.product.summary)
        }
        Section {
          ForEach(screen.actions, id: \.self) { action in
            Button(action.title) { navigate(action.navigation) }
          }
        }
      }
      .navigationTitle(screen.product.name)
    }
  }
#endif

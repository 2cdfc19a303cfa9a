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

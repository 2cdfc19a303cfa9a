#if canImport(SwiftUI)
  import NavigationKit
  import NavigationKitSwiftUI
  import SwiftUI

  /// Every Catalog screen, built by the feature's own resolver from the sample catalog, in a
  /// recording navigation environment: buttons record what they would do.
  struct CatalogScreensPreviews: PreviewProvider {
    static var previews: some View {
      screen(.grid(categoryId: nil)).previewDisplayName("Categories")
      screen(.grid(categoryId: "kitchen")).previewDisplayName("Kitchen")
      screen(.productDetail(productId: "P-100")).previewDisplayName("Chef's Knife")
      screen(.search(query: "pan")).previewDisplayName("Search")
      screen(.productPicker(categoryId: nil)).previewDisplayName("Product picker")
      screen(.productDetail(productId: "missing")).previewDisplayName("Product not found")
    }

    /// In a preview nothing is performed, so the intent only needs to lead somewhere.
    private static let resolver = CatalogResolver(
      factory: .live(
        repository: SampleCatalogRepository(),
        intents: CatalogIntents()))

    private static func screen(_ destination: CatalogDestination) -> some View {
      ScreenModelView(resolver.resolve(destination)).navigationPreview()
    }
  }
#endif

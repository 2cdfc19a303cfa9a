public import NavigationKit

extension CatalogDestination {
  /// The Catalog deep links, under `myapp://catalog`.
  ///
  /// | Pattern | Shows | Login |
  /// | --- | --- | --- |
  /// | `catalog` | the Catalog tab at its root | no |
  /// | `catalog/category/{categoryId}` | `[grid]` | no |
  /// | `catalog/product/{productId}` | `[productDetail]` | no |
  /// | `catalog/search?q=…` | `search(query:)` in a sheet; no `q` is a `nil` query | no |
  public static let deepLinkRoutes: [DeepLinkRoute<CatalogDestination>] = [
    DeepLinkRoute("catalog", showing: .grid(categoryId: nil)),
    DeepLinkRoute("catalog/category/{categoryId}") {
      [.grid(categoryId: $0["categoryId"])]
    } parameters: {
      guard case .grid(let categoryId?) = $0 else { return nil }
      return ["categoryId": categoryId]
    },
    DeepLinkRoute("catalog/product/{productId}") {
      [.productDetail(productId: $0["productId"])]
    } parameters: {
      guard case .productDetail(let productId) = $0 else { return nil }
      return ["productId": productId]
    },
    DeepLinkRoute("catalog/search", queryItems: ["q": .text], presentation: .present(.sheet)) {
      [.search(query: $0.query("q"))]
    } parameters: {
      guard case .search(let query) = $0 else { return nil }
      return ["q": query]
    },
  ]
}
